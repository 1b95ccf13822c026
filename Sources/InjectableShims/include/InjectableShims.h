#ifndef INJECTABLE_SHIMS_H
#define INJECTABLE_SHIMS_H

#include <stdatomic.h>
#include <stdint.h>

/// Per-thread resolution state: the innermost in-flight resolution frame, a counter of
/// cache insertions made on this thread (used to tell a real cycle from legitimate
/// re-entry), and the cache of the `.graph` lifetime for the outermost resolve.
typedef struct {
    void *_Nullable top;
    intptr_t inserts;
    intptr_t depth;
    void *_Nullable graph;
    uintptr_t stackLimit;
    intptr_t mode;
} injectable_thread_state;

/// The calling thread's resolution state. Never NULL.
injectable_thread_state *_Nonnull injectable_thread(void);

/// A word that is read without a lock on the resolve hot path.
typedef struct {
    _Atomic(intptr_t) value;
} injectable_atomic_word;

static inline intptr_t injectable_atomic_load(injectable_atomic_word *_Nonnull word) {
    return atomic_load_explicit(&word->value, memory_order_acquire);
}

static inline void injectable_atomic_store(injectable_atomic_word *_Nonnull word, intptr_t value) {
    atomic_store_explicit(&word->value, value, memory_order_release);
}

static inline intptr_t injectable_atomic_add(injectable_atomic_word *_Nonnull word, intptr_t delta) {
    return atomic_fetch_add_explicit(&word->value, delta, memory_order_acq_rel) + delta;
}

/// The address of a local of the caller, to measure how much stack is left.
uintptr_t injectable_stack_pointer(void);

/// The lowest usable stack address of the calling thread, or 0 when it is not known.
uintptr_t injectable_stack_low_bound(void);

#endif
