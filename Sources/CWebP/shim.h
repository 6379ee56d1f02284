#ifndef CAROUSEL_CWEBP_SHIM_H
#define CAROUSEL_CWEBP_SHIM_H
/* libwebp's encoder and its animation encoder, WebPAnimEncoder, from libwebpmux
   (Debian libwebp-dev; pkg-config libwebpmux). */
#include <webp/encode.h>
#include <webp/mux.h>
#endif
