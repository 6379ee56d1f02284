"""E2E: several items per view in a real window (Configs/continue-watching.carousel.toml):
`scroll-by = "page"` keys and flicks move 4 items, `contain` stops at target 8, and the loop
of three posters at 2.5 per view (started on item 1) drags and flicks across its seam. Each
step is checked through the demo's `select` events."""
import os
import sys
from e2e_common import Demo, Display, HERE

def main():
    with Display():
        spec = os.path.join(HERE, "..", "..", "Configs", "continue-watching.carousel.toml")
        demo = Demo(os.path.abspath(spec))
        print("per-view 4.3, contained, scroll-by page (12 items); loop of 3 at 2.5 per view:")
        demo.expect_select("continue", 4, lambda: demo.key("Right"))        # a page: 4 items
        demo.expect_select("continue", 8, lambda: demo.key("End"))          # contained: last target 8
        demo.expect_select("continue", 0, lambda: demo.key("Home"))
        demo.expect_select("continue", 4, lambda: demo.flick(900, 200, -120, 0))  # a flick: a page
        demo.expect_select("posters", 2, lambda: demo.drag(900, 600, 400, 600))   # start = 1, one item on
        # Across the seam: 260 points, past half a 477-point poster, so it pages even when a loaded
        # machine delivers the flick too slowly to read as one (CI saw a 120-point flick take 0.4 s).
        demo.expect_select("posters", 0, lambda: demo.flick(900, 600, -260, 0))
        if len(sys.argv) > 1:
            demo.screenshot(sys.argv[1])
        demo.quit()
    print("e2e per-view: passed")

main()
