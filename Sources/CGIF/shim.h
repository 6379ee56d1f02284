#ifndef CAROUSEL_CGIF_SHIM_H
#define CAROUSEL_CGIF_SHIM_H
/* giflib (Debian libgif-dev). Upstream giflib ships no pkg-config file, so the module map links
   "gif" by name; the header is in the default include path. */
#include <gif_lib.h>
#endif
