#ifndef INJECTABLE_COUNTERS_H
#define INJECTABLE_COUNTERS_H

#include <stdatomic.h>
#include <stdint.h>

/// A word read without a lock on the resolve hot path (a container's override count and
/// generation).
typedef struct {
    _Atomic(intptr_t) value;
} injectable_atomic_word;

static inline intptr_t injectable_atomic_load(injectable_atomic_word *_Nonnull word) {
    return atomic_load_explicit(&word->value, memory_order_acquire);
}

/// Adds `delta` for a writer that holds the lock every writer of `word` holds: a load and a
/// release store, no read-modify-write (readers see the old value or the new one).
static inline void injectable_atomic_add_exclusive(injectable_atomic_word *_Nonnull word, intptr_t delta) {
    intptr_t value = atomic_load_explicit(&word->value, memory_order_relaxed);
    atomic_store_explicit(&word->value, value + delta, memory_order_release);
}

/// Process-wide counts that let every resolve skip a feature nobody uses with one load: the
/// overrides registered in all containers, and the containers that have a diagnostics hook.
///
/// Both are hints, read relaxed: a resolve that sees a count above zero then reads the
/// container's own state (its atomic count, then its lock), which is what decides. A
/// container changes its share of a count while holding its own lock, so its share is never
/// negative and one container's churn cannot hide another's registration.
typedef enum { injectable_counter_overrides = 0, injectable_counter_hooks = 1 } injectable_counter;

/// The two counts, then their sum (`injectable_counters_any`).
extern _Atomic(intptr_t) injectable_counters[3];

static inline intptr_t injectable_counter_load(injectable_counter counter) {
    return atomic_load_explicit(&injectable_counters[counter], memory_order_relaxed);
}

/// The sum of the two counts: whether any container has an override or a diagnostics hook, in
/// one load and one comparison (a value's request, which has no other use for either, tests
/// only this).
static inline intptr_t injectable_counters_any(void) {
    return atomic_load_explicit(&injectable_counters[2], memory_order_relaxed);
}

/// Adds `delta` to a count and to the sum: the sum first when it grows and last when it
/// shrinks, so that on the adding thread it never reads less than either count.
static inline void injectable_counter_add(injectable_counter counter, intptr_t delta) {
    if (delta > 0) atomic_fetch_add_explicit(&injectable_counters[2], delta, memory_order_relaxed);
    atomic_fetch_add_explicit(&injectable_counters[counter], delta, memory_order_relaxed);
    if (delta < 0) atomic_fetch_add_explicit(&injectable_counters[2], delta, memory_order_relaxed);
}

#endif
