#ifndef CAROUSEL_LAZY_INTERNAL_H
#define CAROUSEL_LAZY_INTERNAL_H
/* Shared by the loader (lazy_loader.c) and the forwarders (lazy_forwarders.c). */
#include "include/lazy_libraries.h"

#define CAROUSEL_LAZY_HIDDEN __attribute__((visibility("hidden")))
/* A forwarder: hidden, and weak so that a definition linked from the library itself wins. */
#define CAROUSEL_LAZY_FORWARDER __attribute__((weak, visibility("hidden")))

/** One forwarded function: its library, its name, and the pointer the loader fills in. */
struct carousel_lazy_function {
    carousel_lazy_library library;
    const char *name;
    void **slot;
};

/** The table of lazy_functions.h, in its order. */
CAROUSEL_LAZY_HIDDEN extern const struct carousel_lazy_function carousel_lazy_functions[];
/** How many entries `carousel_lazy_functions` has. */
CAROUSEL_LAZY_HIDDEN extern const int carousel_lazy_function_total;

/** Loads `library` when a forwarder is called before anything loaded it, and returns the function
    in `slot`. When the library cannot be loaded it prints the loader's message and exits with
    status 2: the commands load their libraries first (and report a missing one themselves), so
    this is only the last resort that keeps a forgotten load from crashing. */
CAROUSEL_LAZY_HIDDEN void *carousel_lazy_resolve(carousel_lazy_library library, void **slot);

#endif
