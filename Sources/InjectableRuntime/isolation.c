// Intercepting failed isolation checks on validate()'s probe threads.
//
// `MainActor.assumeIsolated` on a thread that is not the main actor's ends in the concurrency
// runtime's `swift_task_checkIsolated`, which stops the process. The runtime lets a program
// replace that function through a hook variable (`swift_task_checkIsolated_hook`, part of the
// runtime's exported hooks since Swift 5.9); the hook here fails only probe threads, whose
// failures validate() reports, and calls the runtime's own check everywhere else.
#include "injectable_isolation.h"
#include "injectable_thread.h"
#include <pthread.h>
#include <stdint.h>

/// The runtime's `SerialExecutorRef`: an executor's identity and its witness table.
typedef struct {
    void *_Nullable identity;
    uintptr_t implementation;
} injectable_executor_ref;

typedef void (*injectable_check_isolated_original)(injectable_executor_ref executor);
typedef void (*injectable_check_isolated_hook)(
    injectable_executor_ref executor, injectable_check_isolated_original _Nonnull original);

// Weak: a runtime without the hooks (older Apple OS runtimes) leaves it NULL.
extern injectable_check_isolated_hook _Nullable swift_task_checkIsolated_hook __attribute__((weak));
extern injectable_executor_ref swift_task_getMainExecutor(void) __attribute__((weak));

static injectable_isolation_handler handler;
static injectable_check_isolated_hook previous;

static void check_isolated(injectable_executor_ref executor, injectable_check_isolated_original original) {
    if (injectable_tls.probe != 0 && handler != 0) {
        // Returns only when the check passes (the main actor is lent); otherwise the probe
        // thread ends.
        if (handler(executor.identity == swift_task_getMainExecutor().identity)) return;
    }
    if (previous != 0) {
        previous(executor, original);
    } else {
        original(executor);
    }
}

static pthread_once_t install_once = PTHREAD_ONCE_INIT;
static injectable_isolation_handler pending;

static void install(void) {
    if (&swift_task_checkIsolated_hook == 0 || swift_task_getMainExecutor == 0) return;
    handler = pending;
    previous = swift_task_checkIsolated_hook;
    swift_task_checkIsolated_hook = check_isolated;
}

bool injectable_install_isolation_handler(injectable_isolation_handler handler_) {
    pending = handler_;
    pthread_once(&install_once, install);
    return handler != 0;
}
