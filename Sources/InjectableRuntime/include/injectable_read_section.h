#ifndef INJECTABLE_READ_SECTION_H
#define INJECTABLE_READ_SECTION_H

#include <stdatomic.h>
#include <stdint.h>

#include "injectable_thread.h"

// MARK: - Read sections
//
// Published tables (injectable_published.h) are read without a lock. Each thread has a reader
// record whose sequence number is odd while it reads. A writer that unpublished an object
// makes every thread pass a full memory barrier (Linux `membarrier`), then waits until each
// odd sequence it saw has moved on before it releases the object: a reader either was
// counted, or began after the unpublish and cannot see it. Where `membarrier` is unavailable
// (Apple platforms, old kernels, the Thread Sanitizer, or a build with
// `-Xcc -DINJECTABLE_READER_FENCES`), readers issue the barrier themselves (a full fence).

/// Objects a thread uses after its read section ended, without a reference count: see
/// injectable_hazards.h.
#define INJECTABLE_HAZARDS 4

typedef struct injectable_reader {
    _Atomic(uintptr_t) sequence;
    _Atomic(intptr_t) inUse;
    struct injectable_reader *_Nullable next;
    _Atomic(uintptr_t) hazards[INJECTABLE_HAZARDS];
    /// Bit i set: `hazards[i]` names (or named) a retired object, so the thread reclaims when
    /// it clears that hazard pointer.
    _Atomic(uintptr_t) retiredHeld;
} injectable_reader;

_Static_assert(sizeof(injectable_reader) <= 64, "a reader record fits one cache line");

/// Non-zero when readers must fence themselves (no `membarrier`).
extern _Atomic(intptr_t) injectable_readers_fence;

/// Gives the calling thread a reader record; called once per thread.
injectable_reader *_Nonnull injectable_reader_register(void);

/// A full barrier on the reader's side where the writer cannot impose one; otherwise only
/// keeps the compiler from moving memory accesses across it.
static inline void injectable_reader_fence(void) {
    if (atomic_load_explicit(&injectable_readers_fence, memory_order_relaxed)) {
        atomic_thread_fence(memory_order_seq_cst);
    } else {
        atomic_signal_fence(memory_order_seq_cst);
    }
}

/// Begins a read section; returns the thread's reader record, to pass to
/// `injectable_read_end`.
static inline injectable_reader *_Nonnull injectable_read_begin(injectable_thread_state *_Nonnull thread) {
    injectable_reader *reader = thread->reader;
    if (reader == 0) {
        reader = injectable_reader_register();
        thread->reader = reader;
    }
    uintptr_t sequence = atomic_load_explicit(&reader->sequence, memory_order_relaxed) + 1;
    atomic_store_explicit(&reader->sequence, sequence, memory_order_relaxed);
    injectable_reader_fence();
    return reader;
}

/// Ends the read section that `injectable_read_begin` returned `reader` for.
static inline void injectable_read_end(injectable_reader *_Nonnull reader) {
    uintptr_t sequence = atomic_load_explicit(&reader->sequence, memory_order_relaxed) + 1;
    atomic_store_explicit(&reader->sequence, sequence, memory_order_release);
}

/// Waits until every read section that began before the call has ended.
void injectable_synchronize(void);

#endif
