"""E2E: the demo window as a screen reader reads it, through AT-SPI (Tests/e2e/specs/atspi.carousel.toml).
The script runs itself again inside a private D-Bus session (dbus-run-session) with the system
Python that has pyatspi (python3-pyatspi, what Orca is written with), starts the accessibility bus
(at-spi-bus-launcher; the registry daemon comes by D-Bus activation) and a demo under Xvfb, then
reads the tree: the application named by the window's title, a list per carousel named by its
label or title with its kind and item count, list items named by title or alt and described
"Item N of M" (the words of the `announce` line), the selected one SELECTED. Right and Tab, pressed
with xdotool, make the next item SELECTED and move the focus, each with its state-changed event.
The 10-million-item carousel has a bounded number of objects. A demo with no bus in its
environment loads none of the accessibility libraries and prints nothing on stderr, and a still
window with the bus costs under 0.5 % of a core."""
import os
import subprocess
import sys
import time

INSIDE = "CAROUSEL_E2E_ATSPI_SESSION"
SYSTEM_PYTHON = "/usr/bin/python3"

if os.environ.get(INSIDE) != "1":
    # A private session bus, so the test never talks to a desktop's, and the Python with pyatspi.
    os.environ[INSIDE] = "1"
    os.execvp("dbus-run-session", ["dbus-run-session", "--", SYSTEM_PYTHON, os.path.abspath(__file__), *sys.argv[1:]])

import pyatspi  # noqa: E402  (python3-pyatspi: only the system Python has it)
from gi.repository import GLib  # noqa: E402
from e2e_common import Demo, Display, HERE, fail  # noqa: E402

TITLE = "e2e atspi"
RADIUS = 10  # AccessibleWindow.itemRadius: items on each side of the selection that have an object
ACCESSIBILITY_LIBRARIES = ("libatk-1.0.so", "libatk-bridge-2.0.so", "libgobject-2.0.so")


def pump_until(predicate, timeout, what):
    """Runs GLib's loop (pyatspi's events arrive through it) until `predicate` holds."""
    context = GLib.MainContext.default()
    end = time.time() + timeout
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        value = predicate()
        if value:
            return value
        context.iteration(False) or time.sleep(0.02)
    fail(f"timed out waiting for {what}")


def states(accessible):
    return {pyatspi.stateToString(state) for state in accessible.getState().getStates()}


def find_application():
    desktop = pyatspi.Registry.getDesktop(0)
    return next((app for app in desktop if app is not None and app.name == TITLE), None)


def children(accessible):
    return [accessible.getChildAtIndex(index) for index in range(accessible.childCount)]


def check_list(lst, name, description, items):
    """Checks a list's name and description and its first items' names and descriptions."""
    if lst.getRoleName() != "list" or lst.name != name or lst.description != description:
        fail(f"list: expected {name!r} / {description!r}, got {lst.getRoleName()} {lst.name!r} / {lst.description!r}")
    got = [(child.getRoleName(), child.name, child.description) for child in children(lst)[:len(items)]]
    expected = [("list item", item_name, item_description) for item_name, item_description in items]
    if got != expected:
        fail(f"items of {name!r}: expected {expected}, got {got}")
    print(f"  ok: list {name!r} ({description}) with {[item[0] for item in items]}")


def selected_names(lst):
    return [child.name for child in children(lst) if "selected" in states(child)]


def expect_event(events, kind, name, value, action, what):
    """Runs `action` and waits for the `kind` event of the object named `name` with detail1 `value`."""
    before = len(events)
    action()
    pump_until(lambda: any(e[0] == kind and e[1] == name and e[2] == value for e in events[before:]), 10,
               f"{kind} of {name!r} ({what})")
    print(f"  ok: {what}: {kind} {name!r} = {value}")


def process_cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def loaded_libraries(pid):
    with open(f"/proc/{pid}/maps") as maps:
        return {line.split()[-1].rsplit("/", 1)[-1] for line in maps if "/" in line}


def without_bus(spec):
    """A demo with no session or accessibility bus in its environment: no library, no message."""
    saved = {key: os.environ.pop(key) for key in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "XDG_RUNTIME_DIR")
             if key in os.environ}
    try:
        demo = Demo(spec)
    finally:
        os.environ.update(saved)
    loaded = loaded_libraries(demo.process.pid)
    found = [name for name in loaded for library in ACCESSIBILITY_LIBRARIES if name.startswith(library)]
    if found:
        fail(f"without a bus the demo loaded {found}")
    demo.quit()
    if demo.stderr_lines:
        fail(f"without a bus the demo printed {demo.stderr_lines}")
    print("  ok: without a bus no accessibility library is loaded and nothing is printed")


