#ifndef INJECTABLE_THREAD_H
#define INJECTABLE_THREAD_H

#include <pthread.h>
#include <stdint.h>

/// The key under which each thread keeps its resolution state (a Swift `ThreadResolutionState`),
/// made when the library loads: before any key the program makes, so that its destructor runs
/// first when a thread ends, and a later key's destructor that resolves starts a new path.
static inline pthread_key_t injectable_thread_key(void) {
    extern pthread_key_t injectable_thread_key_made;  // written once, at load time
    return injectable_thread_key_made;
}

/// Sets what the key's destructor calls with a thread's state when the thread ends.
void injectable_thread_on_exit(void (*_Nonnull destroy)(void *_Nonnull state));

/// An address in the caller's stack frame, to tell how much stack is left.
static inline uintptr_t injectable_stack_address(void) { return (uintptr_t)__builtin_frame_address(0); }

/// The lowest usable stack address of the calling thread, or 0 when it is not known.
uintptr_t injectable_stack_low_bound(void);

#endif
