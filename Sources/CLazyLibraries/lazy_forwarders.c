/* Defines every function of lazy_functions.h under its own name, so Swift's calls (through the
   CSDL2, CFontconfig, CGIF and CWebP modules, which no longer link their libraries) bind here at
   link time; each forwards through a pointer that lazy_loader.c fills in with dlsym. The
   definitions are hidden: the libraries loaded later never bind to them. They are weak too: a
   program that embeds the package and links SDL statically (libSDL2.a) gets SDL's own definitions
   instead, with no "multiple definition" error and one SDL (docs/embed.md). A shared libSDL2 never
   overrides them: its calls then come here and go to that same library (lazy_loader.c). */
#include "lazy_internal.h"

/* The headers mark their declarations visibility("default"); these definitions are hidden instead. */
#define DECLSPEC
#define WEBP_EXTERN extern
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#include <fontconfig/fontconfig.h>
#include <gif_lib.h>
#include <webp/encode.h>
#include <webp/mux.h>

/* One pointer per function, filled in by the loader. */
#define LAZY(library, result, name, parameters, arguments) static result(*lazy_##name) parameters;
#define LAZY_VOID(library, name, parameters, arguments) static void(*lazy_##name) parameters;
#include "lazy_functions.h"
#undef LAZY
#undef LAZY_VOID

/* The table the loader walks. */
#define LAZY(library, result, name, parameters, arguments) \
    {CAROUSEL_LAZY_##library, #name, (void **)&lazy_##name},
#define LAZY_VOID(library, name, parameters, arguments) {CAROUSEL_LAZY_##library, #name, (void **)&lazy_##name},
const struct carousel_lazy_function carousel_lazy_functions[] = {
#include "lazy_functions.h"
};
#undef LAZY
#undef LAZY_VOID
const int carousel_lazy_function_total = (int)(sizeof carousel_lazy_functions / sizeof carousel_lazy_functions[0]);

/* The function pointer of `name`, loading its library first if nothing has yet. */
#define LAZY_TARGET(library, name)                                                          \
    __typeof__(lazy_##name) target = __atomic_load_n(&lazy_##name, __ATOMIC_ACQUIRE);       \
    if (__builtin_expect(target == NULL, 0)) {                                              \
        void *resolved = carousel_lazy_resolve(CAROUSEL_LAZY_##library, (void **)&lazy_##name); \
        target = (__typeof__(lazy_##name))resolved;                                         \
    }

#define LAZY(library, result, name, parameters, arguments) \
    CAROUSEL_LAZY_FORWARDER result name parameters {       \
        LAZY_TARGET(library, name)                         \
        return target arguments;                           \
    }
#define LAZY_VOID(library, name, parameters, arguments) \
    CAROUSEL_LAZY_FORWARDER void name parameters {      \
        LAZY_TARGET(library, name)                      \
        target arguments;                               \
    }
#include "lazy_functions.h"
#undef LAZY
#undef LAZY_VOID
