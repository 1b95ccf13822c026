// The process-wide counts, the thread-state key and the stack's bounds (see the header).
#define _GNU_SOURCE
#include "InjectableRuntime.h"

_Atomic(intptr_t) injectable_counters[4];

void injectable_counter_add(injectable_counter counter, intptr_t delta) {
    if (counter == injectable_counter_async_requests) {
        atomic_fetch_add_explicit(&injectable_counters[counter], delta, memory_order_relaxed);
        return;
    }
    // On the adding thread, the sum never reads less than either count.
    if (delta > 0) atomic_fetch_add_explicit(&injectable_counters[injectable_counter_any], delta, memory_order_relaxed);
    atomic_fetch_add_explicit(&injectable_counters[counter], delta, memory_order_relaxed);
    if (delta < 0) atomic_fetch_add_explicit(&injectable_counters[injectable_counter_any], delta, memory_order_relaxed);
}

pthread_key_t injectable_thread_key_made;
static void (*_Atomic destroy_state)(void *);

static void thread_exits(void *state) {
    void (*destroy)(void *) = atomic_load_explicit(&destroy_state, memory_order_acquire);
    if (destroy != 0) destroy(state);
}

__attribute__((constructor)) static void make_thread_key(void) {
    pthread_key_create(&injectable_thread_key_made, thread_exits);
}

void injectable_thread_on_exit(void (*destroy)(void *)) {
    atomic_store_explicit(&destroy_state, destroy, memory_order_release);
}

uintptr_t injectable_stack_low_bound(void) {
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    return (uintptr_t)pthread_get_stackaddr_np(self) - (uintptr_t)pthread_get_stacksize_np(self);
#elif defined(__linux__)
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) != 0) return 0;
    void *low = 0;
    size_t size = 0;
    int result = pthread_attr_getstack(&attr, &low, &size);
    pthread_attr_destroy(&attr);
    return result == 0 ? (uintptr_t)low : 0;
#else
    return 0;
#endif
}

// The concurrency runtime's `SerialExecutorRef`: the executor's identity and its witness table
// with flags; returned in two registers by the Swift calling convention.
typedef struct {
    const void *identity;
    uintptr_t implementation;
} serial_executor_ref;
extern serial_executor_ref swift_task_getCurrentExecutor(void) __attribute__((swiftcall));

const void *injectable_current_executor(void) { return swift_task_getCurrentExecutor().identity; }
