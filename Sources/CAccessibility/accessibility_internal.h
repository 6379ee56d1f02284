#ifndef CAROUSEL_ACCESSIBILITY_INTERNAL_H
#define CAROUSEL_ACCESSIBILITY_INTERNAL_H
/* The few GLib, GObject, ATK and atk-bridge declarations the bridge uses, written here instead of
   taken from their headers (no -dev package is needed to build), and the table of functions
   accessibility_loader.c fills in with dlsym. Class structures are not declared: their virtual
   functions are found by index after GObjectClass, whose size GObject reports (g_type_query). */
#include "include/carousel_accessibility.h"

#include <stddef.h>

#define CAROUSEL_A11Y_HIDDEN __attribute__((visibility("hidden")))

typedef size_t GType;
typedef void AtkObject;
typedef void AtkStateSet;
typedef int gboolean;
typedef void *gpointer;

/** GTypeInfo, as gtype.h declares it. */
typedef struct {
    unsigned short class_size;
    void (*base_init)(gpointer);
    void (*base_finalize)(gpointer);
    void (*class_init)(gpointer klass, gpointer data);
    void (*class_finalize)(gpointer klass, gpointer data);
    const void *class_data;
    unsigned short instance_size;
    unsigned short n_preallocs;
    void (*instance_init)(gpointer instance, gpointer klass);
    const void *value_table;
} A11yTypeInfo;

/** GTypeQuery, as gtype.h declares it. */
typedef struct {
    GType type;
    const char *type_name;
    unsigned int class_size;
    unsigned int instance_size;
} A11yTypeQuery;

/** One entry per function: A11Y(library, return type, name, parameters). */
#define CAROUSEL_A11Y_FUNCTIONS                                                                     \
    A11Y(GLIB, gpointer, g_main_loop_new, (gpointer context, gboolean running))                    \
    A11Y(GLIB, void, g_main_loop_run, (gpointer loop))                                              \
    A11Y(GLIB, unsigned int, g_idle_add, (int (*function)(gpointer), gpointer data))                \
    A11Y(GLIB, gpointer, g_log_set_default_handler,                                                 \
         (void (*handler)(const char *, int, const char *, gpointer), gpointer data))               \
    A11Y(GOBJECT, GType, g_object_get_type, (void))                                                 \
    A11Y(GOBJECT, void, g_type_query, (GType type, A11yTypeQuery *query))                           \
    A11Y(GOBJECT, GType, g_type_register_static, (GType parent, const char *name, const A11yTypeInfo *info, int flags)) \
    A11Y(GOBJECT, gpointer, g_type_class_ref, (GType type))                                         \
    A11Y(GOBJECT, gpointer, g_type_class_peek_parent, (gpointer klass))                             \
    A11Y(GOBJECT, gpointer, g_object_new, (GType type, const char *first_property, ...))            \
    A11Y(GOBJECT, gpointer, g_object_ref, (gpointer object))                                        \
    A11Y(GOBJECT, void, g_object_unref, (gpointer object))                                          \
    A11Y(GOBJECT, void, g_signal_emit_by_name, (gpointer instance, const char *signal, ...))        \
    A11Y(ATK, GType, atk_object_get_type, (void))                                                   \
    A11Y(ATK, GType, atk_util_get_type, (void))                                                     \
    A11Y(ATK, void, atk_object_set_name, (AtkObject * object, const char *name))                    \
    A11Y(ATK, const char *, atk_object_get_name, (AtkObject * object))                              \
    A11Y(ATK, const char *, atk_object_get_description, (AtkObject * object))                       \
    A11Y(ATK, void, atk_object_set_description, (AtkObject * object, const char *description))      \
    A11Y(ATK, void, atk_object_set_role, (AtkObject * object, int role))                            \
    A11Y(ATK, void, atk_object_set_parent, (AtkObject * object, AtkObject * parent))                \
    A11Y(ATK, void, atk_object_notify_state_change, (AtkObject * object, int state, gboolean value)) \
    A11Y(ATK, AtkStateSet *, atk_state_set_new, (void))                                             \
    A11Y(ATK, gboolean, atk_state_set_add_state, (AtkStateSet * set, int state))                    \
    A11Y(ATK, int, atk_role_for_name, (const char *name))                                           \
    A11Y(ATK, int, atk_state_type_for_name, (const char *name))                                     \
    A11Y(BRIDGE, int, atk_bridge_adaptor_init, (int *argc, char ***argv))

