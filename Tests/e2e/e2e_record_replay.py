"""E2E: `demo --replay` drives the real window from a script, `--record` writes what the engine
received, and `carousel simulate` of that recording selects exactly what the window selected."""
import json
import os
import subprocess
import tempfile
from e2e_common import Display, HERE, carousel_binary, fail

SCRIPT = {"size": [800, 400], "events": [
    {"t": 0.50, "type": "down", "x": 600, "y": 200},
    {"t": 0.55, "type": "move", "x": 500, "y": 200},
    {"t": 0.60, "type": "move", "x": 300, "y": 200},
    {"t": 0.65, "type": "up", "x": 250, "y": 200},
    {"t": 1.50, "type": "key", "key": "right"},
    {"t": 2.00, "type": "wheel", "x": 400, "y": 200, "dx": 0, "dy": -1},
    {"t": 2.40, "type": "key", "key": "h"},
    {"t": 2.60, "type": "key", "key": "left"},
]}

def selects(output):
    return [(round(e["t"], 2), e["index"]) for e in map(json.loads, output.splitlines()) if e.get("type") == "select"]

def settles(output):
    """The indices each settle event names, in order (their times follow the frames drawn)."""
    return [e["index"] for e in map(json.loads, output.splitlines()) if e.get("type") == "settle"]

def main():
    folder = tempfile.mkdtemp(prefix="carousel-record-")
    script, recording = os.path.join(folder, "in.json"), os.path.join(folder, "rec.json")
    with open(script, "w") as handle:
        json.dump(SCRIPT, handle)
    spec = os.path.join(HERE, "specs", "paging.carousel.toml")
    with Display():
        demo = subprocess.run([carousel_binary(), "demo", spec, "--replay", script, "--record", recording,
                               "--exit-after", "3.5", "--events"], capture_output=True, text=True, timeout=60)
    if demo.returncode != 0:
        fail(f"demo exited {demo.returncode}: {demo.stderr}")
    window = selects(demo.stdout)
    # The first select is the item the carousel starts on (t = 0), as in simulate.
    if [index for _, index in window] != [0, 1, 2, 3, 2] or window[0][0] != 0:
        fail(f"the replayed window selected {window}, expected indices [0, 1, 2, 3, 2] starting at t = 0")
    recorded = json.load(open(recording))
    if not any(e.get("key") == "h" for e in recorded["events"]):
        fail("the recording lost the window-only key h")
    simulated = subprocess.run([carousel_binary(), "simulate", spec, "--input", recording],
                               capture_output=True, text=True, timeout=60)
    if simulated.returncode != 0:
        fail(f"simulate exited {simulated.returncode}: {simulated.stderr}")
    if selects(simulated.stdout) != window:
        fail(f"simulate of the recording selected {selects(simulated.stdout)}, the window {window}")
    if not settles(demo.stdout) or settles(simulated.stdout) != settles(demo.stdout):
        fail(f"simulate of the recording settled on {settles(simulated.stdout)}, the window on {settles(demo.stdout)}")
    print(f"  ok: window and simulate of its recording agree: selects {window}, settles {settles(demo.stdout)}")
    print("e2e record/replay: passed")

main()
