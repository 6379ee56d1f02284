/* Opens GLib, GObject, ATK and atk-bridge with dlopen and resolves the functions of
   accessibility_internal.h; nothing is linked, so a machine without ATK runs the window as before. */
#include "accessibility_internal.h"

#include <dlfcn.h>

struct carousel_a11y_api carousel_a11y;

static const char *const sonames[A11Y_LIB_COUNT] = {
    [A11Y_LIB_GLIB] = "libglib-2.0.so.0",
    [A11Y_LIB_GOBJECT] = "libgobject-2.0.so.0",
    [A11Y_LIB_ATK] = "libatk-1.0.so.0",
    [A11Y_LIB_BRIDGE] = "libatk-bridge-2.0.so.0",
};

int carousel_a11y_load(void) {
    void *handles[A11Y_LIB_COUNT];
    for (int library = 0; library < A11Y_LIB_COUNT; library++) {
        handles[library] = dlopen(sonames[library], RTLD_NOW | RTLD_LOCAL);
        if (handles[library] == NULL) return 0;
    }
    /* Each function from its own library: one GLib type system, shared with the bridge's. */
#define A11Y(library, result, name, parameters)                                  \
    carousel_a11y.name = (result(*) parameters)dlsym(handles[A11Y_LIB_##library], #name); \
    if (carousel_a11y.name == NULL) return 0;
    CAROUSEL_A11Y_FUNCTIONS
#undef A11Y
    return 1;
}
