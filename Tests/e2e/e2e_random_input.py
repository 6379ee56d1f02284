"""E2E: 10,000 random input events (fixed seed) replayed into the showcase window with
--replay must not crash it; the same script through `carousel render --input` must not either."""
import json
import os
import random
import subprocess
import tempfile
from e2e_common import Display, carousel_binary, fail

KEYS = ["left", "right", "up", "down", "home", "end", "pageup", "pagedown", "space", "tab", "h", "r"]

def script(count=10000, seconds=12.0, seed=20261129):
    rng = random.Random(seed)
    events, t, pressed = [], 0.0, False
    for _ in range(count):
        t += rng.random() * 2 * seconds / count
        x, y = rng.uniform(-50, 1330), rng.uniform(-50, 850)
        kind = rng.choice(["down", "move", "move", "move", "up", "wheel", "key", "hover", "leave", "resize"])
        event = {"t": round(t, 4), "type": kind}
        if kind in ("down", "move", "up", "hover", "wheel"):
            event.update(x=round(x, 1), y=round(y, 1))
        if kind == "wheel":
            event.update(dx=rng.choice([0, 0, -1, 1, 0.3]), dy=rng.choice([-3, -1, 1, 2.5, -0.2]))
        if kind == "key":
            event["key"] = rng.choice(KEYS)
        if kind == "resize":
            event.update(width=rng.randint(320, 1600), height=rng.randint(240, 1000))
        events.append(event)
    return {"size": [1280, 800], "events": events}

def main():
    path = os.path.join(tempfile.mkdtemp(prefix="carousel-fuzz-"), "random.json")
    data = script()
    with open(path, "w") as handle:
        json.dump(data, handle)
    last = data["events"][-1]["t"]
    with Display():
        result = subprocess.run([carousel_binary(), "demo", "--replay", path, "--exit-after", str(last + 1), "--events"],
                                capture_output=True, text=True, timeout=last + 60)
    if result.returncode != 0:
        fail(f"demo --replay exited {result.returncode}: {result.stderr[-2000:]}")
    selects = sum(1 for line in result.stdout.splitlines() if '"select"' in line)
    print(f"  ok: demo replayed {len(data['events'])} random events over {last:.1f} s ({selects} selects), exit 0")
    out = path.replace(".json", ".png")
    result = subprocess.run([carousel_binary(), "render", os.path.join(os.path.dirname(__file__), "..", "..", "Configs", "showcase.carousel.toml"),
                             "--input", path, "-o", out], capture_output=True, text=True, timeout=120)
    if result.returncode != 0 or not os.path.exists(out):
        fail(f"render --input exited {result.returncode}: {result.stderr[-2000:]}")
    print("  ok: render --input with the same script, exit 0")
    print("e2e random input: passed")

main()
