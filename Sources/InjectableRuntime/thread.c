// Per-thread resolution state and the stack bounds.
#define _GNU_SOURCE
#include "injectable_thread.h"
#include <pthread.h>

_Thread_local injectable_thread_state injectable_tls = {.stackLimit = UINTPTR_MAX, .stackFloor = UINTPTR_MAX};

static pthread_key_t exit_key;
static pthread_once_t exit_once = PTHREAD_ONCE_INIT;

static void thread_exits(void *unused) {
    (void)unused;
    // A thread that user code ends inside a resolve (an init that ends its thread) leaves
    // frames on a stack that is gone (or, in unoptimised builds, on the heap, never freed); a
    // later key's destructor may still resolve on this thread, and must start a new path. (A
    // key made before this one, by a library loaded earlier, is destroyed first and would still
    // see the old path. The library never ends a thread inside a resolve: a validation probe
    // stopped there parks its thread instead.)
    injectable_tls.innermost = 0;
    injectable_tls.lastPush = 0;
}
static void make_exit_key(void) { pthread_key_create(&exit_key, thread_exits); }

// The key is made when the library loads, before any key the program makes at run time:
// destructors run in the order their keys were made, so a later key's destructor that resolves
// finds the path emptied.
__attribute__((constructor)) static void make_exit_key_early(void) { pthread_once(&exit_once, make_exit_key); }

uintptr_t injectable_stack_low_bound(void) {
    pthread_once(&exit_once, make_exit_key);
    pthread_setspecific(exit_key, (void *)1);
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(self);
    return top - (uintptr_t)pthread_get_stacksize_np(self);
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
