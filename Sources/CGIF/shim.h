#ifndef CAROUSEL_CGIF_SHIM_H
#define CAROUSEL_CGIF_SHIM_H
/* giflib (Debian libgif-dev); the header is in the default include path. libgif.so.7 is loaded on
   first use (Sources/CLazyLibraries). */
#include <gif_lib.h>
#endif
