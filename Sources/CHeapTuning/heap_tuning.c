#include "heap_tuning.h"

#include <malloc.h>
#include <stdlib.h>

_Static_assert(CAROUSEL_M_TRIM_THRESHOLD == M_TRIM_THRESHOLD, "M_TRIM_THRESHOLD");
_Static_assert(CAROUSEL_M_TOP_PAD == M_TOP_PAD, "M_TOP_PAD");
_Static_assert(CAROUSEL_M_MMAP_THRESHOLD == M_MMAP_THRESHOLD, "M_MMAP_THRESHOLD");

int carousel_mallopt(int parameter, int value) { return mallopt(parameter, value); }

int carousel_heap_grow(unsigned long bytes) {
    void *volatile block = malloc(bytes);
    if (block == NULL) return 0;
    free(block);
    return 1;
}
