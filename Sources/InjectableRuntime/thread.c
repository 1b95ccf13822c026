// Per-thread resolution state: the frame buffer and the stack bounds.
#define _GNU_SOURCE
#include "injectable_thread.h"
#include <pthread.h>
#include <stdlib.h>

_Thread_local injectable_thread_state injectable_tls = {.stackLimit = UINTPTR_MAX, .stackFloor = UINTPTR_MAX};

static pthread_key_t frames_key;
static pthread_once_t frames_once = PTHREAD_ONCE_INIT;

static void free_frames(void *frames) {
    // Another key's destructor may still resolve on this thread: it starts a new, empty
    // buffer (a thread that exits inside a resolve leaves frames that mean nothing now).
    injectable_tls.frames = 0;
    injectable_tls.capacity = 0;
    injectable_tls.count = 0;
    injectable_tls.lastPush = 0;
    free(frames);
}
static void make_frames_key(void) { pthread_key_create(&frames_key, free_frames); }

void injectable_frames_grow(injectable_thread_state *thread, intptr_t frameSize) {
    intptr_t capacity = thread->capacity == 0 ? 32 : thread->capacity * 2;
    // Frames are trivially movable (a Swift String moves by copying its bits).
    void *frames = realloc(thread->frames, (size_t)(capacity * frameSize));
    if (frames == 0) abort();
    if (thread->frames == 0) {
        pthread_once(&frames_once, make_frames_key);
    }
    pthread_setspecific(frames_key, frames);
    thread->frames = frames;
    thread->capacity = capacity;
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
