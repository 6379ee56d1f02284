"""E2E: keyboard focus is always visible. In a real window with two untitled carousels, a
screenshot (import -window root) shows the focus ring (Theme.focusRing, #0A84FF at opacity 0.9,
2 points wide, 3 points inside the frame) along the top edge of the focused carousel's frame
and not along the other's. Tab moves the ring to the next carousel (and round again), and the
arrow keys then page the carousel that shows the ring."""
import sys
import time
from e2e_common import Demo, Display, fail
from e2e_motion_common import FOCUS_BLUE, SPEC, Shot, frames, near

BACKGROUND = (0x0E, 0x0F, 0x13)
# The ring's colour at opacity 0.9 over the window background.
RING = tuple(round(0.9 * f + 0.1 * b) for f, b in zip(FOCUS_BLUE, BACKGROUND))


def ring_share(shot, frame):
    """The share of columns along the middle of the frame's top edge that have a ring-coloured
    pixel in the rows the 2-point ring covers (3 points inside the frame, +-1.5 for the edge)."""
    x, y, width, _ = frame
    columns = range(int(x + 40), int(x + width - 40), 4)
    hits = sum(1 for cx in columns if any(near(shot.pixel(cx, cy), RING, 40) for cy in range(int(y + 1), int(y + 6))))
    return hits / len(columns)


def expect_focus(demo, index, carousels, path):
    shot = Shot(path, demo.window)
    shares = [ring_share(shot, frame) for frame in carousels]
    if shares[index] < 0.9 or any(share > 0.05 for i, share in enumerate(shares) if i != index):
        fail(f"expected the focus ring on carousel {index} only; ring shares {shares} ({path})")
    print(f"  ok: the focus ring is on carousel {index} (shares {[round(s, 2) for s in shares]}, {path})")


def main():
    shot = sys.argv[1] if len(sys.argv) > 1 else "/tmp/e2e-focus"
    with Display():
        carousels = frames()
        demo = Demo(SPEC, "--reduced-motion=off")
        print("keyboard focus is visible:")
        expect_focus(demo, 0, carousels, shot + "-0.png")
        demo.key("Tab")
        time.sleep(0.4)
        expect_focus(demo, 1, carousels, shot + "-1.png")
        demo.expect_select("still", 1, lambda: demo.key("Right"))
        demo.expect_select("still", 0, lambda: demo.key("Left"))
        demo.key("Tab")
        time.sleep(0.4)
        expect_focus(demo, 0, carousels, shot + "-2.png")
        before = len(demo.selects("still"))
        demo.key("Right")
        time.sleep(0.8)
        if len(demo.selects("still")) != before:
            fail("Right paged the carousel without the focus ring")
        print("  ok: Right no longer pages the carousel the ring left")
        demo.quit()
    print("e2e focus visible: passed")


main()
