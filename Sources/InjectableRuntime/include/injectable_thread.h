#ifndef INJECTABLE_THREAD_H
#define INJECTABLE_THREAD_H

#include <stdint.h>

/// Per-thread resolution state, one per thread in thread-local storage.
typedef struct {
    /// The innermost in-flight request: a Swift `ResolutionFrame`, linked to the one before it
    /// (see `Internal/ResolutionPath.swift`: in optimised builds it lives on the machine stack,
    /// in the frame of the function resolving it); NULL when nothing resolves on this thread.
    void *_Nullable innermost;
    /// The number of the latest instance this thread cached (wrapping, never 0 once one was):
    /// what a request's frame records of the first one cached after it began.
    uint32_t insertions;
    /// `didInject` calls of uncached (ephemeral) objects running on this thread.
    intptr_t uncachedInjects;
    /// The `.graph` lifetime's instances for the outermost resolve (a retained `GraphScope`).
    void *_Nullable graph;
    /// The lowest stack address a request may start at, before the level budget (UINTPTR_MAX:
    /// not computed yet, so that the first request computes it).
    uintptr_t stackLimit;
    /// Where the latest request started: the address of the stack frame of the function that
    /// pushed it (0 when none is in flight).
    uintptr_t lastPush;
    /// The stack kept for one more level of the graph: three times the largest level measured since
    /// the outermost request began, at least a default.
    intptr_t levelBudget;
    /// `levelBudget / 3`: the largest level that fits the budget, which the depth check compares
    /// a level with (one comparison, no multiplication).
    intptr_t levelLimit;
    /// `stackLimit + levelBudget` as of the latest depth check (UINTPTR_MAX before the first):
    /// a request that starts below it goes through the check, with one comparison. Never below
    /// the sum: the budget only grows in a check, which sets the floor, and is lowered (at the
    /// end of the outermost request) without it, which costs at most an early check.
    uintptr_t stackFloor;
    /// The `ValidationProbe` this thread runs for `validate()`, unretained, or NULL: a
    /// non-throwing resolve that fails on it parks the thread instead of stopping the process.
    void *_Nullable probe;
    /// A failure that a non-throwing property read could not throw, retained, waiting for the
    /// innermost resolve on this thread to throw it (see `InjectedStorage`).
    void *_Nullable pendingFailure;
    /// Cached requests on this thread's path whose `init` is running (claimed, not yet stored).
    intptr_t cachedInits;
    /// The `didInject` calls deferred until no cached `init` runs on this thread (a retained
    /// Swift `DeferredInjections`), or NULL.
    void *_Nullable deferredInjections;
    /// The actor the code resolving on this thread runs on, as the `#isolation` of the innermost
    /// public call that received one proves it (the actor object's address), or 0 when none did.
    uintptr_t provenActor;
} injectable_thread_state;

extern _Thread_local injectable_thread_state injectable_tls;

/// The calling thread's resolution state. Never NULL.
static inline injectable_thread_state *_Nonnull injectable_thread(void) { return &injectable_tls; }

/// An address in the caller's stack frame, to tell how much stack is left.
static inline uintptr_t injectable_stack_address(void) { return (uintptr_t)__builtin_frame_address(0); }

/// The lowest usable stack address of the calling thread, or 0 when it is not known. Called once
/// per thread, before its first request: it also arranges for the thread's path to be emptied
/// if the thread exits inside a resolve.
uintptr_t injectable_stack_low_bound(void);

#endif
