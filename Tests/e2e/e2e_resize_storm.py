"""E2E: a storm of window resizes (xdotool windowsize in a loop) must not crash the demo, and
it must still respond to input afterwards."""
import os
import random
import time
from e2e_common import Demo, Display, HERE

def main():
    random.seed(7)
    with Display():
        demo = Demo(os.path.join(HERE, "specs", "paging.carousel.toml"))
        print("resize storm:")
        for _ in range(80):
            demo.xdo("windowsize", demo.window, str(random.randint(170, 1280)), str(random.randint(130, 800)))
            time.sleep(0.01)
        demo.xdo("windowsize", demo.window, "800", "400")
        time.sleep(0.8)
        demo.expect_select("pages", 1, lambda: demo.key("Right"))
        demo.quit()
    print("e2e resize storm: passed (80 resizes, still responsive, clean exit)")

main()
