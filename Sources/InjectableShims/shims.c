#define _GNU_SOURCE
#include "InjectableShims.h"
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

_Thread_local injectable_thread_state injectable_tls;
_Atomic(intptr_t) injectable_diagnostic_hooks;
_Atomic(intptr_t) injectable_override_count;

// MARK: - Frames

static pthread_key_t frames_key;
static pthread_once_t frames_once = PTHREAD_ONCE_INIT;

static void free_frames(void *frames) {
    // Another key's destructor may still resolve on this thread: it starts a new, empty
    // buffer (a thread that exits inside a resolve leaves frames that mean nothing now).
    injectable_tls.frames = 0;
    injectable_tls.capacity = 0;
    injectable_tls.count = 0;
    free(frames);
}
static void make_frames_key(void) { pthread_key_create(&frames_key, free_frames); }

void injectable_frames_grow(injectable_thread_state *thread, intptr_t frameSize) {
    intptr_t capacity = thread->capacity == 0 ? 32 : thread->capacity * 2;
    // Frames are trivially movable (a Swift String moves by copying its bits).
    void *frames = realloc(thread->frames, (size_t)(capacity * frameSize));
    if (frames == 0) abort();
    if (thread->frames == 0) {
        pthread_once(&frames_once, make_frames_key);
    }
    pthread_setspecific(frames_key, frames);
    thread->frames = frames;
    thread->capacity = capacity;
}

// MARK: - Read sections

#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define INJECTABLE_TSAN 1
#endif
#endif

_Atomic(intptr_t) injectable_readers_fence = 1;
static injectable_reader *_Atomic readers;
static pthread_mutex_t readers_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_key_t reader_key;
static pthread_once_t readers_once = PTHREAD_ONCE_INIT;

static void reclaim(void);

static void reader_thread_exit(void *record) {
    injectable_reader *reader = record;
    // A thread that exits inside a factory (`pthread_exit` runs no Swift `defer`) holds
    // nothing any more; and a later destructor of this thread must not use the record that a
    // new thread may take.
    for (int i = 0; i < INJECTABLE_HAZARDS; i++) atomic_store_explicit(&reader->hazards[i], 0, memory_order_release);
    int held = atomic_exchange_explicit(&reader->retiredHeld, 0, memory_order_acq_rel) != 0;
    injectable_tls.stripe = 0;
    injectable_tls.holds = 0;
    atomic_store_explicit(&reader->inUse, 0, memory_order_release);
    if (held) reclaim();
}

