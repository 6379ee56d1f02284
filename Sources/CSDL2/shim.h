#ifndef CAROUSEL_CSDL2_SHIM_H
#define CAROUSEL_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/* Function-like macros and values Swift cannot import directly. */

/** SDL_WINDOWPOS_CENTERED as a plain int. */
static inline int carousel_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/** SDL_BUTTON_LMASK, the left button bit of SDL_GetMouseState. */
static inline Uint32 carousel_button_left_mask(void) { return SDL_BUTTON_LMASK; }

#endif
