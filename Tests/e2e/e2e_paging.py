"""E2E: infinite paging in a real window: keys across the seam, a drag, a flick, a click on a
neighbour and a wheel step, each checked through the demo's `select` events."""
import os
import sys
from e2e_common import Demo, Display, HERE

def main():
    with Display():
        demo = Demo(os.path.join(HERE, "specs", "paging.carousel.toml"))
        print("paging (infinite, 4 items):")
        demo.expect_select("pages", 3, lambda: demo.key("Left"))          # 0 -> 3 across the seam
        demo.expect_select("pages", 0, lambda: demo.key("Right"))         # 3 -> 0 across the seam
        demo.expect_select("pages", 1, lambda: demo.drag(600, 200, 200, 200))
        demo.expect_select("pages", 2, lambda: demo.flick(500, 200, -90, 0))
        demo.expect_select("pages", 3, lambda: demo.click(760, 200))      # the right neighbour
        demo.expect_select("pages", 0, lambda: demo.wheel(400, 200, down=True))  # wheel: 3 -> 0 over the seam
        demo.expect_select("pages", 3, lambda: demo.drag(200, 200, 600, 200))   # drag back over the seam
        if len(sys.argv) > 1:
            demo.screenshot(sys.argv[1])
        demo.quit()
    print("e2e paging: passed")

main()
