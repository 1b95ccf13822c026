#define _GNU_SOURCE
#include "InjectableShims.h"
#include <pthread.h>

static _Thread_local injectable_thread_state state;

injectable_thread_state *injectable_thread(void) { return &state; }

__attribute__((noinline)) uintptr_t injectable_stack_pointer(void) {
    return (uintptr_t)__builtin_frame_address(0);
}

uintptr_t injectable_stack_low_bound(void) {
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
