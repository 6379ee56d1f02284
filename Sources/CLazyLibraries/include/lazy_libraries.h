#ifndef CAROUSEL_LAZY_LIBRARIES_H
#define CAROUSEL_LAZY_LIBRARIES_H
/* The C libraries `carousel` loads with dlopen on first use instead of at process start: SDL2,
   SDL2_ttf and SDL2_image (the window and the renderer), fontconfig (the window's fallback fonts),
   giflib and libwebp (`render --animate`). `check`, `compile`, `fmt`, `lsp`, `schema` and
   `simulate` never load them. See docs/architecture.md, "How the window libraries are loaded". */
#include <stddef.h>

/** A library loaded on first use. */
typedef enum carousel_lazy_library {
    CAROUSEL_LAZY_SDL2 = 0,
    CAROUSEL_LAZY_SDL2_TTF = 1,
    CAROUSEL_LAZY_SDL2_IMAGE = 2,
    CAROUSEL_LAZY_FONTCONFIG = 3,
    CAROUSEL_LAZY_GIF = 4,
    CAROUSEL_LAZY_WEBP = 5,
    CAROUSEL_LAZY_WEBPMUX = 6,
    CAROUSEL_LAZY_LIBRARY_COUNT = 7
} carousel_lazy_library;

/** Loads `library` (and the libraries it needs) once per process and resolves every function the
    table forwards to it. Returns 0 on success; otherwise 1, with a one-line message naming the file
    and its Debian package written into `message` (`capacity` bytes). Thread-safe. */
int carousel_lazy_load(carousel_lazy_library library, char *message, size_t capacity);

/** Whether `library` is loaded in this process (it has been asked for and found). */
int carousel_lazy_is_loaded(carousel_lazy_library library);

/** Whether `library` is loaded and was already in the process when the loader first asked for it:
    the program linked it itself (`-lSDL2`) or opened it, and the forwarders call that one copy. */
int carousel_lazy_was_loaded_before(carousel_lazy_library library);

/** The file `library` is loaded from: its soname, such as "libSDL2-2.0.so.0". */
const char *carousel_lazy_soname(carousel_lazy_library library);

/** The Debian package that installs `library`, such as "libsdl2-2.0-0". */
const char *carousel_lazy_package(carousel_lazy_library library);

/** Opens `soname` the way the loader does and closes it again: 0 when it can be loaded, else 1 and
    the loader's message (naming `soname` and `package`) in `message`. For tests of the message. */
int carousel_lazy_probe(const char *soname, const char *package, char *message, size_t capacity);

/** How many functions the table forwards to `library`. */
int carousel_lazy_function_count(carousel_lazy_library library);

/** Makes a stale X11 wake-up harmless: installs an Xlib error handler (in the libX11 SDL's x11
    driver has loaded) that ignores BadWindow for SendEvent and hands every other error to the
    handler it replaces. SDL 2.26's SDL_WaitEventTimeout wakes itself with an XSendEvent to the
    window on a second connection; when the window is destroyed right after (quitting), the X
    server can see the destroy first, and Xlib's default handler would exit(1) on the error.
    (SDL fixed the stale wake-up in 2.28, libsdl-org/SDL#7550.) Returns 1 when installed, 0 when
    libX11 is not loaded (another video driver). Call after SDL_Init(SDL_INIT_VIDEO). */
int carousel_lazy_ignore_stale_x11_wakeups(void);

/** The same handler, installed before SDL_Init(SDL_INIT_VIDEO), loading libX11 for it (call it
    only when DISPLAY is set). SDL's x11 driver keeps the handler it finds at start and puts it
    back when it closes the display, then closes its wake-up connection, where the stale error is
    read: installed after SDL_Init, the handler is gone by then and Xlib's default exits(1).
    Installed before, it is the one SDL puts back. Returns 1 when installed (then the call after
    SDL_Init does nothing), 0 when libX11 cannot be loaded. */
int carousel_lazy_ignore_stale_x11_wakeups_before_sdl(void);

#endif