def main():
    spec = os.path.abspath(os.path.join(HERE, "specs", "atspi.carousel.toml"))
    with Display():
        print("the window on the accessibility bus:")
        launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            demo = Demo(spec)
            app = pump_until(find_application, 20, f"the application {TITLE!r} on the bus")
            if app.getRoleName() != "application" or app.childCount != 1:
                fail(f"application: {app.getRoleName()} with {app.childCount} children")
            frame = app.getChildAtIndex(0)
            if frame.getRoleName() != "frame" or frame.name != TITLE:
                fail(f"frame: {frame.getRoleName()} {frame.name!r}")
            photos, many = children(frame)
            check_list(photos, "Holiday photos", "paging carousel, 3 items",
                       [("Harbour", "Item 1 of 3"), ("A white lighthouse at dusk", "Item 2 of 3"),
                        ("Dunes", "Item 3 of 3")])
            check_list(many, "Ten million", "paging carousel, 10000000 items",
                       [("Card 1", "Item 1 of 10000000"), ("Card 2", "Item 2 of 10000000")])
            if selected_names(photos) != ["Harbour"] or selected_names(many) != ["Card 1"]:
                fail(f"selected: {selected_names(photos)}, {selected_names(many)}")
            if "focused" not in states(photos) or "focused" in states(many):
                fail(f"focus: photos {states(photos)}, many {states(many)}")
            print("  ok: the first items SELECTED, the first list FOCUSED")

            events = []
            def listen(event):
                events.append((event.type, event.source.name if event.source else None, event.detail1))
            pyatspi.Registry.registerEventListener(listen, "object:state-changed:selected",
                                                   "object:state-changed:focused")
            expect_event(events, "object:state-changed:selected", "A white lighthouse at dusk", 1,
                         lambda: demo.key("Right"), "Right selects the next photo")
            if not any(e[:3] == ("object:state-changed:selected", "Harbour", 0) for e in events):
                fail(f"no deselect event of 'Harbour': {events}")
            demo.wait_for(lambda: [e for e in demo.events("announce")], what="the announce line")
            announce = demo.events("announce")[-1]
            if announce["text"] != "Item 2 of 3: A white lighthouse at dusk":
                fail(f"announce says {announce['text']!r}")
            if selected_names(photos) != ["A white lighthouse at dusk"]:
                fail(f"after Right: selected {selected_names(photos)}")
            print(f"  ok: the announce line says the same words: {announce['text']!r}")

            expect_event(events, "object:state-changed:focused", "Ten million", 1,
                         lambda: demo.key("Tab"), "Tab moves the focus to the second carousel")
            expect_event(events, "object:state-changed:selected", "Card 2", 1,
                         lambda: demo.key("Right"), "Right selects the next card")
            if selected_names(many) != ["Card 2"]:
                fail(f"after Right: selected {selected_names(many)}")
            bound = 2 * RADIUS + 1
            if not 0 < many.childCount <= bound:
                fail(f"10M items: {many.childCount} objects, more than {bound}")
            print(f"  ok: 10M items have {many.childCount} objects (at most {bound})")

            # A still window, with the bus there, sleeps: under 0.5 % of a core.
            demo.wait_for(lambda: demo.events("phase") and demo.events("phase")[-1]["phase"] == "idle", timeout=8,
                          what="the carousel at rest")
            time.sleep(1)
            cpu_before, wall_before = process_cpu_seconds(demo.process.pid), time.time()
            time.sleep(10)
            share = (process_cpu_seconds(demo.process.pid) - cpu_before) / (time.time() - wall_before)
            if share >= 0.005:
                fail(f"a still window with the bus costs {share * 100:.2f} % of a core")
            print(f"  ok: a still window with the bus costs {share * 100:.2f} % of a core")
            demo.quit()
            if demo.stderr_lines:
                fail(f"the demo printed on stderr: {demo.stderr_lines}")
        finally:
            launcher.terminate()
            launcher.wait(timeout=5)
        without_bus(spec)
    print("e2e atspi: passed")


main()
