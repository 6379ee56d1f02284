"""E2E: synced carousels in a real window (Configs/photos.carousel.toml): a click on a thumbnail
moves the main carousel to it; a drag of the thumbnail strip by about one card stride moves the
strip one item and the main carousel follows; the main carousel's auto-scroll (first, while
nobody touches the window) moves the strip. Each step is checked through the demo's `select` events of both carousels.

Strip geometry (1280 x 800 window): frame y 600..784, insets 80 / 12, 5 per view with spacing 12:
item length L = (1120 - 4 * 12) / 5 = 214.4, stride 226.4. A thumbnail strip (no `align`): item k's
centre at x = 80 + (k - view) * 226.4 + 107.2, the view 0 while items 0 to 4 are in view."""
import os
import sys
from e2e_common import Demo, Display, HERE, fail  # noqa: F401

STRIDE = 226.4
Y = 692

def main():
    with Display():
        spec = os.path.join(HERE, "..", "..", "Configs", "photos.carousel.toml")
        demo = Demo(os.path.abspath(spec))
        print("photos + synced thumbnails:")
        demo.move(640, 592)  # between the two carousels: no hover pause
        # The main carousel's first auto-scroll tick (4 s) moves the strip too; it also tells that
        # the window is up and playing.
        demo.wait_for(lambda: demo.selects("thumbs")[:1] == [1] and demo.selects("photos")[:1] == [1],
                      timeout=15, what="the first auto-scroll tick to move both carousels to 1")
        print("  ok: auto-scroll moved photos and thumbs to 1")
        demo.wait_for(lambda: demo.events("phase")[-1:] and demo.events("phase")[-1]["phase"] == "idle",
                      what="the pair to settle")
        # Item 3 is in view (the strip has not scrolled): its centre is three strides from item 0's.
        demo.expect_select("photos", 3, lambda: demo.click(int(80 + 3 * STRIDE + 107.2), Y))
        if demo.selects("thumbs")[-1:] != [3]:
            fail(f"thumbs: expected to rest on 3, got {demo.selects('thumbs')}")
        # A slow drag to the left by a little more than one stride: the strip scrolls with the finger
        # and goes to item 4 (its view comes to rest one whole stride on).
        demo.expect_select("photos", 4, lambda: demo.drag(900, Y, int(900 - STRIDE - 14), Y))
        if demo.selects("thumbs")[-1:] != [4]:
            fail(f"thumbs: expected to rest on 4, got {demo.selects('thumbs')}")
        # Hands off again: after resume-after (3 s) and an interval (4 s) auto-scroll moves both to 5.
        before = len(demo.selects("thumbs"))
        demo.wait_for(lambda: len(demo.selects("thumbs")) > before, timeout=12, what="auto-scroll of the strip")
        demo.wait_for(lambda: demo.selects("photos")[-1:] == demo.selects("thumbs")[-1:] == [5], timeout=2,
                      what="the pair to agree on 5")
        print("  ok: auto-scroll moved both to 5")
        if len(sys.argv) > 1:
            demo.wait_for(lambda: demo.events("phase")[-1]["phase"] == "idle", what="the pair to settle")
            demo.screenshot(sys.argv[1])
        demo.quit()
    print("e2e sync: passed")

main()
