"""E2E: a manual marquee in a real window: a drag moves it by about the dragged distance, a
flick keeps going with momentum, wheel and keys step one item."""
import os
import sys
from e2e_common import Demo, Display, HERE

def main():
    with Display():
        demo = Demo(os.path.join(HERE, "specs", "marquee.carousel.toml"))
        print("marquee (10 items of 150 + 16 points, speed 0):")
        demo.expect_select("ticker", 1, lambda: demo.key("Right"))
        # 350 points to the left = 2.1 items: the leading item goes from 1 to 3.
        demo.expect_moves("ticker", lambda got: got[-1] == 3, lambda: demo.drag(600, 150, 250, 150),
                          "a 350-point drag moves two items")
        # A flick of 90 points keeps going with momentum past the next item, item after item in
        # order. How far depends on how fast xdotool moved (a busy machine delivers the moves
        # closer together), so it may wrap past item 9 to 0 on this 10-item ring.
        def onward(got, start=3):
            steps = [(b - a) % 10 for a, b in zip([start] + got, got)]
            return len(got) >= 2 and all(step == 1 for step in steps)
        demo.expect_moves("ticker", onward, lambda: demo.flick(500, 150, -90, 0),
                          "a flick continues with momentum")
        last = demo.selects("ticker")[-1]
        demo.expect_select("ticker", (last + 1) % 10, lambda: demo.wheel(400, 150, down=True))
        demo.expect_select("ticker", last, lambda: demo.key("Left"))
        if len(sys.argv) > 1:
            demo.screenshot(sys.argv[1])
        demo.quit()
    print("e2e marquee: passed")

main()
