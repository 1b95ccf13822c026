#ifndef INJECTABLE_RETAIN_H
#define INJECTABLE_RETAIN_H

#include <stdbool.h>

/// The Swift runtime's conditional retain (stable ABI): retains `object` and returns it,
/// unless its deinitialisation has begun (then NULL).
extern void *_Nullable swift_tryRetain(void *_Nonnull object);

/// Retains the Swift object at `object` unless its deinitialisation has begun; returns whether
/// it did. The caller must keep the object's memory allocated, with an `unowned` reference: a
/// weak reference's semantics without the side table that a weak reference gives its object
/// (which makes every retain and release of that object take the slow path).
static inline bool injectable_try_retain(void *_Nonnull object) { return swift_tryRetain(object) != 0; }

#endif
