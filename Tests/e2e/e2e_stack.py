"""E2E: the stack in a real window: key, drag, flick and wheel each move one card; a click on a
neighbour does nothing (only the front card is tappable)."""
import os
import sys
import time
from e2e_common import Demo, Display, HERE, fail

def main():
    with Display():
        demo = Demo(os.path.join(HERE, "specs", "stack.carousel.toml"))
        print("stack (5 cards):")
        demo.expect_select("ring", 1, lambda: demo.key("Right"))
        demo.expect_select("ring", 2, lambda: demo.drag(600, 200, 250, 200))
        # A flick commits at least one card; a fast one may commit several (predicted distance).
        demo.expect_moves("ring", lambda got: len(got) == 1 and got[0] in (3, 4, 0), lambda: demo.flick(500, 200, -90, 0),
                          "a flick moves forward by one or more cards")
        current = demo.selects("ring")[-1]
        before = len(demo.selects("ring"))
        demo.click(700, 200)
        time.sleep(1.0)
        if len(demo.selects("ring")) != before:
            fail(f"a click on a stack neighbour must not select; got {demo.selects('ring')[before:]}")
        print("  ok: click on a neighbour does nothing")
        demo.expect_select("ring", (current + 1) % 5, lambda: demo.wheel(400, 200, down=True))
        demo.expect_select("ring", (current + 2) % 5, lambda: demo.key("Right"))
        demo.expect_select("ring", (current + 1) % 5, lambda: demo.drag(250, 200, 600, 200))  # and back
        if len(sys.argv) > 1:
            demo.screenshot(sys.argv[1])
        demo.quit()
    print("e2e stack: passed")

main()
