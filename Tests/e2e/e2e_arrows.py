"""E2E: the navigation arrows in a real window (Tests/e2e/specs/arrows.carousel.toml, a finite
paging carousel of three items in an explicit frame). Clicking next pages forward; at the last
item next is disabled and a click changes nothing; previous pages back. Each step is checked
through the demo's `select` events. The arrows' centres come from docs/engine.md, "Arrows":
`frame start + margin + size / 2` and `frame end - margin - size / 2` on the centre line."""
import os
import sys
import time
from e2e_common import Demo, Display, HERE, fail

FRAME_X, FRAME_Y, FRAME_W, FRAME_H = 40, 60, 720, 280
SIZE, MARGIN = 36, 8
CENTRE_Y = FRAME_Y + FRAME_H // 2
PREVIOUS = (FRAME_X + MARGIN + SIZE // 2, CENTRE_Y)
NEXT = (FRAME_X + FRAME_W - MARGIN - SIZE // 2, CENTRE_Y)

def main():
    with Display():
        spec = os.path.join(HERE, "specs", "arrows.carousel.toml")
        demo = Demo(os.path.abspath(spec))
        print("arrows on 3 items, finite:")
        demo.expect_select("photos", 1, lambda: demo.click(*NEXT))
        demo.expect_select("photos", 2, lambda: demo.click(*NEXT))
        before = len(demo.selects("photos"))
        demo.click(*NEXT)                                      # disabled at the end
        time.sleep(1.5)
        if len(demo.selects("photos")) != before:
            fail(f"next at the end moved: {demo.selects('photos')[before:]}")
        print("  ok: next at the last item changes nothing")
        demo.expect_select("photos", 1, lambda: demo.click(*PREVIOUS))
        demo.move(*NEXT)                                       # hover state for the screenshot
        time.sleep(0.5)
        if len(sys.argv) > 1:
            demo.screenshot(sys.argv[1])
        demo.quit()
    print("e2e arrows: passed")

main()
