// Read sections: reader records, `membarrier`, and waiting for readers (see the header).
#define _GNU_SOURCE
#include "injectable_read_section.h"
#include "runtime_private.h"
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

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
injectable_reader *_Atomic injectable_readers;
static pthread_mutex_t readers_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_key_t reader_key;
static pthread_once_t readers_once = PTHREAD_ONCE_INIT;

static void reader_thread_exit(void *record) {
    injectable_reader *reader = record;
    // A thread that user code ends inside a factory (ending a thread runs no Swift `defer`)
    // holds nothing any more; and a later destructor of this thread must not use the record that a
    // new thread may take.
    for (int i = 0; i < INJECTABLE_HAZARDS; i++) atomic_store_explicit(&reader->hazards[i], 0, memory_order_release);
    int held = atomic_exchange_explicit(&reader->retiredHeld, 0, memory_order_acq_rel) != 0;
    injectable_tls.reader = 0;
    injectable_tls.holds = 0;
    atomic_store_explicit(&reader->inUse, 0, memory_order_release);
    if (held) injectable_reclaim();
}

static void readers_setup(void) {
    pthread_key_create(&reader_key, reader_thread_exit);
    // The sanitizer cannot see the barriers `membarrier` issues, so it keeps reader fences;
    // INJECTABLE_READER_FENCES forces Apple's code path on Linux, for tests and benchmarks.
#if defined(__linux__) && !defined(INJECTABLE_TSAN) && !defined(INJECTABLE_READER_FENCES)
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
    injectable_reader *reader = atomic_load_explicit(&injectable_readers, memory_order_relaxed);
    while (reader != 0 && atomic_load_explicit(&reader->inUse, memory_order_acquire) != 0) reader = reader->next;
    if (reader == 0) {
        // Records are never freed: a thread that exits leaves its record to the next thread.
        // One cache line each, so that threads do not slow each other down.
        reader = aligned_alloc(64, 64);
        if (reader == 0) abort();
        memset(reader, 0, 64);
        reader->next = atomic_load_explicit(&injectable_readers, memory_order_relaxed);
        atomic_store_explicit(&reader->inUse, 1, memory_order_relaxed);
        atomic_store_explicit(&injectable_readers, reader, memory_order_release);
    } else {
        atomic_store_explicit(&reader->inUse, 1, memory_order_relaxed);
    }
    pthread_mutex_unlock(&readers_mutex);
    pthread_setspecific(reader_key, reader);
    return reader;
}

void injectable_barrier_all(void) {
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
    injectable_barrier_all();
    for (injectable_reader *reader = atomic_load_explicit(&injectable_readers, memory_order_acquire); reader != 0;
         reader = reader->next) {
        uintptr_t seen = atomic_load_explicit(&reader->sequence, memory_order_acquire);
        if (seen & 1) {
            while (atomic_load_explicit(&reader->sequence, memory_order_acquire) == seen) sched_yield();
        }
    }
    pthread_mutex_unlock(&readers_mutex);
}
