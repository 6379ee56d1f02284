/* Loads the libraries of lazy_functions.h with dlopen on first use and fills in the pointers
   the forwarders call through (see include/lazy_libraries.h). */
#include "lazy_internal.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/** A library: its soname, its Debian package, whether its symbols go into the global scope (SDL2:
    SDL2_ttf and SDL2_image are linked against it), and the library it needs loaded first (or -1). */
struct carousel_lazy_info {
    const char *soname;
    const char *package;
    int global;
    int needs;
};

static const struct carousel_lazy_info libraries[CAROUSEL_LAZY_LIBRARY_COUNT] = {
    [CAROUSEL_LAZY_SDL2] = {"libSDL2-2.0.so.0", "libsdl2-2.0-0", 1, -1},
    [CAROUSEL_LAZY_SDL2_TTF] = {"libSDL2_ttf-2.0.so.0", "libsdl2-ttf-2.0-0", 0, CAROUSEL_LAZY_SDL2},
    [CAROUSEL_LAZY_SDL2_IMAGE] = {"libSDL2_image-2.0.so.0", "libsdl2-image-2.0-0", 0, CAROUSEL_LAZY_SDL2},
    [CAROUSEL_LAZY_FONTCONFIG] = {"libfontconfig.so.1", "libfontconfig1", 0, -1},
    [CAROUSEL_LAZY_GIF] = {"libgif.so.7", "libgif7", 0, -1},
    [CAROUSEL_LAZY_WEBP] = {"libwebp.so.7", "libwebp7", 0, -1},
    [CAROUSEL_LAZY_WEBPMUX] = {"libwebpmux.so.3", "libwebpmux3", 0, CAROUSEL_LAZY_WEBP},
};

enum { NOT_TRIED = 0, LOADED = 1, FAILED = 2 };

/** Guards `states` and `errors`; loading happens under it, once per library. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int states[CAROUSEL_LAZY_LIBRARY_COUNT];
/** Whether the library was in the process before the loader asked for it (see `already_loaded`). */
static int found_loaded[CAROUSEL_LAZY_LIBRARY_COUNT];
static char errors[CAROUSEL_LAZY_LIBRARY_COUNT][512];

static int valid(carousel_lazy_library library) {
    return (int)library >= 0 && library < CAROUSEL_LAZY_LIBRARY_COUNT;
}

/** dlopen with the loader's message on failure. */
static void *open_library(const char *soname, const char *package, int global, char *message, size_t capacity) {
    dlerror();
    void *handle = dlopen(soname, RTLD_NOW | (global ? RTLD_GLOBAL : RTLD_LOCAL));
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(message, capacity, "cannot load %s (%s); it comes with the Debian package %s: sudo apt-get install %s",
                 soname, reason != NULL ? reason : "unknown dlopen error", package, package);
    }
    return handle;
}

/** The copy of `info` the process already has, or NULL: a program that embeds the package and
    links the library itself (`-lSDL2`), or opened it with dlopen, has it under its soname. The
    forwarders then call that copy (dlopen of a soname already loaded returns it), so there is one
    SDL with one state, never a second one loaded beside it. */
static void *already_loaded(const struct carousel_lazy_info *info) {
    return dlopen(info->soname, RTLD_NOW | RTLD_NOLOAD | (info->global ? RTLD_GLOBAL : RTLD_LOCAL));
}

/** Loads `library` with `lock` held; on failure its message is in `errors[library]`. */
static int load_locked(carousel_lazy_library library) {
    if (states[library] != NOT_TRIED) return states[library] == LOADED;
    const struct carousel_lazy_info *info = &libraries[library];
    char *error = errors[library];
    if (info->needs >= 0 && !load_locked((carousel_lazy_library)info->needs)) {
        snprintf(error, sizeof errors[library], "%s", errors[info->needs]);
        states[library] = FAILED;
        return 0;
    }
    void *handle = already_loaded(info);
    found_loaded[library] = handle != NULL;
    if (handle == NULL) handle = open_library(info->soname, info->package, info->global, error, sizeof errors[library]);
    if (handle == NULL) {
        states[library] = FAILED;
        return 0;
    }
    for (int index = 0; index < carousel_lazy_function_total; index++) {
        const struct carousel_lazy_function *function = &carousel_lazy_functions[index];
        if (function->library != library) continue;
        void *address = dlsym(handle, function->name);
        if (address == NULL) {
            snprintf(error, sizeof errors[library],
                     "%s has no function %s: it is older than carousel needs; update the Debian package %s",
                     info->soname, function->name, info->package);
            states[library] = FAILED;
            return 0;
        }
        __atomic_store_n(function->slot, address, __ATOMIC_RELEASE);
    }
    states[library] = LOADED;
    return 1;
}

int carousel_lazy_load(carousel_lazy_library library, char *message, size_t capacity) {
    if (!valid(library)) {
        snprintf(message, capacity, "no such library (%d)", (int)library);
        return 1;
    }
    pthread_mutex_lock(&lock);
    int loaded = load_locked(library);
    if (!loaded) snprintf(message, capacity, "%s", errors[library]);
    pthread_mutex_unlock(&lock);
    return loaded ? 0 : 1;
}

int carousel_lazy_is_loaded(carousel_lazy_library library) {
    if (!valid(library)) return 0;
    pthread_mutex_lock(&lock);
    int loaded = states[library] == LOADED;
    pthread_mutex_unlock(&lock);
    return loaded;
}

int carousel_lazy_was_loaded_before(carousel_lazy_library library) {
    if (!valid(library)) return 0;
    pthread_mutex_lock(&lock);
    int before = states[library] == LOADED && found_loaded[library];
    pthread_mutex_unlock(&lock);
    return before;
}

const char *carousel_lazy_soname(carousel_lazy_library library) {
    return valid(library) ? libraries[library].soname : "";
}

const char *carousel_lazy_package(carousel_lazy_library library) {
    return valid(library) ? libraries[library].package : "";
}

int carousel_lazy_probe(const char *soname, const char *package, char *message, size_t capacity) {
    void *handle = open_library(soname, package, 0, message, capacity);
    if (handle == NULL) return 1;
    dlclose(handle);
    return 0;
}

int carousel_lazy_function_count(carousel_lazy_library library) {
    int count = 0;
    for (int index = 0; index < carousel_lazy_function_total; index++) {
        if (carousel_lazy_functions[index].library == library) count++;
    }
    return count;
}

void *carousel_lazy_resolve(carousel_lazy_library library, void **slot) {
    char message[512];
    if (carousel_lazy_load(library, message, sizeof message) != 0) {
        fprintf(stderr, "carousel: %s\n", message);
        exit(2);
    }
    return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}
