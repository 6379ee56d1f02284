#ifndef CAROUSEL_HEAP_TUNING_H
#define CAROUSEL_HEAP_TUNING_H

/// glibc's malloc tuning (malloc.h), which Swift's Glibc module does not bring in: used by
/// `carousel check` to give the heap of a large check transparent huge pages (HugePageHeap.swift).
int carousel_mallopt(int parameter, int value);

/// Allocates `bytes` and frees them at once (the pair is not optimised away): with the mmap
/// threshold above `bytes`, this grows the heap by that much. Returns 0 when the allocation failed.
int carousel_heap_grow(unsigned long bytes);

/// M_TRIM_THRESHOLD, M_TOP_PAD and M_MMAP_THRESHOLD of malloc.h.
enum {
    CAROUSEL_M_TRIM_THRESHOLD = -1,
    CAROUSEL_M_TOP_PAD = -2,
    CAROUSEL_M_MMAP_THRESHOLD = -3,
};

#endif
