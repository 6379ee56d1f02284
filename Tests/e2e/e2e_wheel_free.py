"""E2E: the wheel in the free modes (Tests/e2e/specs/free.carousel.toml, rows of 250 points, stride
1256 = 1240 + 16). Each notch is one wheel step, 100 points in a free mode (docs/engine.md, "Wheel
in the free modes"). Three notches on the free row move it 300 points and it rests there with no
page change: the 16-point gap between cards 0 and 1 shows at x 960..976. Seven notches on the
free-snap row (700 points, more than half a page) settle on item 1."""
import os
import time
from e2e_common import Demo, Display, HERE, fail
from e2e_free import ROWS, background_columns, wait_idle


def notches(demo, carousel, count):
    phases = len(demo.events("phase"))
    demo.move(640, ROWS[carousel])
    demo.xdo("click", "--repeat", str(count), "--delay", "30", "5")
    wait_idle(demo, carousel, phases)
    return [e["phase"] for e in demo.events("phase")[phases:] if e.get("carousel") == carousel]


def main():
    with Display():
        demo = Demo(os.path.abspath(os.path.join(HERE, "specs", "free.carousel.toml")))
        time.sleep(1.0)
        demo.window = demo._find_window(None)
        phases = notches(demo, "free", 3)
        if "dragging" not in phases:
            fail(f"free: the wheel did not scroll continuously (phases {phases})")
        gap = background_columns(demo, ROWS["free"])
        if not gap or abs(gap[0] - 960) > 3 or abs(gap[-1] + 1 - 976) > 3:
            fail(f"free: expected the gap at x 960..976 after 300 points, got {gap[:1]}..{gap[-1:]}")
        if demo.selects("free"):
            fail(f"free: 300 points of 1256 changed the selection: {demo.selects('free')}")
        print(f"  ok: free rests 300 points on (background at x {gap[0]}..{gap[-1]}), item 0 still selected")
        demo.expect_select("snap", 1, lambda: notches(demo, "snap", 7))
        if background_columns(demo, ROWS["snap"]):
            fail("free-snap: came to rest between pages")
        print("  ok: free-snap settled on item 1 after 700 points")
        demo.quit()
    print("e2e wheel free: passed")


main()
