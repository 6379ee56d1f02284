/* The one ATK object type of the bridge (CarouselAccessible, a subclass of AtkObject): the
   application, the frame, the lists and the list items are all of it, told apart by their role. It
   keeps its children, its state bits and the item index it stands for; AtkUtil's get_root is
   overridden to return the application, as toolkits without GTK do. Only the bridge's thread
   touches these objects. */
#include "accessibility_internal.h"

#include <stdlib.h>
#include <string.h>

struct carousel_a11y_names carousel_a11y_names;
AtkObject *carousel_a11y_root;
int carousel_a11y_live_objects;

/** What the type adds to AtkObject, stored right after it. */
struct object_data {
    unsigned states;
    long index;
    int index_in_parent;
    int child_count;
    AtkObject **children;
};

static GType object_type;
/** The size of AtkObject's instance (our data follows it) and of GObjectClass (the virtual
    functions of AtkObjectClass and AtkUtilClass follow it). */
static size_t atk_instance_size, gobject_class_size;
static gpointer parent_class;

/* AtkObjectClass's virtual functions, by index after GObjectClass (atkobject.h's order). */
enum { ATK_GET_N_CHILDREN = 3, ATK_REF_CHILD = 4, ATK_GET_INDEX_IN_PARENT = 5, ATK_REF_STATE_SET = 10 };
/* AtkUtilClass's, likewise (atkutil.h). */
enum { UTIL_GET_ROOT = 4, UTIL_GET_TOOLKIT_NAME = 5, UTIL_GET_TOOLKIT_VERSION = 6 };
/* GObjectClass's finalize: after GTypeClass, construct_properties, constructor, set_property,
   get_property and dispose (gobject.h). */
enum { GOBJECT_FINALIZE = 6 };

static struct object_data *data_of(AtkObject *object) {
    return (struct object_data *)((char *)object + atk_instance_size);
}

static void **slot(gpointer klass, size_t base, int index) {
    return (void **)((char *)klass + base + (size_t)index * sizeof(void *));
}

static int get_n_children(AtkObject *object) { return data_of(object)->child_count; }

static AtkObject *ref_child(AtkObject *object, int index) {
    struct object_data *data = data_of(object);
    if (index < 0 || index >= data->child_count) return NULL;
    return carousel_a11y.g_object_ref(data->children[index]);
}

static int get_index_in_parent(AtkObject *object) { return data_of(object)->index_in_parent; }

static AtkStateSet *ref_state_set(AtkObject *object) {
    const struct carousel_a11y_names *names = &carousel_a11y_names;
    AtkStateSet *set = carousel_a11y.atk_state_set_new();
    int always[] = {names->state_enabled, names->state_sensitive, names->state_visible, names->state_showing};
    for (size_t index = 0; index < sizeof always / sizeof always[0]; index++) {
        carousel_a11y.atk_state_set_add_state(set, always[index]);
    }
    unsigned states = data_of(object)->states;
    const struct { unsigned bit; int state; } optional[] = {
        {A11Y_STATE_ACTIVE, names->state_active},         {A11Y_STATE_FOCUSABLE, names->state_focusable},
        {A11Y_STATE_FOCUSED, names->state_focused},       {A11Y_STATE_SELECTABLE, names->state_selectable},
        {A11Y_STATE_SELECTED, names->state_selected},
    };
    for (size_t index = 0; index < sizeof optional / sizeof optional[0]; index++) {
        if (states & optional[index].bit) carousel_a11y.atk_state_set_add_state(set, optional[index].state);
    }
    return set;
}

static void finalize(gpointer object) {
    struct object_data *data = data_of(object);
    for (int index = 0; index < data->child_count; index++) carousel_a11y.g_object_unref(data->children[index]);
    free(data->children);
    __atomic_sub_fetch(&carousel_a11y_live_objects, 1, __ATOMIC_RELAXED);
    void (*parent_finalize)(gpointer) = *slot(parent_class, 0, GOBJECT_FINALIZE);
    if (parent_finalize != NULL) parent_finalize(object);
}

static void class_init(gpointer klass, gpointer unused) {
    (void)unused;
    parent_class = carousel_a11y.g_type_class_peek_parent(klass);
    *slot(klass, 0, GOBJECT_FINALIZE) = (void *)finalize;
    *slot(klass, gobject_class_size, ATK_GET_N_CHILDREN) = (void *)get_n_children;
    *slot(klass, gobject_class_size, ATK_REF_CHILD) = (void *)ref_child;
    *slot(klass, gobject_class_size, ATK_GET_INDEX_IN_PARENT) = (void *)get_index_in_parent;
    *slot(klass, gobject_class_size, ATK_REF_STATE_SET) = (void *)ref_state_set;
}

static void instance_init(gpointer instance, gpointer klass) {
    (void)klass;
    struct object_data *data = data_of(instance);
    memset(data, 0, sizeof *data);
    data->index = -1;
    data->index_in_parent = -1;
    __atomic_add_fetch(&carousel_a11y_live_objects, 1, __ATOMIC_RELAXED);
}

static AtkObject *get_root(void) { return carousel_a11y_root; }
static const char *get_toolkit_name(void) { return "Carousel"; }
static const char *get_toolkit_version(void) { return "1"; }

