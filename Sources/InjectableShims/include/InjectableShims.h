#ifndef INJECTABLE_SHIMS_H
#define INJECTABLE_SHIMS_H

#include <stdatomic.h>
#include <stdint.h>

// MARK: - Per-thread resolution state

/// Per-thread resolution state: the stack of in-flight resolution frames (a buffer of Swift
/// `ResolutionFrame`s), a counter of cache insertions made on this thread (used to tell a real
/// cycle from legitimate re-entry), the cache of the `.graph` lifetime for the outermost
/// resolve, the lowest stack address resolution may use, the validation probe (if any), and
/// the read stripe.
typedef struct {
    void *_Nullable frames;
    intptr_t count;
    intptr_t capacity;
    intptr_t inserts;
    void *_Nullable graph;
    uintptr_t stackLimit;
    intptr_t mode;
    intptr_t stripe; // the thread's `injectable_reader`, once it has read
    intptr_t holds;  // hazard slots of that reader in use (see `injectable_table_hold`)
} injectable_thread_state;

extern _Thread_local injectable_thread_state injectable_tls;

/// The calling thread's resolution state. Never NULL.
static inline injectable_thread_state *_Nonnull injectable_thread(void) { return &injectable_tls; }

/// Doubles the frame buffer of `thread` (frames of `frameSize` bytes); it is freed when the
/// thread exits.
void injectable_frames_grow(injectable_thread_state *_Nonnull thread, intptr_t frameSize);

/// An address in the caller's stack frame, to tell how much stack is left.
static inline uintptr_t injectable_stack_address(void) { return (uintptr_t)__builtin_frame_address(0); }

// MARK: - Atomic words

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

/// Number of containers with a diagnostics hook; resolving reads it and does nothing more when 0.
extern _Atomic(intptr_t) injectable_diagnostic_hooks;

static inline intptr_t injectable_diagnostics_active(void) {
    return atomic_load_explicit(&injectable_diagnostic_hooks, memory_order_relaxed);
}

static inline void injectable_diagnostics_add(intptr_t delta) {
    atomic_fetch_add_explicit(&injectable_diagnostic_hooks, delta, memory_order_relaxed);
}

/// Number of overrides registered in any container; resolving looks for overrides only when
/// it is not 0.
extern _Atomic(intptr_t) injectable_override_count;

static inline intptr_t injectable_overrides_active(void) {
    return atomic_load_explicit(&injectable_override_count, memory_order_acquire);
}

static inline void injectable_overrides_add(intptr_t delta) {
    atomic_fetch_add_explicit(&injectable_override_count, delta, memory_order_acq_rel);
}

// MARK: - Read sections
//
// Persistent instances and published interface registrations are read without a lock. Each
// thread has a reader record whose sequence number is odd while it reads. A writer that
// unlinked an object makes every thread pass a full memory barrier (Linux `membarrier`), then
// waits until each odd sequence it saw has moved on before it releases the object (or, for a
// registration, retires it; see `injectable_table_hold`): a reader either was counted, or
// began after the unlink and cannot see it. Where `membarrier` is unavailable, readers issue
// the barrier themselves (a full fence).

/// Objects a thread uses after its read section ended, without a reference count: see
/// `injectable_table_hold`.
#define INJECTABLE_HAZARDS 4

typedef struct injectable_reader {
    _Atomic(uintptr_t) sequence;
    _Atomic(intptr_t) inUse;
    struct injectable_reader *_Nullable next;
    _Atomic(uintptr_t) hazards[INJECTABLE_HAZARDS];
    /// Bit i set: `hazards[i]` names (or named) a retired object, so the thread reclaims when
    /// it clears that slot.
    _Atomic(uintptr_t) retiredHeld;
} injectable_reader;

_Static_assert(sizeof(injectable_reader) <= 64, "a reader record fits one cache line");

/// Non-zero when readers must fence themselves (no `membarrier`).
extern _Atomic(intptr_t) injectable_readers_fence;

/// Gives the calling thread a reader record; called once per thread.
injectable_reader *_Nonnull injectable_reader_register(void);

/// Begins a read section; returns the token to pass to `injectable_read_end`.
static inline intptr_t injectable_read_begin(injectable_thread_state *_Nonnull thread) {
    injectable_reader *reader = (injectable_reader *)thread->stripe;
    if (reader == 0) {
        reader = injectable_reader_register();
        thread->stripe = (intptr_t)reader;
    }
    uintptr_t sequence = atomic_load_explicit(&reader->sequence, memory_order_relaxed) + 1;
    atomic_store_explicit(&reader->sequence, sequence, memory_order_relaxed);
    if (atomic_load_explicit(&injectable_readers_fence, memory_order_relaxed)) {
        atomic_thread_fence(memory_order_seq_cst);
    } else {
        atomic_signal_fence(memory_order_seq_cst);
    }
    return (intptr_t)reader;
}

/// Ends the read section that `injectable_read_begin` returned `token` for.
static inline void injectable_read_end(intptr_t token) {
    injectable_reader *reader = (injectable_reader *)token;
    uintptr_t sequence = atomic_load_explicit(&reader->sequence, memory_order_relaxed) + 1;
    atomic_store_explicit(&reader->sequence, sequence, memory_order_release);
}

/// Waits until every read section that began before the call has ended.
void injectable_synchronize(void);

