/* The Xlib error handler of carousel_lazy_ignore_stale_x11_wakeups (see lazy_libraries.h). Xlib's
   types are declared here by layout (Xlib.h's XErrorEvent) so the package needs no X11 headers;
   libX11 is the one SDL's x11 video driver has already opened. */
#include <dlfcn.h>
#include <stddef.h>
#include "lazy_libraries.h"

/* Xlib.h's XErrorEvent, field for field. */
typedef struct carousel_x_error_event {
    int type;
    void *display;
    unsigned long resourceid;
    unsigned long serial;
    unsigned char error_code;
    unsigned char request_code;
    unsigned char minor_code;
} carousel_x_error_event;

typedef int (*carousel_x_error_handler)(void *display, carousel_x_error_event *event);
typedef carousel_x_error_handler (*carousel_x_set_error_handler)(carousel_x_error_handler handler);

enum { CAROUSEL_X_BAD_WINDOW = 3, CAROUSEL_X_SEND_EVENT = 25 };

static carousel_x_error_handler previous_handler = NULL;

static int carousel_x_error(void *display, carousel_x_error_event *event) {
    if (event->error_code == CAROUSEL_X_BAD_WINDOW && event->request_code == CAROUSEL_X_SEND_EVENT) {
        return 0; /* a wake-up sent to a window destroyed since: nothing to wake */
    }
    return previous_handler != NULL ? previous_handler(display, event) : 0;
}

static int installed = 0;

static int install(int flags) {
    if (installed) return 1;
    void *x11 = dlopen("libX11.so.6", flags);
    if (x11 == NULL) return 0;
    carousel_x_set_error_handler set_handler = (carousel_x_set_error_handler)dlsym(x11, "XSetErrorHandler");
    if (set_handler == NULL) return 0;
    previous_handler = set_handler(carousel_x_error);
    installed = 1;
    return 1;
}

int carousel_lazy_ignore_stale_x11_wakeups(void) { return install(RTLD_LAZY | RTLD_NOLOAD); }

int carousel_lazy_ignore_stale_x11_wakeups_before_sdl(void) { return install(RTLD_LAZY | RTLD_GLOBAL); }