/** Looks the roles and states up by their ATK names (atk_role_get_name's words). */
static int look_up_names(void) {
    struct carousel_a11y_names *names = &carousel_a11y_names;
    names->role_application = carousel_a11y.atk_role_for_name("application");
    names->role_frame = carousel_a11y.atk_role_for_name("frame");
    names->role_list = carousel_a11y.atk_role_for_name("list");
    names->role_list_item = carousel_a11y.atk_role_for_name("list item");
    int *states[] = {&names->state_active,     &names->state_enabled,    &names->state_sensitive,
                     &names->state_visible,    &names->state_showing,    &names->state_focusable,
                     &names->state_focused,    &names->state_selectable, &names->state_selected};
    const char *state_names[] = {"active",    "enabled", "sensitive",  "visible", "showing",
                                 "focusable", "focused", "selectable", "selected"};
    for (size_t index = 0; index < sizeof states / sizeof states[0]; index++) {
        *states[index] = carousel_a11y.atk_state_type_for_name(state_names[index]);
        if (*states[index] <= 0) return 0;
    }
    return names->role_application > 0 && names->role_frame > 0 && names->role_list > 0 && names->role_list_item > 0;
}

int carousel_a11y_types_init(void) {
    if (!look_up_names()) return 0;
    A11yTypeQuery atk = {0}, gobject = {0};
    carousel_a11y.g_type_query(carousel_a11y.atk_object_get_type(), &atk);
    carousel_a11y.g_type_query(carousel_a11y.g_object_get_type(), &gobject);
    if (atk.class_size == 0 || atk.instance_size == 0 || gobject.class_size == 0) return 0;
    atk_instance_size = (atk.instance_size + sizeof(void *) - 1) / sizeof(void *) * sizeof(void *);
    gobject_class_size = gobject.class_size;
    A11yTypeInfo info = {
        .class_size = (unsigned short)atk.class_size,
        .class_init = class_init,
        .instance_size = (unsigned short)(atk_instance_size + sizeof(struct object_data)),
        .instance_init = instance_init,
    };
    object_type =
        carousel_a11y.g_type_register_static(carousel_a11y.atk_object_get_type(), "CarouselAccessible", &info, 0);
    if (object_type == 0) return 0;
    gpointer util = carousel_a11y.g_type_class_ref(carousel_a11y.atk_util_get_type());
    *slot(util, gobject_class_size, UTIL_GET_ROOT) = (void *)get_root;
    *slot(util, gobject_class_size, UTIL_GET_TOOLKIT_NAME) = (void *)get_toolkit_name;
    *slot(util, gobject_class_size, UTIL_GET_TOOLKIT_VERSION) = (void *)get_toolkit_version;
    return 1;
}

AtkObject *carousel_a11y_object_new(int role, const char *name, const char *description) {
    AtkObject *object = carousel_a11y.g_object_new(object_type, NULL);
    carousel_a11y.atk_object_set_role(object, role);
    carousel_a11y.atk_object_set_name(object, name);
    carousel_a11y.atk_object_set_description(object, description);
    return object;
}

static int contains(AtkObject **objects, int count, AtkObject *object) {
    for (int index = 0; index < count; index++) {
        if (objects[index] == object) return 1;
    }
    return 0;
}

void carousel_a11y_object_set_children(AtkObject *parent, AtkObject **children, int count) {
    struct object_data *data = data_of(parent);
    AtkObject **old = data->children;
    int old_count = data->child_count;
    if (old_count == count && (count == 0 || memcmp(old, children, (size_t)count * sizeof *old) == 0)) return;
    AtkObject **copy = count > 0 ? malloc((size_t)count * sizeof *copy) : NULL;
    if (count > 0 && copy == NULL) return;
    for (int index = 0; index < count; index++) {
        copy[index] = carousel_a11y.g_object_ref(children[index]);
        data_of(copy[index])->index_in_parent = index;
    }
    data->children = copy;
    data->child_count = count;
    for (int index = 0; index < old_count; index++) {
        if (contains(copy, count, old[index])) continue;
        carousel_a11y.g_signal_emit_by_name(parent, "children-changed::remove", (unsigned)index, old[index]);
        data_of(old[index])->index_in_parent = -1;
        carousel_a11y.atk_object_set_parent(old[index], NULL);
    }
    for (int index = 0; index < count; index++) {
        if (contains(old, old_count, copy[index])) continue;
        carousel_a11y.atk_object_set_parent(copy[index], parent);
        carousel_a11y.g_signal_emit_by_name(parent, "children-changed::add", (unsigned)index, copy[index]);
    }
    for (int index = 0; index < old_count; index++) carousel_a11y.g_object_unref(old[index]);
    free(old);
}

AtkObject *carousel_a11y_object_child(AtkObject *object, int index) {
    struct object_data *data = data_of(object);
    return index >= 0 && index < data->child_count ? data->children[index] : NULL;
}

unsigned carousel_a11y_object_states(AtkObject *object) { return data_of(object)->states; }

void carousel_a11y_object_set_state(AtkObject *object, unsigned bit, int on, int notify) {
    struct object_data *data = data_of(object);
    if (((data->states & bit) != 0) == (on != 0)) return;
    data->states = on ? data->states | bit : data->states & ~bit;
    if (!notify) return;
    int state = bit == A11Y_STATE_FOCUSED    ? carousel_a11y_names.state_focused
                : bit == A11Y_STATE_SELECTED ? carousel_a11y_names.state_selected
                : bit == A11Y_STATE_ACTIVE   ? carousel_a11y_names.state_active
                : bit == A11Y_STATE_FOCUSABLE ? carousel_a11y_names.state_focusable
                                              : carousel_a11y_names.state_selectable;
    carousel_a11y.atk_object_notify_state_change(object, state, on != 0);
}

long carousel_a11y_object_index(AtkObject *object) { return data_of(object)->index; }

void carousel_a11y_object_set_index(AtkObject *object, long index) { data_of(object)->index = index; }
