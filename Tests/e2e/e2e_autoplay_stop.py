"""E2E: `on-interaction = "stop"` in a real window. Auto-scroll ticks every second until a real
drag (xdotool); after it, waiting three intervals brings no auto-scroll page (read back from the
demo's `--events` lines), and a screenshot shows the dragged-to card (Blue) still centred."""
import os
import subprocess
import sys
import time
from e2e_common import Demo, Display, HERE, fail

BLUE = (0x2E, 0x86, 0xC1)


def centre_pixel(path):
    """The RGB of the screenshot's centre pixel (ImageMagick's `convert`)."""
    text = subprocess.run(["convert", path, "-format", "%[fx:int(255*p{400,200}.r)],%[fx:int(255*p{400,200}.g)],"
                           "%[fx:int(255*p{400,200}.b)]", "info:"], capture_output=True, text=True, check=True).stdout
    return tuple(int(part) for part in text.strip().split(","))


def main():
    shot = sys.argv[1] if len(sys.argv) > 1 else "/tmp/e2e-autoplay-stop.png"
    with Display():
        demo = Demo(os.path.join(HERE, "specs", "autoplay-stop.carousel.toml"), "--reduced-motion=off")
        print("autoplay with on-interaction = \"stop\" (interval 1 s):")
        demo.wait_for(lambda: demo.selects("slides") == [1], timeout=3.5, what="the first auto-scroll page")
        # Drag once the tick's page has come to rest (the next tick is a whole interval later).
        demo.wait_for(lambda: any(e["carousel"] == "slides" and e["phase"] == "idle" for e in demo.events("phase")),
                      timeout=2,
                      what="the auto-scroll page to come to rest")
        print("  ok: auto-scroll paged 0 -> 1 by itself")
        demo.expect_select("slides", 2, lambda: demo.drag(600, 200, 200, 200))
        after_drag = list(demo.selects("slides"))
        time.sleep(3.5)  # three intervals and more: no auto-scroll may come
        later = demo.selects("slides")
        if later != after_drag:
            fail(f"auto-scroll paged after the drag: selects {after_drag} then {later}")
        phases = [e for e in demo.events("phase") if e["carousel"] == "slides" and e["phase"] == "auto"]
        if len(phases) != 1:
            fail(f"expected exactly one auto-scroll tick (before the drag), got {len(phases)}")
        print(f"  ok: no auto-scroll page in 3.5 s after the drag (selects {later})")
        demo.screenshot(shot)
        pixel = centre_pixel(shot)
        if max(abs(a - b) for a, b in zip(pixel, BLUE)) > 24:
            fail(f"the centre of the screenshot is {pixel}, not the Blue card {BLUE}")
        print(f"  ok: the screenshot shows the Blue card at the centre ({shot})")
        demo.quit()
    print("e2e autoplay stop: passed")


main()
