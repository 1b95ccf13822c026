// Records of type pairs, for the process (see the header).
#include "injectable_pairs.h"
#include <stdlib.h>

/// Puts `record` in `table`, which has room. Under the table's lock.
static void put(injectable_pair_table *table, const injectable_pair *record) {
    uintptr_t index = injectable_pair_hash(record->first, record->second) & table->mask;
    while (atomic_load_explicit(&table->entries[index], memory_order_relaxed) != 0) index = (index + 1) & table->mask;
    atomic_store_explicit(&table->entries[index], record, memory_order_release);
    table->used += 1;
}

const injectable_pair *injectable_pairs_add(injectable_pairs *pairs, const void *first, const void *second,
                                            injectable_pair *(*make)(const void *, const void *, void *),
                                            void *context) {
    // Once full, a pair recorded before is still found, without the lock.
    if (atomic_load_explicit(&pairs->full, memory_order_relaxed)) return injectable_pairs_find(pairs, first, second);
    pthread_mutex_lock(&pairs->lock);
    injectable_pair_table *table = atomic_load_explicit(&pairs->table, memory_order_relaxed);
    // Another thread may have added it meanwhile.
    const injectable_pair *added = table != 0 ? injectable_pair_probe(table, first, second, memory_order_relaxed) : 0;
    if (added != 0) {
        pthread_mutex_unlock(&pairs->lock);
        return added;
    }
    if (table != 0 && table->used >= pairs->limit) {
        atomic_store_explicit(&pairs->full, 1, memory_order_relaxed);
        pthread_mutex_unlock(&pairs->lock);
        return 0;
    }
    injectable_pair *record = make(first, second, context);
    if (record == 0) {
        pthread_mutex_unlock(&pairs->lock);
        return 0;
    }
    if (table == 0 || (table->used + 1) * 2 > table->mask + 1) {
        // Grow into a table twice as large; readers may still be in the old one, which stays
        // allocated.
        uintptr_t capacity = table == 0 ? 64 : (table->mask + 1) * 2;
        injectable_pair_table *grown = calloc(1, sizeof(injectable_pair_table) + capacity * sizeof(grown->entries[0]));
        if (grown == 0) abort();
        grown->mask = capacity - 1;
        grown->outgrown = table;
        if (table != 0) {
            for (uintptr_t index = 0; index <= table->mask; index++) {
                const injectable_pair *entry = atomic_load_explicit(&table->entries[index], memory_order_relaxed);
                if (entry != 0) put(grown, entry);
            }
        }
        put(grown, record);
        atomic_store_explicit(&pairs->table, grown, memory_order_release);
    } else {
        put(table, record);
    }
    pthread_mutex_unlock(&pairs->lock);
    return record;
}

// MARK: - Shared factories

injectable_pairs injectable_shared_factories = {.limit = 1 << 16, .lock = PTHREAD_MUTEX_INITIALIZER};

static injectable_pair *shared_factory_record(const void *interface, const void *implementation, void *factory) {
    injectable_shared_factory *record = malloc(sizeof(injectable_shared_factory));
    if (record == 0) abort();
    record->pair.first = interface;
    record->pair.second = implementation;
    record->factory = factory;
    return &record->pair;
}

void *injectable_shared_factory_offer(const void *interface, const void *implementation, void *factory) {
    const injectable_pair *record =
        injectable_pairs_add(&injectable_shared_factories, interface, implementation, shared_factory_record, factory);
    return record != 0 ? ((const injectable_shared_factory *)record)->factory : 0;
}

void injectable_shared_factories_stop(void) {
    atomic_store_explicit(&injectable_shared_factories.full, 1, memory_order_relaxed);
}