/** The libraries, in the order they are opened. */
enum { A11Y_LIB_GLIB, A11Y_LIB_GOBJECT, A11Y_LIB_ATK, A11Y_LIB_BRIDGE, A11Y_LIB_COUNT };

/** The loaded functions; valid once `carousel_a11y_load` returned 1. */
struct carousel_a11y_api {
#define A11Y(library, result, name, parameters) result(*name) parameters;
    CAROUSEL_A11Y_FUNCTIONS
#undef A11Y
};
CAROUSEL_A11Y_HIDDEN extern struct carousel_a11y_api carousel_a11y;

/** Opens the four libraries and resolves every function: 1 on success, 0 when one is missing. */
CAROUSEL_A11Y_HIDDEN int carousel_a11y_load(void);

/* The objects (accessibility_object.c). */

/** The roles and states the bridge uses, looked up by name in ATK once the library is loaded. */
struct carousel_a11y_names {
    int role_application, role_frame, role_list, role_list_item;
    int state_active, state_enabled, state_sensitive, state_visible, state_showing, state_focusable, state_focused,
        state_selectable, state_selected;
};
CAROUSEL_A11Y_HIDDEN extern struct carousel_a11y_names carousel_a11y_names;

/** State bits of an object (`carousel_a11y_object_states`). */
enum {
    A11Y_STATE_ACTIVE = 1 << 0,
    A11Y_STATE_FOCUSABLE = 1 << 1,
    A11Y_STATE_FOCUSED = 1 << 2,
    A11Y_STATE_SELECTABLE = 1 << 3,
    A11Y_STATE_SELECTED = 1 << 4,
};

/** Registers the object type and overrides AtkUtil's root, toolkit name and version; 1 on success. */
CAROUSEL_A11Y_HIDDEN int carousel_a11y_types_init(void);
/** A new object (one reference) with `role`, `name` and `description`. */
CAROUSEL_A11Y_HIDDEN AtkObject *carousel_a11y_object_new(int role, const char *name, const char *description);
/** Sets the children of `parent` (each one gets a reference and `parent` as its parent); emits
    children-changed for the children that came and went. `children` is borrowed. */
CAROUSEL_A11Y_HIDDEN void carousel_a11y_object_set_children(AtkObject *parent, AtkObject **children, int count);
/** Child `index` of `object` (borrowed), or NULL past the last. */
CAROUSEL_A11Y_HIDDEN AtkObject *carousel_a11y_object_child(AtkObject *object, int index);
/** The state bits of `object`. */
CAROUSEL_A11Y_HIDDEN unsigned carousel_a11y_object_states(AtkObject *object);
/** Sets `bit` of `object` to `on`, emitting state-changed when it changes and `notify` is 1. */
CAROUSEL_A11Y_HIDDEN void carousel_a11y_object_set_state(AtkObject *object, unsigned bit, int on, int notify);
/** The item index `object` was made for (list items), else -1. */
CAROUSEL_A11Y_HIDDEN long carousel_a11y_object_index(AtkObject *object);
/** Records the item index of a list item. */
CAROUSEL_A11Y_HIDDEN void carousel_a11y_object_set_index(AtkObject *object, long index);
/** The application object atk_get_root returns (set once). */
CAROUSEL_A11Y_HIDDEN extern AtkObject *carousel_a11y_root;
/** How many objects exist now. */
CAROUSEL_A11Y_HIDDEN extern int carousel_a11y_live_objects;

#endif
