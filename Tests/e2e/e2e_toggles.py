"""E2E: the demo's toggles add up. Real key presses (xdotool) of Space, A, I and K on one
carousel: A keeps auto-scroll off after Space, a K round trip keeps the `infinite` chosen with
I, `--record` writes all of them, and `carousel simulate` of the recording gives the window's
select and phase events."""
import json
import os
import subprocess
import tempfile
import time
from e2e_common import Demo, Display, carousel_binary, fail

SPEC = """[window]
title = "e2e toggles"
size = [800, 400]

[[carousel]]
id = "pages"
infinite = true
insets = { top = 40, leading = 120, bottom = 40, trailing = 120 }

[carousel.auto]
interval = "1s"
resume-after = "0.5s"
pause-on-hover = false

[carousel.generate]
count = 4
title = "Page {n}"
"""


def moves(output):
    """The select and phase events of `--events` or `simulate` lines, times to 2 decimals."""
    events = (json.loads(line) for line in output if line.startswith("{"))
    return [(round(e["t"], 2), e["type"], e.get("index", e.get("phase"))) for e in events
            if e["type"] in ("select", "phase")]


def main():
    folder = tempfile.mkdtemp(prefix="carousel-toggles-")
    spec, recording = os.path.join(folder, "toggles.carousel.toml"), os.path.join(folder, "rec.json")
    with open(spec, "w") as handle:
        handle.write(SPEC)
    with Display():
        demo = Demo(spec, "--record", recording, "--hud")
        demo.wait_for(lambda: demo.selects("pages"), timeout=4, what="auto-scroll's first page")
        time.sleep(0.8)
        demo.key("space")
        demo.key("a")
        before = len(demo.selects("pages"))
        time.sleep(2.5)  # auto-scroll would have paged twice by now
        if len(demo.selects("pages")) != before:
            fail(f"auto-scroll paged after Space then A: {demo.selects('pages')[before:]}")
        print("  ok: A kept auto-scroll off")
        demo.key("i")  # infinite off
        for _ in range(4):
            demo.key("k")  # stack, marquee, focus, paging
            time.sleep(0.2)
        selection = demo.selects("pages")[-1] if demo.selects("pages") else 0
        demo.screenshot(os.path.join(folder, "after-round-trip.png"))
        for _ in range(selection + 1):
            demo.key("Up")  # vertical now: back to the first page, then once more against the edge
            time.sleep(0.6)
        time.sleep(0.8)
        if demo.selects("pages") and demo.selects("pages")[-1] != 0:
            fail(f"a finite carousel should rest on page 0, selects {demo.selects('pages')}")
        print("  ok: the K round trip kept infinite off (Up stops at the first page)")
        window = moves(demo.lines)
        demo.quit()
    keys = [e.get("key") for e in json.load(open(recording))["events"] if e["type"] == "key"]
    if [k for k in keys if k in ("space", "a", "i", "k")] != ["space", "a", "i", "k", "k", "k", "k"]:
        fail(f"the recording has the keys {keys}")
    simulated = subprocess.run([carousel_binary(), "simulate", spec, "--input", recording],
                               capture_output=True, text=True, timeout=60)
    if simulated.returncode != 0:
        fail(f"simulate exited {simulated.returncode}: {simulated.stderr}")
    replayed = moves(simulated.stdout.splitlines())
    if replayed[:len(window)] != window:
        fail(f"simulate of the recording: {replayed}\nthe window: {window}")
    print(f"  ok: simulate of the recording gives the window's {len(window)} select and phase events")
    print("e2e toggles: passed")


main()
