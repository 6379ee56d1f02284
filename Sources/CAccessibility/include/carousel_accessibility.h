#ifndef CAROUSEL_ACCESSIBILITY_H
#define CAROUSEL_ACCESSIBILITY_H
/* The demo window on the desktop's accessibility bus (AT-SPI), for screen readers such as Orca:
   ATK objects (an application, a frame, a list per carousel, a list item per item near the
   selection) handed to atk-bridge. libatk, libatk-bridge, libgobject and libglib are loaded with
   dlopen on first use, and only when an accessibility bus can be there; everything ATK does runs
   on a thread of its own (GLib's main loop), so the window's loop never waits on it. Without a bus
   or without the libraries every call here does nothing and costs nothing, and nothing is printed.
   See docs/architecture.md, "The accessibility bridge". */

/** Starts the bridge once per process: 1 when the thread that serves the bus runs, 0 when there is
    no session or accessibility bus to serve (no D-Bus address in the environment, NO_AT_BRIDGE=1)
    or the libraries cannot be loaded. The registration with the bus happens on that thread; if it
    fails the bridge stops quietly. */
int carousel_accessibility_start(void);

/** Starts a new description of the window: its title and how many carousels (lists) it has.
    Calls of `_list` and `_item` fill it in; `_commit` hands it to the bridge. */
void carousel_accessibility_begin(const char *title, int list_count);

/** Carousel `list` (0-based) of the description: its name and description, whether it has the
    keyboard focus, the 0-based index of its selected item (-1: none), how many item objects it
    has (`item_count`, the window around the selection), and whether a change of its selection is
    announced (0 while a marquee drifts: its SELECTED state moves without an event). */
void carousel_accessibility_list(int list, const char *name, const char *description, int focused, long selected,
                                 int item_count, int announces);

/** Item object `slot` of list `list`: the item's 0-based index in the carousel, name, description. */
void carousel_accessibility_item(int list, int slot, long index, const char *name, const char *description);

/** Hands the description to the bridge's thread, which updates its objects and emits the events
    of what changed (state-changed:selected, state-changed:focused, children-changed). */
void carousel_accessibility_commit(void);

/** How many accessible objects the bridge holds now (application, frame, lists and items); 0 when it
    is not running. For tests: a carousel of 10 million items holds a bounded number. */
int carousel_accessibility_object_count(void);

#endif
