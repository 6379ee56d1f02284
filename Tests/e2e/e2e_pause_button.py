"""E2E: the visible pause control. A real click (xdotool) on the pause button of a carousel
that auto-scrolls every second switches auto-scroll off: no page in three intervals, and the
screenshot shows the play triangle (its middle column is white where the pause icon has a
gap); a second click switches it on again: the next page comes within an interval, and the
pause icon's gap is back."""
import os
import sys
import time
from e2e_common import Demo, Display, fail
from e2e_motion_common import (INTERVAL, SPEC, Shot, button_centre, expect_no_ticks, expect_tick_within, frames,
                               ticks)

WHITE = (255, 255, 255)


def icon_middle(demo, centre, path):
    """The colour at the button's centre: the pause icon's gap (dark) or the play triangle (white)."""
    shot = Shot(path, demo.window)
    return shot.pixel(*centre)


def main():
    shot = sys.argv[1] if len(sys.argv) > 1 else "/tmp/e2e-pause-button"
    with Display():
        centre = button_centre(frames()[0])
        demo = Demo(SPEC, "--reduced-motion=off")
        print(f"the pause button at {centre}:")
        demo.wait_for(lambda: len(ticks(demo)) >= 1, timeout=3 * INTERVAL + 1, what="the first auto-scroll page")
        time.sleep(0.6)  # the page has come to rest
        middle = icon_middle(demo, centre, shot + "-playing.png")
        if max(middle) > 90:
            fail(f"the pause icon's gap at {centre} is {middle}, not the dark backing")
        print(f"  ok: the button shows the pause icon (gap {middle})")
        demo.click(*centre)
        time.sleep(0.3)
        expect_no_ticks(demo, 3 * INTERVAL + 0.5, "paused by the button")
        middle = icon_middle(demo, centre, shot + "-paused.png")
        if min(middle) < 200:
            fail(f"the play triangle's middle at {centre} is {middle}, not white")
        print(f"  ok: the button shows the play triangle ({middle})")
        demo.click(*centre)
        expect_tick_within(demo, INTERVAL + 1.0, "after the second click")
        if not any(e["phase"] == "auto" for e in demo.events("phase")[-3:]):
            fail("the second click did not resume auto-scroll")
        time.sleep(0.6)
        middle = icon_middle(demo, centre, shot + "-resumed.png")
        if max(middle) > 90:
            fail(f"the pause icon's gap is {middle} after resuming")
        print(f"  ok: the pause icon is back (screenshots {shot}-*.png)")
        demo.quit()
    print("e2e pause button: passed")


main()
