#ifndef INJECTABLE_PUBLISHED_H
#define INJECTABLE_PUBLISHED_H

#include <stdatomic.h>
#include <stdint.h>

#include "injectable_thread.h"

// MARK: - Published tables
//
// A container publishes what the hot path reads without its lock: complete unkeyed
// persistent instances, and (in a root container) the factory each interface resolves
// without a key. A table maps a metadata pointer to an unretained Swift object, by open
// addressing. It is written only under the owning container's lock and read inside read
// sections (injectable_read_section.h). A removed entry keeps its key and has a null object.

typedef struct {
    _Atomic(uintptr_t) key;
    _Atomic(uintptr_t) object;
} injectable_entry;

typedef struct injectable_table {
    uintptr_t mask;
    intptr_t used;
    /// The smaller table this one replaced when it grew; readers may still be in it, so it is
    /// freed with the container.
    struct injectable_table *_Nullable outgrown;
    injectable_entry entries[];
} injectable_table;

/// A container's published table: a pointer to the current `injectable_table`, swapped when
/// the table grows.
typedef struct {
    _Atomic(injectable_table *) table;
} injectable_published;

injectable_published *_Nonnull injectable_published_create(void);
/// Frees the table and every table it outgrew; nobody may read it any more.
void injectable_published_destroy(injectable_published *_Nonnull published);
/// Publishes `object` (unretained) for `key`, or with NULL unpublishes it. Call under the
/// container's lock; release an unpublished object only after `injectable_synchronize()`.
void injectable_published_store(injectable_published *_Nonnull published, uintptr_t key, void *_Nullable object);
/// Unpublishes every object. Call under the container's lock.
void injectable_published_clear(injectable_published *_Nonnull published);

/// The Swift object published for `key`, retained (+1), or NULL: a whole read section.
///
/// NB: not inline, so that the Swift optimizer cannot see the retain: it may move a retain of
/// its own past the store that ends the section, after which a writer may already have freed
/// the object.
void *_Nullable injectable_published_read(injectable_published *_Nonnull published,
                                          injectable_thread_state *_Nonnull thread, uintptr_t key);

/// The Swift object published for `key`, or NULL, as a whole read section. The result is held
/// in one of the thread's hazard pointers (end the hold with `injectable_hazard_clear`), or,
/// when its low bit is set, retained (+1; clear the bit and release it). See
/// injectable_hazards.h.
void *_Nullable injectable_published_hold(injectable_published *_Nonnull published,
                                          injectable_thread_state *_Nonnull thread, uintptr_t key);

#endif
