"""E2E: right to left in a real window (Configs/news-rtl.carousel.toml, `[window] direction =
"rtl"`): a drag to the right goes forward (the selection increases), a flick to the right too,
the Left arrow key goes forward and Right goes back, a horizontal drag to the left at the start
stays on item 0. Each step is checked through the demo's `select` events."""
import os
import sys
import time
from e2e_common import Demo, Display, HERE, fail

def main():
    with Display():
        spec = os.path.join(HERE, "..", "..", "Configs", "news-rtl.carousel.toml")
        demo = Demo(os.path.abspath(spec))
        print("right to left (5 items, 2.4 per view, start-aligned on the right):")
        demo.drag(700, 300, 400, 300)                                       # to the left: back, at 0
        time.sleep(1.0)
        if demo.selects("news"):
            fail(f"a drag to the left at item 0 selected {demo.selects('news')}")
        demo.expect_select("news", 1, lambda: demo.drag(400, 300, 750, 300))  # to the right: forward
        demo.expect_select("news", 2, lambda: demo.flick(400, 300, 120, 0))   # a flick to the right
        demo.expect_select("news", 3, lambda: demo.key("Left"))               # Left: forward
        demo.expect_select("news", 2, lambda: demo.key("Right"))              # Right: back
        if len(sys.argv) > 1:
            demo.screenshot(sys.argv[1])
        demo.quit()
    print("e2e rtl: passed")

main()
