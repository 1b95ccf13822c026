// What the library needs that Swift cannot do; `../README.md` says what each part buys.
// Only `Sources/Injectable/Internal/Runtime/` calls it.
#ifndef INJECTABLE_RUNTIME_H
#define INJECTABLE_RUNTIME_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

// MARK: - Process-wide counts

/// Overrides registered in all containers, containers with a diagnostics hook, and the sum of
/// both; async requests that run (not in the sum): hints, read relaxed, that let a resolve
/// skip a feature nobody uses with one load. A container changes its share under its own lock,
/// a request its own in its task, so no share is ever negative.
typedef enum {
    injectable_counter_overrides = 0,
    injectable_counter_hooks = 1,
    injectable_counter_any = 2,
    injectable_counter_async_requests = 3
} injectable_counter;

static inline intptr_t injectable_counter_load(injectable_counter counter) {
    extern _Atomic(intptr_t) injectable_counters[4];
    return atomic_load_explicit(&injectable_counters[counter], memory_order_relaxed);
}

/// Adds `delta` to a count, and to the sum for the two it sums (first when it grows, last when it
/// shrinks).
void injectable_counter_add(injectable_counter counter, intptr_t delta);

// MARK: - The thread's resolution state

/// The key under which each thread keeps its resolution state, made when the library loads:
/// before any key the program makes, so that its destructor runs first when a thread ends.
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

// MARK: - The Swift runtime's entry points (stable ABI)

/// Retains `object` and returns it, unless its deinitialisation has begun (then NULL).
extern void *_Nullable swift_tryRetain(void *_Nonnull object);

/// The witness table of `type`'s conformance to the protocol `protocol` describes, or NULL.
extern const void *_Nullable swift_conformsToProtocol(const void *_Nonnull type, const void *_Nonnull protocol);

/// The identity of the executor the calling code runs on: a default actor's own address (a
/// custom executor's object for an actor with one), or NULL on the generic executor (nonisolated
/// code, or a thread outside any task). Calls `swift_task_getCurrentExecutor`.
const void *_Nullable injectable_current_executor(void);

#endif
