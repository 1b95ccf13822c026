#ifndef INJECTABLE_CONFORMANCE_H
#define INJECTABLE_CONFORMANCE_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "injectable_pairs.h"

/// Whether the type with metadata `type` conforms to every protocol of the existential type
/// with metadata `existential` (`any P`, `any P & Q`): 1 yes, 0 no, -1 unknown (`existential`
/// is not a plain protocol existential, or it has a superclass constraint).
///
/// Only for explaining failures: it asks the runtime's conformance lookup, which is slow the
/// first time.
int injectable_conforms(const void *_Nonnull type, const void *_Nonnull existential);

// MARK: - Conversions of class instances to existentials
//
// Converting an instance to an interface (`object as? I`) asks the runtime's conformance cache
// for each of the interface's protocols, a few hundred instructions every time. A conversion
// records, once per process for a (class, existential) pair, what the runtime found: the
// witness tables, in the existential's order. Making the existential is then a few stores,
// in the stable layout of existential containers:
//
// - class-bound (`any P` with `P: AnyObject`, `AnyObject`): the object, then the tables;
// - opaque (`any P`, `Any`): a three-word buffer holding the object in its first word, the
//   class's metadata, then the tables.
//
// The class is the one the instance is converted as (the implementation type), as the runtime's
// cast does: it tries the static type before the instance's own class, so a subclass instance
// keeps its superclass's metadata in an opaque container.
//
// Only plain Swift protocol existentials are recorded, and only conformances that are neither
// isolated to a global actor nor conditional (a conditional one may rest on an isolated one);
// everything else (a class or superclass interface, an Objective-C protocol, `any Error`, such a
// conformance, a type that does not conform) is recorded as unsupported, and the caller casts
// as before. The records are a table of pairs (`injectable_pairs.h`): like the runtime's own
// conformance cache, they are as many as the pairs a process converts, and never freed.

typedef struct {
    /// The class and the existential (`injectable_pairs.h`).
    injectable_pair pair;
    /// 0: the caller casts with the runtime instead.
    uint32_t supported;
    /// 1: the class-bound layout; 0: the opaque one.
    uint32_t class_bound;
    /// The size of the existential container the layout fills.
    uintptr_t size;
    uintptr_t table_count;
    const void *_Nonnull tables[];
} injectable_conversion;

/// The process's conversions, read without a lock.
extern injectable_pairs injectable_conversions;

/// Works out and records the conversion of `type` to `existential` (or finds the one another
/// thread recorded meanwhile); NULL when there is no room left to record it (the caller casts
/// with the runtime).
const injectable_conversion *_Nullable injectable_conversion_learn(const void *_Nonnull type,
                                                                   const void *_Nonnull existential);

/// The conversion of an instance of the class `type` to the existential `existential`, whose
/// containers are `size` bytes; NULL when the caller must cast with the runtime.
static inline const injectable_conversion *_Nullable injectable_conversion_find(
    const void *_Nonnull type, const void *_Nonnull existential, uintptr_t size) {
    const injectable_conversion *found =
        (const injectable_conversion *)injectable_pairs_find(&injectable_conversions, type, existential);
    if (found == 0) found = injectable_conversion_learn(type, existential);
    if (found == 0 || !found->supported || found->size != size) return 0;
    return found;
}

/// Writes the existential container for `object` (retained +1 for the container) to `out`.
static inline void injectable_conversion_write(const injectable_conversion *_Nonnull conversion,
                                               void *_Nonnull out, void *_Nonnull object) {
    const void **words = (const void **)out;
    words[0] = object;
    uintptr_t next = 1;
    if (!conversion->class_bound) {
        words[1] = 0;
        words[2] = 0;
        words[3] = conversion->pair.first;
        next = 4;
    }
    for (uintptr_t index = 0; index < conversion->table_count; index++) {
        words[next + index] = conversion->tables[index];
    }
}

#endif
