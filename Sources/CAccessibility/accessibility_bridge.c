/* The bridge's thread and the description it serves: the window's thread writes a description of
   the window (carousel_accessibility_begin/list/item) and commits it; the bridge's thread, which
   runs GLib's main loop for atk-bridge, turns it into objects and events. The two share only the
   committed description, under a mutex; the window's thread never waits for the bus. */
#include "accessibility_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct item_description {
    long index;
    char *name;
    char *description;
};

struct list_description {
    char *name;
    char *description;
    int focused;
    long selected;
    int announces;
    int item_count;
    struct item_description *items;
};

struct window_description {
    char *title;
    int list_count;
    struct list_description *lists;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t committed = PTHREAD_COND_INITIALIZER;
/** The description being written (window's thread only) and the one committed (under `lock`). */
static struct window_description *building, *pending;
/** Whether an idle callback that applies `pending` is queued, whether the bridge runs, stopped. */
static int apply_queued, running, stopped, started;

/* The objects (the bridge's thread only). */
static AtkObject *frame;
static AtkObject **lists;
static int list_objects;

static char *copy(const char *text) { return strdup(text != NULL ? text : ""); }

static void free_description(struct window_description *window) {
    if (window == NULL) return;
    for (int list = 0; list < window->list_count; list++) {
        struct list_description *description = &window->lists[list];
        for (int item = 0; item < description->item_count; item++) {
            free(description->items[item].name);
            free(description->items[item].description);
        }
        free(description->items);
        free(description->name);
        free(description->description);
    }
    free(window->lists);
    free(window->title);
    free(window);
}

/** Whether an accessibility bus can be there: an address of it or of the session bus it is found
    on, in the environment or at the session bus's usual socket; and not switched off (NO_AT_BRIDGE). */
static int bus_possible(void) {
    const char *off = getenv("NO_AT_BRIDGE");
    if (off != NULL && strcmp(off, "1") == 0) return 0;
    if (getenv("AT_SPI_BUS_ADDRESS") != NULL || getenv("DBUS_SESSION_BUS_ADDRESS") != NULL) return 1;
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    if (runtime == NULL) return 0;
    char path[4096];
    struct stat info;
    size_t length = strlen(runtime);
    if (length + 5 >= sizeof path) return 0;
    memcpy(path, runtime, length);
    memcpy(path + length, "/bus", 5);
    return stat(path, &info) == 0 && S_ISSOCK(info.st_mode);
}

static void set_text(AtkObject *object, const char *name, const char *description) {
    const char *old_name = carousel_a11y.atk_object_get_name(object);
    if (old_name == NULL || strcmp(old_name, name) != 0) carousel_a11y.atk_object_set_name(object, name);
    const char *old_description = carousel_a11y.atk_object_get_description(object);
    if (old_description == NULL || strcmp(old_description, description) != 0) {
        carousel_a11y.atk_object_set_description(object, description);
    }
}

/** The item objects of `list` for `description`: objects of items still described are kept (a
    screen reader holds on to them), the others are made. */
static void apply_items(AtkObject *list, const struct list_description *description) {
    AtkObject **items = description->item_count > 0 ? calloc((size_t)description->item_count, sizeof *items) : NULL;
    if (description->item_count > 0 && items == NULL) return;
    int child_count = 0;
    for (int slot = 0; slot < description->item_count; slot++) {
        const struct item_description *item = &description->items[slot];
        AtkObject *object = NULL;
        for (int index = 0; object == NULL; index++) {
            AtkObject *child = carousel_a11y_object_child(list, index);
            if (child == NULL) break;
            if (carousel_a11y_object_index(child) == item->index) object = child;
        }
        if (object != NULL) {
            carousel_a11y.g_object_ref(object);
            set_text(object, item->name, item->description);
        } else {
            object = carousel_a11y_object_new(carousel_a11y_names.role_list_item, item->name, item->description);
            carousel_a11y_object_set_index(object, item->index);
            carousel_a11y_object_set_state(object, A11Y_STATE_SELECTABLE, 1, 0);
        }
        items[child_count++] = object;
    }
    carousel_a11y_object_set_children(list, items, child_count);
    for (int index = 0; index < child_count; index++) carousel_a11y.g_object_unref(items[index]);
    free(items);
}

/** Updates the objects to `window` and emits what changed. */
static void apply(const struct window_description *window) {
    set_text(carousel_a11y_root, window->title, "");
    set_text(frame, window->title, "");
    if (window->list_count > list_objects) {
        AtkObject **grown = realloc(lists, (size_t)window->list_count * sizeof *grown);
        if (grown == NULL) return;
        lists = grown;
        for (int list = list_objects; list < window->list_count; list++) {
            lists[list] = carousel_a11y_object_new(carousel_a11y_names.role_list, "", "");
            carousel_a11y_object_set_state(lists[list], A11Y_STATE_FOCUSABLE, 1, 0);
        }
    }
    for (int list = window->list_count; list < list_objects; list++) carousel_a11y.g_object_unref(lists[list]);
    list_objects = window->list_count;
    carousel_a11y_object_set_children(frame, lists, list_objects);
    for (int list = 0; list < window->list_count; list++) {
        const struct list_description *description = &window->lists[list];
        AtkObject *object = lists[list];
        set_text(object, description->name, description->description);
        apply_items(object, description);
        /* Deselect first, then select: a reader hears the new item last. */
        for (int pass = 0; pass < 2; pass++) {
            for (int index = 0;; index++) {
                AtkObject *item = carousel_a11y_object_child(object, index);
                if (item == NULL) break;
                int selected = carousel_a11y_object_index(item) == description->selected;
                if (selected != pass) continue;
                carousel_a11y_object_set_state(item, A11Y_STATE_SELECTED, selected, description->announces);
            }
        }
    }
    /* Focus leaves one list before it reaches another. */
    for (int pass = 0; pass < 2; pass++) {
        for (int list = 0; list < window->list_count; list++) {
            int focused = window->lists[list].focused != 0;
            if (focused == pass) carousel_a11y_object_set_state(lists[list], A11Y_STATE_FOCUSED, focused, 1);
        }
    }
}

/** Takes the committed description, if any (the bridge's thread). */
static struct window_description *take_pending(void) {
    pthread_mutex_lock(&lock);
    struct window_description *window = pending;
    pending = NULL;
    apply_queued = 0;
    pthread_mutex_unlock(&lock);
    return window;
}

static int apply_pending(gpointer unused) {
    (void)unused;
    struct window_description *window = take_pending();
    if (window != NULL) apply(window);
    free_description(window);
    return 0; /* G_SOURCE_REMOVE */
}

static void quiet(const char *domain, int level, const char *message, gpointer data) {
    (void)domain, (void)level, (void)message, (void)data;
}

static void stop(void) {
    pthread_mutex_lock(&lock);
    stopped = 1;
    free_description(pending);
    pending = NULL;
    pthread_mutex_unlock(&lock);
}

static void *serve(void *unused) {
    (void)unused;
    /* GLib's warnings (no bus, a bus that went away) are not the window's to print. */
    if (getenv("CAROUSEL_ACCESSIBILITY_DEBUG") == NULL) carousel_a11y.g_log_set_default_handler(quiet, NULL);
    if (!carousel_a11y_types_init()) {
        stop();
        return NULL;
    }
    /* The first description names the application before it registers. */
    pthread_mutex_lock(&lock);
    while (pending == NULL) pthread_cond_wait(&committed, &lock);
    pthread_mutex_unlock(&lock);
    carousel_a11y_root = carousel_a11y_object_new(carousel_a11y_names.role_application, "", "");
    frame = carousel_a11y_object_new(carousel_a11y_names.role_frame, "", "");
    carousel_a11y_object_set_state(frame, A11Y_STATE_ACTIVE, 1, 0);
    carousel_a11y_object_set_children(carousel_a11y_root, &frame, 1);
    apply_pending(NULL);
    if (carousel_a11y.atk_bridge_adaptor_init(NULL, NULL) != 0) {
        stop();
        return NULL;
    }
    pthread_mutex_lock(&lock);
    running = 1;
    if (pending != NULL && !apply_queued) {
        apply_queued = 1;
        carousel_a11y.g_idle_add(apply_pending, NULL);
    }
    pthread_mutex_unlock(&lock);
    carousel_a11y.g_main_loop_run(carousel_a11y.g_main_loop_new(NULL, 0));
    return NULL;
}

int carousel_accessibility_start(void) {
    pthread_mutex_lock(&lock);
    int already = started, serving = !stopped;
    started = 1;
    pthread_mutex_unlock(&lock);
    if (already) return serving;
    if (!bus_possible() || !carousel_a11y_load()) {
        stop();
        return 0;
    }
    pthread_attr_t attributes;
    pthread_t thread;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    int failed = pthread_create(&thread, &attributes, serve, NULL);
    pthread_attr_destroy(&attributes);
    if (failed) {
        stop();
        return 0;
    }
    return 1;
}

void carousel_accessibility_begin(const char *title, int list_count) {
    free_description(building);
    building = calloc(1, sizeof *building);
    if (building == NULL) return;
    building->title = copy(title);
    int count = list_count > 0 ? list_count : 0;
    building->lists = count > 0 ? calloc((size_t)count, sizeof *building->lists) : NULL;
    building->list_count = building->lists != NULL ? count : 0;
}

void carousel_accessibility_list(int list, const char *name, const char *description, int focused, long selected,
                                 int item_count, int announces) {
    if (building == NULL || list < 0 || list >= building->list_count) return;
    struct list_description *entry = &building->lists[list];
    if (entry->name != NULL) return;
    entry->name = copy(name);
    entry->description = copy(description);
    entry->focused = focused;
    entry->selected = selected;
    entry->announces = announces;
    int count = item_count > 0 ? item_count : 0;
    entry->items = count > 0 ? calloc((size_t)count, sizeof *entry->items) : NULL;
    entry->item_count = entry->items != NULL ? count : 0;
}

void carousel_accessibility_item(int list, int slot, long index, const char *name, const char *description) {
    if (building == NULL || list < 0 || list >= building->list_count) return;
    struct list_description *entry = &building->lists[list];
    if (slot < 0 || slot >= entry->item_count || entry->items[slot].name != NULL) return;
    entry->items[slot] = (struct item_description){index, copy(name), copy(description)};
}

void carousel_accessibility_commit(void) {
    struct window_description *window = building;
    building = NULL;
    if (window == NULL) return;
    /* Slots never filled (a caller that gave fewer items than it said) are dropped. */
    for (int list = 0; list < window->list_count; list++) {
        struct list_description *entry = &window->lists[list];
        if (entry->name == NULL) entry->name = copy(""), entry->description = copy("");
        int filled = 0;
        for (int item = 0; item < entry->item_count; item++) {
            if (entry->items[item].name != NULL) entry->items[filled++] = entry->items[item];
        }
        entry->item_count = filled;
    }
    pthread_mutex_lock(&lock);
    if (stopped) {
        pthread_mutex_unlock(&lock);
        free_description(window);
        return;
    }
    free_description(pending);
    pending = window;
    pthread_cond_signal(&committed);
    if (running && !apply_queued) {
        apply_queued = 1;
        carousel_a11y.g_idle_add(apply_pending, NULL);
    }
    pthread_mutex_unlock(&lock);
}

int carousel_accessibility_object_count(void) {
    pthread_mutex_lock(&lock);
    int live = running && !stopped;
    pthread_mutex_unlock(&lock);
    return live ? __atomic_load_n(&carousel_a11y_live_objects, __ATOMIC_RELAXED) : 0;
}
