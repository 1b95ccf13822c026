#ifndef BENCHMARK_SHIMS_H
#define BENCHMARK_SHIMS_H

#include <stddef.h>

#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif

/// Bytes the allocator has handed out and not had back, or 0 where that is not known.
static inline size_t benchmark_heap_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}

#endif
