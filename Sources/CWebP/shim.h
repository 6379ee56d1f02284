#ifndef CAROUSEL_CWEBP_SHIM_H
#define CAROUSEL_CWEBP_SHIM_H
/* libwebp's encoder and its animation encoder, WebPAnimEncoder, from libwebpmux
   (Debian libwebp-dev). libwebp.so.7 and libwebpmux.so.3 are loaded on first use
   (Sources/CLazyLibraries). */
#include <webp/encode.h>
#include <webp/mux.h>
#endif