// MARK: - The persistent table
//
// Open addressing on the type's metadata pointer. Written only under the owning container's
// lock; read inside read sections. A removed entry keeps its key and has a null object.

typedef struct {
    _Atomic(uintptr_t) key;
    _Atomic(uintptr_t) object;
} injectable_table_entry;

typedef struct injectable_table {
    uintptr_t mask;
    intptr_t used;
    struct injectable_table *_Nullable retired;
    injectable_table_entry entries[];
} injectable_table;

static inline uintptr_t injectable_table_hash(uintptr_t key) {
    return (uintptr_t)(((uint64_t)key * 0x9E3779B97F4A7C15ull) >> 17);
}

/// The object stored for `key`, unretained, or NULL. Call inside a read section.
static inline void *_Nullable injectable_table_find(_Atomic(injectable_table *) *_Nonnull slot, uintptr_t key) {
    injectable_table *table = atomic_load_explicit(slot, memory_order_acquire);
    if (table == 0) return 0;
    uintptr_t index = injectable_table_hash(key) & table->mask;
    for (;;) {
        uintptr_t found = atomic_load_explicit(&table->entries[index].key, memory_order_acquire);
        if (found == key) return (void *)atomic_load_explicit(&table->entries[index].object, memory_order_acquire);
        if (found == 0) return 0;
        index = (index + 1) & table->mask;
    }
}

/// A container's table pointer, allocated and freed by the container.
typedef struct {
    _Atomic(injectable_table *) table;
} injectable_table_slot;

injectable_table_slot *_Nonnull injectable_table_slot_create(void);
/// Stores (or with NULL removes) the object for `key`. Call under the container's lock.
void injectable_table_store(injectable_table_slot *_Nonnull slot, uintptr_t key, void *_Nullable object);
/// Removes every object. Call under the container's lock.
void injectable_table_clear(injectable_table_slot *_Nonnull slot);
/// Frees the slot and its tables; nobody may read it any more.
void injectable_table_slot_destroy(injectable_table_slot *_Nonnull slot);

/// The Swift object stored for `key`, retained (+1), or NULL: a whole read section.
///
/// NB: not inline, so that the Swift optimizer cannot see the retain: it may move a retain of
/// its own past the store that ends the section, after which a writer may already have freed
/// the object.
void *_Nullable injectable_table_read(injectable_table_slot *_Nonnull slot,
                                      injectable_thread_state *_Nonnull thread, uintptr_t key);

// MARK: - Holding published objects without a reference count
//
// A resolve that runs a published interface factory would otherwise pay two atomic
// reference-count operations on it. Instead, inside the read section that finds it, the thread
// writes the factory's address to one of its reader's hazard slots (a plain store) and clears
// the slot when the factory has returned. A writer that unpublished an object and then called
// `injectable_synchronize()` sees every such store made before the sections it waited for
// ended, so `injectable_retire` releases the object at once when no slot names it. Otherwise
// the object waits in a retired list, and the holders' `retiredHeld` bits for those slots are
// set: a holder that clears such a slot reclaims. A holder may clear its slot just before its
// bit is set; so whoever leaves an object in the list makes every thread pass a barrier (as
// `injectable_synchronize()` does) and looks at the slots again, after which every holder
// either was seen to have cleared its slot or will see its bit. Nested holds use the next
// slot; a thread with all slots in use retains instead.

/// The Swift object stored for `key`, or NULL, as a whole read section. The result is held in
/// one of the thread's hazard slots (release it with `injectable_table_unhold`), or, when its
/// low bit is set, retained (+1; clear the bit and release it).
void *_Nullable injectable_table_hold(injectable_table_slot *_Nonnull slot,
                                      injectable_thread_state *_Nonnull thread, uintptr_t key);

/// Clears `slot`'s bit in `reader->retiredHeld` and releases the retired objects that no
/// hazard slot names any more.
void injectable_reclaim_slot(injectable_reader *_Nonnull reader, intptr_t slot);

/// Ends the latest hold of `injectable_table_hold` on this thread.
static inline void injectable_table_unhold(injectable_thread_state *_Nonnull thread) {
    injectable_reader *reader = (injectable_reader *)thread->stripe;
    intptr_t holds = thread->holds - 1;
    thread->holds = holds;
    atomic_store_explicit(&reader->hazards[holds], 0, memory_order_release);
    // The clear must be ordered before the read of the bit; `membarrier` does that for us
    // (see above), and without it the thread fences itself.
    if (atomic_load_explicit(&injectable_readers_fence, memory_order_relaxed)) {
        atomic_thread_fence(memory_order_seq_cst);
    } else {
        atomic_signal_fence(memory_order_seq_cst);  // keeps the compiler from reordering them
    }
    if (atomic_load_explicit(&reader->retiredHeld, memory_order_relaxed) & ((uintptr_t)1 << holds)) {
        injectable_reclaim_slot(reader, holds);
    }
}

/// Releases `object` (passed retained, +1) once no hazard slot names it. Call only after
/// `injectable_synchronize()` has followed the object's removal from every table.
void injectable_retire(void *_Nonnull object);

// MARK: - Stack

/// The lowest usable stack address of the calling thread, or 0 when it is not known.
uintptr_t injectable_stack_low_bound(void);

#endif
