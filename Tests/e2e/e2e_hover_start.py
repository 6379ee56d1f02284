"""E2E: a window opened under a resting pointer is not hovered (issue 24): with
pause-on-hover, auto-scroll starts although the pointer rests on the carousel, until it moves."""
import os
import subprocess
import tempfile
from e2e_common import Demo, Display

SPEC = """[window]
title = "e2e hover at start"
size = [800, 400]

[[carousel]]
id = "pages"
infinite = true

[carousel.auto]
interval = "1s"
pause-on-hover = true

[carousel.generate]
count = 4
"""


def main():
    folder = tempfile.mkdtemp(prefix="carousel-hover-")
    spec = os.path.join(folder, "hover.carousel.toml")
    with open(spec, "w") as handle:
        handle.write(SPEC)
    with Display():
        print("hover at start:")
        # The pointer rests on the screen's centre, where the window will open, before launch.
        subprocess.run(["xdotool", "mousemove", "640", "400"], check=True)
        demo = Demo(spec)
        demo.wait_for(lambda: len(demo.selects("pages")) >= 2, timeout=8,
                      what="auto-scroll selects under the resting pointer")
        print(f"  ok: auto-scroll runs under a pointer resting since launch (selects {demo.selects('pages')})")
        demo.quit()


if __name__ == "__main__":
    main()
