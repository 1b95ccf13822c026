// Published tables: open addressing on a metadata pointer, read without a lock (see the header).
#include "injectable_published.h"
#include "injectable_read_section.h"
#include "runtime_private.h"
#include <stdlib.h>

static uintptr_t hash(uintptr_t key) { return (uintptr_t)(((uint64_t)key * 0x9E3779B97F4A7C15ull) >> 17); }

/// The entry whose key is `key`, or the empty entry where it would go. The table is never
/// full (it grows at half), so the probe ends.
static injectable_entry *probe(injectable_table *table, uintptr_t key, memory_order order) {
    uintptr_t index = hash(key) & table->mask;
    for (;;) {
        uintptr_t found = atomic_load_explicit(&table->entries[index].key, order);
        if (found == key || found == 0) return &table->entries[index];
        index = (index + 1) & table->mask;
    }
}

/// The object published for `key`, unretained, or NULL. Call inside a read section.
static void *find(injectable_published *published, uintptr_t key) {
    injectable_table *table = atomic_load_explicit(&published->table, memory_order_acquire);
    if (table == 0) return 0;
    injectable_entry *entry = probe(table, key, memory_order_acquire);
    // An empty entry may already have the object of a key being put there: check the key.
    if (atomic_load_explicit(&entry->key, memory_order_relaxed) != key) return 0;
    return (void *)atomic_load_explicit(&entry->object, memory_order_acquire);
}

static injectable_table *table_create(uintptr_t capacity) {
    injectable_table *table = calloc(1, sizeof(injectable_table) + capacity * sizeof(injectable_entry));
    if (table == 0) abort();
    table->mask = capacity - 1;
    return table;
}

injectable_published *injectable_published_create(void) {
    injectable_published *published = calloc(1, sizeof(injectable_published));
    if (published == 0) abort();
    return published;
}

static void put(injectable_table *table, uintptr_t key, uintptr_t object) {
    injectable_entry *entry = probe(table, key, memory_order_relaxed);
    // The object first, then the key: a reader that sees the key sees the object.
    atomic_store_explicit(&entry->object, object, memory_order_release);
    if (atomic_load_explicit(&entry->key, memory_order_relaxed) == 0) {
        atomic_store_explicit(&entry->key, key, memory_order_release);
        table->used += 1;
    }
}

void injectable_published_store(injectable_published *published, uintptr_t key, void *object) {
    injectable_table *table = atomic_load_explicit(&published->table, memory_order_relaxed);
    if (object == 0) {
        // Unpublish: keep the key (a probe must still pass it), clear the object.
        if (table != 0) atomic_store_explicit(&probe(table, key, memory_order_relaxed)->object, 0, memory_order_release);
        return;
    }
    if (table == 0 || (uintptr_t)(table->used + 1) * 2 > table->mask + 1) {
        // Grow: copy the live entries into a table twice as large. Readers may still be in the
        // old one, so it is kept (linked from the new one) until the container is freed; the
        // outgrown tables add up to less than the live one.
        uintptr_t capacity = table == 0 ? 16 : (table->mask + 1) * 2;
        injectable_table *grown = table_create(capacity);
        if (table != 0) {
            for (uintptr_t i = 0; i <= table->mask; i++) {
                uintptr_t k = atomic_load_explicit(&table->entries[i].key, memory_order_relaxed);
                uintptr_t o = atomic_load_explicit(&table->entries[i].object, memory_order_relaxed);
                if (k != 0 && o != 0) put(grown, k, o);
            }
        }
        grown->outgrown = table;
        put(grown, key, (uintptr_t)object);
        atomic_store_explicit(&published->table, grown, memory_order_release);
        return;
    }
    put(table, key, (uintptr_t)object);
}

void injectable_published_clear(injectable_published *published) {
    injectable_table *table = atomic_load_explicit(&published->table, memory_order_relaxed);
    if (table == 0) return;
    for (uintptr_t i = 0; i <= table->mask; i++) {
        atomic_store_explicit(&table->entries[i].object, 0, memory_order_release);
    }
}

void injectable_published_destroy(injectable_published *published) {
    injectable_table *table = atomic_load_explicit(&published->table, memory_order_relaxed);
    while (table != 0) {
        injectable_table *outgrown = table->outgrown;
        free(table);
        table = outgrown;
    }
    free(published);
}

__attribute__((noinline)) void *injectable_published_read(injectable_published *published,
                                                          injectable_thread_state *thread, uintptr_t key) {
    injectable_reader *reader = injectable_read_begin(thread);
    void *object = find(published, key);
    // Retained before the section ends: a writer releases an object only after the sections
    // that could see it have ended.
    if (object != 0) swift_retain(object);
    injectable_read_end(reader);
    return object;
}

__attribute__((noinline)) void *injectable_published_hold(injectable_published *published,
                                                          injectable_thread_state *thread, uintptr_t key) {
    injectable_reader *reader = injectable_read_begin(thread);
    void *object = find(published, key);
    if (object != 0) {
        intptr_t holds = thread->holds;
        if (holds < INJECTABLE_HAZARDS) {
            // Stored before the section ends (the end is a release store), so a writer that
            // waited for this section, or whose barrier came after it, sees it.
            atomic_store_explicit(&reader->hazards[holds], (uintptr_t)object, memory_order_relaxed);
            thread->holds = holds + 1;
        } else {
            swift_retain(object);
            object = (void *)((uintptr_t)object | 1);
        }
    }
    injectable_read_end(reader);
    return object;
}
