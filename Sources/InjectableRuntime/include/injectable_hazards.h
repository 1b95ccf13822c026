#ifndef INJECTABLE_HAZARDS_H
#define INJECTABLE_HAZARDS_H

#include <stdatomic.h>
#include <stdint.h>

#include "injectable_read_section.h"
#include "injectable_thread.h"

// MARK: - Hazard pointers: holding a published object without a reference count
//
// A resolve that runs a published interface factory would otherwise pay two atomic
// reference-count operations on it. Instead, inside the read section that finds it, the thread
// writes the factory's address to one of its reader's hazard pointers (a plain store) and
// clears it when the factory has returned. A writer that unpublished an object and then called
// `injectable_synchronize()` sees every such store made before the sections it waited for
// ended, so `injectable_retire` releases the object at once when no hazard pointer names it.
// Otherwise the object waits in a retired list, and the holders' `retiredHeld` bits are set:
// a holder that clears such a hazard pointer reclaims. A holder may clear its pointer just
// before its bit is set; so whoever leaves an object in the list makes every thread pass a
// barrier (as `injectable_synchronize()` does) and looks at the pointers again, after which
// every holder either was seen to have cleared its pointer or will see its bit. Nested holds
// use the next pointer; a thread with all of them in use retains instead.

/// Clears bit `index` of `reader->retiredHeld` and releases the retired objects that no
/// hazard pointer names any more.
void injectable_hazard_reclaim(injectable_reader *_Nonnull reader, intptr_t index);

/// Ends the latest hold of `injectable_published_hold` on this thread.
static inline void injectable_hazard_clear(injectable_thread_state *_Nonnull thread) {
    injectable_reader *reader = thread->reader;
    intptr_t holds = thread->holds - 1;
    thread->holds = holds;
    atomic_store_explicit(&reader->hazards[holds], 0, memory_order_release);
    // The clear must be ordered before the read of the bit; `membarrier` does that for us
    // (see injectable_read_section.h), and without it the thread fences itself.
    injectable_reader_fence();
    if (atomic_load_explicit(&reader->retiredHeld, memory_order_relaxed) & ((uintptr_t)1 << holds)) {
        injectable_hazard_reclaim(reader, holds);
    }
}

/// Releases `object` (passed retained, +1) once no hazard pointer names it. Call only after
/// `injectable_synchronize()` has followed the object's removal from every table.
void injectable_retire(void *_Nonnull object);

#endif
