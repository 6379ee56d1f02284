"""E2E: a resize across a breakpoint is recorded and replayed (Configs/responsive.carousel.toml:
1.2 items per view below 600 points, 2.5 from 600, 4 from 1000). `demo --record` writes each
window resize as a `resize` event of the window's size; `carousel simulate` of the recording and
`demo --replay` of it print the same `rules` lines (per-view and selection) as the live window."""
import json
import os
import subprocess
import tempfile
import time
from e2e_common import Demo, Display, ROOT, carousel_binary, fail


def rules(lines):
    """(rules, per-view, selection) of each `rules` line's first carousel."""
    found = []
    for line in lines:
        if line.get("type") == "rules":
            entry = line["carousels"][0]
            found.append((entry["rules"], entry["per-view"], entry["selection"]))
    return found


def main():
    folder = tempfile.mkdtemp(prefix="carousel-responsive-record-")
    recording = os.path.join(folder, "rec.json")
    spec = os.path.join(ROOT, "Configs", "responsive.carousel.toml")
    with Display():
        demo = Demo(spec, "--record", recording)
        time.sleep(1.0)
        demo.window = demo._find_window(None)
        for index in (1, 2):
            demo.expect_select("picks", index, lambda: demo.key("Right"))
        for width, count in ((900, 1), (1100, 2)):
            demo.xdo("windowsize", demo.window, str(width), "640")
            demo.wait_for(lambda: len(demo.events("rules")) >= count, timeout=5, what=f"a rules line at {width}")
            time.sleep(0.5)
        demo.quit()
        live = rules(demo.events())
        if [per_view for _, per_view, _ in live] != [2.5, 4]:
            fail(f"the window's rules lines are {live}, expected per-view 2.5 then 4")
        recorded = json.load(open(recording))
        sizes = [(e["width"], e["height"]) for e in recorded["events"] if e["type"] == "resize"]
        if (900, 640) not in sizes or (1100, 640) not in sizes:
            fail(f"the recording's resize events are {sizes}, expected the window sizes 900x640 and 1100x640")
        last = recorded["events"][-1]["t"]
        replay = subprocess.run([carousel_binary(), "demo", spec, "--replay", recording, "--events",
                                 "--exit-after", str(last + 1.5)], capture_output=True, text=True, timeout=60)
        if replay.returncode != 0:
            fail(f"demo --replay exited {replay.returncode}: {replay.stderr}")
        replayed = rules(json.loads(line) for line in replay.stdout.splitlines() if line.startswith("{"))
        if replayed != live:
            fail(f"demo --replay printed rules {replayed}, the live window {live}")
    simulated = subprocess.run([carousel_binary(), "simulate", spec, "--input", recording],
                               capture_output=True, text=True, timeout=60)
    if simulated.returncode != 0:
        fail(f"simulate exited {simulated.returncode}: {simulated.stderr}")
    lines = [json.loads(line) for line in simulated.stdout.splitlines()]
    if rules(lines) != live:
        fail(f"simulate of the recording printed rules {rules(lines)}, the window {live}")
    print(f"  ok: the window, its replay and simulate of its recording agree: {live}")
    print("e2e responsive record/replay: passed")


main()
