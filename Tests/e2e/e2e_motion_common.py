"""Shared pieces of the motion e2e tests (e2e_hidden_pause, e2e_pause_button, e2e_announce_drag,
e2e_focus_visible): the spec, the carousels' frames read from `carousel render --scene`, the
auto-scroll ticks seen in `demo --events`, and pixels of a root-window screenshot."""
import json
import os
import subprocess
import time
from e2e_common import HERE, carousel_binary, fail

SPEC = os.path.join(HERE, "specs", "motion.carousel.toml")
# [carousel.auto] of "slides" in the spec: a page every second, 300 ms after an interaction.
INTERVAL, RESUME_AFTER = 1.0, 0.3
# Theme.focusRing, and the 32-point corner box 8 points inside the top and trailing insets.
FOCUS_BLUE = (10, 132, 255)
BUTTON_SIZE, BUTTON_MARGIN = 32, 8


def frames():
    """Each carousel's frame [x, y, width, height] in window points, in file order: the clip
    rectangles of the scene `carousel render --scene` composes (the window draws the same scene)."""
    out = subprocess.run([carousel_binary(), "render", SPEC, "--scene", "--at", "0"], capture_output=True,
                         text=True, check=True).stdout
    commands = json.loads(out)["scenes"][0]["commands"]
    return [c["clip"] for c in commands if "clip" in c and c["clip"] is not None]


def button_centre(frame, insets_top=16, insets_trailing=120):
    """The pause button's centre (docs/spec.md, `pause-button`) for the spec's insets."""
    x, y, width, _ = frame
    right = x + width - insets_trailing - BUTTON_MARGIN
    return right - BUTTON_SIZE / 2, y + insets_top + BUTTON_MARGIN + BUTTON_SIZE / 2


def ticks(demo, carousel="slides"):
    """The times (demo clock) of the auto-scroll pages: `phase` events to `auto`."""
    return [e["t"] for e in demo.events("phase") if e["carousel"] == carousel and e["phase"] == "auto"]


def expect_no_ticks(demo, seconds, what):
    """Waits `seconds` (several intervals) and fails if auto-scroll paged meanwhile."""
    before = len(ticks(demo))
    time.sleep(seconds)
    after = ticks(demo)
    if len(after) != before:
        fail(f"auto-scroll paged while {what}: ticks at {after[before:]}")
    print(f"  ok: no auto-scroll page in {seconds} s while {what}")


def expect_tick_within(demo, seconds, what):
    """Fails unless auto-scroll pages again within `seconds`."""
    before = len(ticks(demo))
    demo.wait_for(lambda: len(ticks(demo)) > before, timeout=seconds, what=f"an auto-scroll page {what}")
    print(f"  ok: auto-scroll paged again {what}")


def window_origin(window):
    """The window's top-left corner on the root window (xdotool getwindowgeometry)."""
    out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], capture_output=True, text=True,
                         check=True).stdout
    values = dict(line.split("=", 1) for line in out.split() if "=" in line)
    return int(values["X"]), int(values["Y"])


class Shot:
    """A screenshot of the whole screen (`import -window root`), read as RGB rows through
    ImageMagick, with pixels addressed in the demo window's points (scale 1 under Xvfb)."""

    def __init__(self, path, window):
        subprocess.run(["import", "-window", "root", path], check=True)
        self.path = path
        self.origin = window_origin(window)
        text = subprocess.run(["convert", path, "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
        size = subprocess.run(["identify", "-format", "%w %h", path], capture_output=True, text=True,
                              check=True).stdout.split()
        self.width, self.height = int(size[0]), int(size[1])
        self.data = text

    def pixel(self, x, y):
        """The RGB at window point (x, y)."""
        px, py = self.origin[0] + int(x), self.origin[1] + int(y)
        offset = 3 * (py * self.width + px)
        return tuple(self.data[offset:offset + 3])


def near(colour, target, tolerance):
    return max(abs(a - b) for a, b in zip(colour, target)) <= tolerance
