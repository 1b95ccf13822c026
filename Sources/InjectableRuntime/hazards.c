// Retired objects and hazard pointers (see injectable_hazards.h).
#include "injectable_hazards.h"
#include "runtime_private.h"
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t retired_mutex = PTHREAD_MUTEX_INITIALIZER;
static void **retired;
static intptr_t retired_count, retired_capacity;

/// Whether a hazard pointer of any thread names `object`; sets the `retiredHeld` bit of each
/// such pointer.
static int flag_holders(void *object) {
    int held = 0;
    for (injectable_reader *reader = atomic_load_explicit(&injectable_readers, memory_order_acquire); reader != 0;
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

/// Moves the retired objects that no hazard pointer names from the list to `released` (room
/// for `retired_count`); returns how many. Call with `retired_mutex` held.
static intptr_t sweep(void **released) {
    intptr_t kept = 0, freed = 0;
    for (intptr_t i = 0; i < retired_count; i++) {
        if (flag_holders(retired[i])) retired[kept++] = retired[i];
        else released[freed++] = retired[i];
    }
    retired_count = kept;
    return freed;
}

void injectable_reclaim(void) {
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
        // A holder may have cleared its pointer before its bit was set: after this barrier it
        // has either been seen to, or will see the bit.
        if (pass == 0) injectable_barrier_all();
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
    injectable_reclaim();
}

void injectable_hazard_reclaim(injectable_reader *reader, intptr_t index) {
    atomic_fetch_and_explicit(&reader->retiredHeld, ~((uintptr_t)1 << index), memory_order_seq_cst);
    injectable_reclaim();
}