static void readers_setup(void) {
    pthread_key_create(&reader_key, reader_thread_exit);
#if defined(__linux__) && !defined(INJECTABLE_TSAN)
    // The sanitizer cannot see the barriers membarrier issues, so it keeps reader fences.
    long supported = syscall(__NR_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
    if (supported > 0 && (supported & MEMBARRIER_CMD_PRIVATE_EXPEDITED)
        && syscall(__NR_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0) {
        atomic_store_explicit(&injectable_readers_fence, 0, memory_order_seq_cst);
    }
#endif
}

injectable_reader *injectable_reader_register(void) {
    pthread_once(&readers_once, readers_setup);
    pthread_mutex_lock(&readers_mutex);
    injectable_reader *reader = atomic_load_explicit(&readers, memory_order_relaxed);
    while (reader != 0 && atomic_load_explicit(&reader->inUse, memory_order_acquire) != 0) reader = reader->next;
    if (reader == 0) {
        // Records are never freed: a thread that exits leaves its record to the next thread.
        // One cache line each, so that threads do not slow each other down.
        reader = aligned_alloc(64, 64);
        if (reader == 0) abort();
        memset(reader, 0, 64);
        reader->next = atomic_load_explicit(&readers, memory_order_relaxed);
        atomic_store_explicit(&reader->inUse, 1, memory_order_relaxed);
        atomic_store_explicit(&readers, reader, memory_order_release);
    } else {
        atomic_store_explicit(&reader->inUse, 1, memory_order_relaxed);
    }
    pthread_mutex_unlock(&readers_mutex);
    pthread_setspecific(reader_key, reader);
    return reader;
}

/// Makes every thread of the process pass a full memory barrier (or, where readers fence
/// themselves, only this one).
static void barrier_all(void) {
#if defined(__linux__)
    if (atomic_load_explicit(&injectable_readers_fence, memory_order_relaxed) == 0) {
        syscall(__NR_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
        return;
    }
#endif
    atomic_thread_fence(memory_order_seq_cst);
}

void injectable_synchronize(void) {
    pthread_once(&readers_once, readers_setup);
    pthread_mutex_lock(&readers_mutex);
    barrier_all();
    for (injectable_reader *reader = atomic_load_explicit(&readers, memory_order_acquire); reader != 0;
         reader = reader->next) {
        uintptr_t seen = atomic_load_explicit(&reader->sequence, memory_order_acquire);
        if (seen & 1) {
            while (atomic_load_explicit(&reader->sequence, memory_order_acquire) == seen) sched_yield();
        }
    }
    pthread_mutex_unlock(&readers_mutex);
}

// MARK: - The persistent table

static injectable_table *table_create(uintptr_t capacity) {
    injectable_table *table = calloc(1, sizeof(injectable_table) + capacity * sizeof(injectable_table_entry));
    if (table == 0) abort();
    table->mask = capacity - 1;
    return table;
}

injectable_table_slot *injectable_table_slot_create(void) {
    injectable_table_slot *slot = calloc(1, sizeof(injectable_table_slot));
    if (slot == 0) abort();
    return slot;
}

static void table_put(injectable_table *table, uintptr_t key, uintptr_t object) {
    uintptr_t index = injectable_table_hash(key) & table->mask;
    for (;;) {
        uintptr_t found = atomic_load_explicit(&table->entries[index].key, memory_order_relaxed);
        if (found == key) {
            atomic_store_explicit(&table->entries[index].object, object, memory_order_release);
            return;
        }
        if (found == 0) {
            // The object first, then the key: a reader that sees the key sees the object.
            atomic_store_explicit(&table->entries[index].object, object, memory_order_release);
            atomic_store_explicit(&table->entries[index].key, key, memory_order_release);
            table->used += 1;
            return;
        }
        index = (index + 1) & table->mask;
    }
}

void injectable_table_store(injectable_table_slot *slot, uintptr_t key, void *object) {
    injectable_table *table = atomic_load_explicit(&slot->table, memory_order_relaxed);
    if (object == 0) {
        if (table != 0) {
            uintptr_t index = injectable_table_hash(key) & table->mask;
            for (;;) {
                uintptr_t found = atomic_load_explicit(&table->entries[index].key, memory_order_relaxed);
                if (found == key) {
                    atomic_store_explicit(&table->entries[index].object, 0, memory_order_release);
                    return;
                }
                if (found == 0) return;
                index = (index + 1) & table->mask;
            }
        }
        return;
    }
    if (table == 0 || (uintptr_t)(table->used + 1) * 2 > table->mask + 1) {
        // Grow: copy the live entries into a table twice as large. Readers may still be in the
        // old one, so it is kept (linked from the new one) until the container is freed; the
        // retired tables add up to less than the live one.
        uintptr_t capacity = table == 0 ? 16 : (table->mask + 1) * 2;
        injectable_table *grown = table_create(capacity);
        if (table != 0) {
            for (uintptr_t i = 0; i <= table->mask; i++) {
                uintptr_t k = atomic_load_explicit(&table->entries[i].key, memory_order_relaxed);
                uintptr_t o = atomic_load_explicit(&table->entries[i].object, memory_order_relaxed);
                if (k != 0 && o != 0) table_put(grown, k, o);
            }
        }
        grown->retired = table;
        table_put(grown, key, (uintptr_t)object);
        atomic_store_explicit(&slot->table, grown, memory_order_release);
        return;
    }
    table_put(table, key, (uintptr_t)object);
}

// The Swift runtime's retain.
extern void *swift_retain(void *object);

__attribute__((noinline)) void *injectable_table_read(injectable_table_slot *slot, injectable_thread_state *thread,
                                                      uintptr_t key) {
    intptr_t token = injectable_read_begin(thread);
    void *object = injectable_table_find(&slot->table, key);
    // Retained before the section ends: a writer releases an object only after the sections
    // that could see it have ended.
    if (object != 0) swift_retain(object);
    injectable_read_end(token);
    return object;
}

__attribute__((noinline)) void *injectable_table_hold(injectable_table_slot *slot, injectable_thread_state *thread,
                                                      uintptr_t key) {
    intptr_t token = injectable_read_begin(thread);
    void *object = injectable_table_find(&slot->table, key);
    if (object != 0) {
        intptr_t holds = thread->holds;
        if (holds < INJECTABLE_HAZARDS) {
            // Stored before the section ends (the end is a release store), so a writer that
            // waited for this section, or whose barrier came after it, sees it.
            atomic_store_explicit(&((injectable_reader *)token)->hazards[holds], (uintptr_t)object,
                                  memory_order_relaxed);
            thread->holds = holds + 1;
        } else {
            swift_retain(object);
            object = (void *)((uintptr_t)object | 1);
        }
    }
    injectable_read_end(token);
    return object;
}

// MARK: - Retired objects

// The Swift runtime's release.
extern void swift_release(void *object);

static pthread_mutex_t retired_mutex = PTHREAD_MUTEX_INITIALIZER;
static void **retired;
static intptr_t retired_count, retired_capacity;

/// Whether a hazard slot of any thread names `object`; sets the `retiredHeld` bit of each
/// such slot. Reader records are never freed and their `next` links never change once
/// published, so the list is walked without a lock.
static int flag_holders(void *object) {
    int held = 0;
    for (injectable_reader *reader = atomic_load_explicit(&readers, memory_order_acquire); reader != 0;
         reader = reader->next) {
        for (int i = 0; i < INJECTABLE_HAZARDS; i++) {
            if (atomic_load_explicit(&reader->hazards[i], memory_order_acquire) == (uintptr_t)object) {
                atomic_fetch_or_explicit(&reader->retiredHeld, (uintptr_t)1 << i, memory_order_seq_cst);
                held = 1;
            }
        }
    }
    return held;
}

/// Moves the retired objects that no slot names from the list to `released` (room for
/// `retired_count`); returns how many. Call with `retired_mutex` held.
static intptr_t sweep(void **released) {
    intptr_t kept = 0, freed = 0;
    for (intptr_t i = 0; i < retired_count; i++) {
        if (flag_holders(retired[i])) retired[kept++] = retired[i];
        else released[freed++] = retired[i];
    }
    retired_count = kept;
    return freed;
}

/// Releases the retired objects that no hazard slot names (see the header).
static void reclaim(void) {
    void **released = 0;
    intptr_t freed = 0;
    for (int pass = 0; pass < 2; pass++) {
        pthread_mutex_lock(&retired_mutex);
        void **grown = realloc(released, (size_t)(freed + retired_count + 1) * sizeof(void *));
        if (grown == 0) abort();
        released = grown;
        freed += sweep(released + freed);
        int kept = retired_count != 0;
        pthread_mutex_unlock(&retired_mutex);
        if (!kept) break;
        // A holder may have cleared its slot before its bit was set: after this barrier it
        // has either been seen to, or will see the bit.
        if (pass == 0) barrier_all();
    }
    // After the lock: a deinit may register or remove again, and so retire.
    for (intptr_t i = 0; i < freed; i++) swift_release(released[i]);
    free(released);
}

void injectable_retire(void *object) {
    pthread_mutex_lock(&retired_mutex);
    if (retired_count == retired_capacity) {
        retired_capacity = retired_capacity == 0 ? 8 : retired_capacity * 2;
        retired = realloc(retired, (size_t)retired_capacity * sizeof(void *));
        if (retired == 0) abort();
    }
    retired[retired_count++] = object;
    pthread_mutex_unlock(&retired_mutex);
    reclaim();
}

void injectable_reclaim_slot(injectable_reader *reader, intptr_t slot) {
    atomic_fetch_and_explicit(&reader->retiredHeld, ~((uintptr_t)1 << slot), memory_order_seq_cst);
    reclaim();
}

void injectable_table_clear(injectable_table_slot *slot) {
    injectable_table *table = atomic_load_explicit(&slot->table, memory_order_relaxed);
    if (table == 0) return;
    for (uintptr_t i = 0; i <= table->mask; i++) {
        atomic_store_explicit(&table->entries[i].object, 0, memory_order_release);
    }
}

void injectable_table_slot_destroy(injectable_table_slot *slot) {
    injectable_table *table = atomic_load_explicit(&slot->table, memory_order_relaxed);
    while (table != 0) {
        injectable_table *retired = table->retired;
        free(table);
        table = retired;
    }
    free(slot);
}

// MARK: - Stack

uintptr_t injectable_stack_low_bound(void) {
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(self);
    return top - (uintptr_t)pthread_get_stacksize_np(self);
#elif defined(__linux__)
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) != 0) return 0;
    void *low = 0;
    size_t size = 0;
    int result = pthread_attr_getstack(&attr, &low, &size);
    pthread_attr_destroy(&attr);
    return result == 0 ? (uintptr_t)low : 0;
#else
    return 0;
#endif
}
