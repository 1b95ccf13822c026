#ifndef INJECTABLE_PAIRS_H
#define INJECTABLE_PAIRS_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

// MARK: - Records of type pairs, for the process
//
// What the process works out once for a pair of types and keeps: the shared factory of an
// `implementation:` registration (`injectable_shared_factory_find`). Each is an immutable record that starts with
// its pair, in an open-addressing table of pointers read with acquire loads and no lock.
// Records are added under the table's mutex, never changed and never freed; the table grows by
// copying into one twice the size, and the outgrown tables stay allocated, since a reader may
// still be in one (they add up to less than the live table). Past `limit` records nothing more
// is added, so that a process meeting ever new generic instantiations keeps bounded memory.

/// What every record starts with: its pair.
typedef struct {
    const void *_Nonnull first;
    const void *_Nonnull second;
} injectable_pair;

typedef struct injectable_pair_table {
    uintptr_t mask;
    uintptr_t used;
    struct injectable_pair_table *_Nullable outgrown;
    _Atomic(const injectable_pair *) entries[];
} injectable_pair_table;

/// A process-wide table of records (a static, zero-initialised but for `lock` and `limit`).
typedef struct {
    _Atomic(injectable_pair_table *) table;
    /// Set once `limit` is reached, so that a pair that cannot be added any more is turned away
    /// without taking the lock each time.
    _Atomic(int) full;
    uintptr_t limit;
    pthread_mutex_t lock;
} injectable_pairs;

static inline uintptr_t injectable_pair_hash(const void *_Nonnull first, const void *_Nonnull second) {
    uint64_t mixed = ((uint64_t)(uintptr_t)first ^ ((uint64_t)(uintptr_t)second * 0xC2B2AE3D27D4EB4Full))
                     * 0x9E3779B97F4A7C15ull;
    return (uintptr_t)(mixed >> 20);
}

/// The record of the pair in `table`, or NULL; `order` is the loads' (acquire for a reader,
/// relaxed under the table's lock).
static inline const injectable_pair *_Nullable injectable_pair_probe(injectable_pair_table *_Nonnull table,
                                                                     const void *_Nonnull first,
                                                                     const void *_Nonnull second,
                                                                     memory_order order) {
    uintptr_t index = injectable_pair_hash(first, second) & table->mask;
    for (;;) {
        const injectable_pair *entry = atomic_load_explicit(&table->entries[index], order);
        if (entry == 0 || (entry->first == first && entry->second == second)) return entry;
        index = (index + 1) & table->mask;
    }
}

/// The record of the pair, or NULL: lock-free.
static inline const injectable_pair *_Nullable injectable_pairs_find(injectable_pairs *_Nonnull pairs,
                                                                     const void *_Nonnull first,
                                                                     const void *_Nonnull second) {
    injectable_pair_table *table = atomic_load_explicit(&pairs->table, memory_order_acquire);
    return table != 0 ? injectable_pair_probe(table, first, second, memory_order_acquire) : 0;
}

/// The record of the pair; if there is none yet, the one `make` returns (a `malloc`ed record
/// starting with the pair, or NULL to add nothing), added. `make` runs under the table's lock,
/// at most once per pair for the process. Once the table holds `limit` records, a pair not
/// recorded yet gets NULL.
const injectable_pair *_Nullable injectable_pairs_add(
    injectable_pairs *_Nonnull pairs, const void *_Nonnull first, const void *_Nonnull second,
    injectable_pair *_Nullable (*_Nonnull make)(const void *_Nonnull first, const void *_Nonnull second,
                                                void *_Nullable context),
    void *_Nullable context);

// MARK: - Shared factories of `implementation:` registrations

/// A registration's factory that depends only on its pair (interface, implementation): one
/// object for the process, retained by its record for ever, which every container registering
/// the pair without a key shares instead of allocating its own.
typedef struct {
    injectable_pair pair;
    /// A retained Swift object.
    void *_Nonnull factory;
} injectable_shared_factory;

extern injectable_pairs injectable_shared_factories;

/// The shared factory of the pair, unretained, or NULL: lock-free.
static inline void *_Nullable injectable_shared_factory_find(const void *_Nonnull interface,
                                                             const void *_Nonnull implementation) {
    const injectable_pair *found = injectable_pairs_find(&injectable_shared_factories, interface, implementation);
    return found != 0 ? ((const injectable_shared_factory *)found)->factory : 0;
}

/// Offers `factory` (retained +1) as the pair's shared factory; returns the pair's shared
/// factory, unretained: `factory`, whose +1 the table then keeps for ever, or one another thread
/// offered first; NULL when the table is full. Unless `factory` is returned, its +1 is still
/// the caller's.
void *_Nullable injectable_shared_factory_offer(const void *_Nonnull interface, const void *_Nonnull implementation,
                                                void *_Nonnull factory);

/// Shares no pair that is not shared yet, as when the table is full: for tests of that case.
void injectable_shared_factories_stop(void);

#endif
