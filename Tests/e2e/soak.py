#!/usr/bin/env python3
"""`make soak`: the showcase and Configs/signage.carousel.toml run side by side in real windows
under one Xvfb for SOAK_MINUTES (default 30) with scripted input (xdotool drags, keys and wheel
steps every few seconds), sampling each process's RSS. Prints the samples, then each window's
RSS growth from the end of the warm-up (a quarter of the run, at most 2 minutes) to the end,
and fails when either grew by 2 MB or more (issue 24's bound) or a window died.

Not part of `make test` (it takes half an hour); SOAK_MINUTES=2 tries it quickly, but the
verdict of so short a run says little."""
import os
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e_common as e2e  # noqa: E402

LIMIT_MB = 2.0
SAMPLE_SECONDS = 10
INPUT_SECONDS = 3


def rss_kb(pid):
    """The process's resident set (VmRSS) in KB, or None once it has gone."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def start_display():
    """An Xvfb wide enough for the two 1280x800 windows side by side."""
    try:
        display, process = e2e.xvfb.start("2600x860")
    except e2e.xvfb.XvfbError as error:
        e2e.fail(str(error))
    os.environ["DISPLAY"] = display
    return process


def poke(demo, step):
    """One scripted input on `demo`'s window, a different one each step."""
    action = step % 6
    if action == 0:
        demo.drag(900, 300, 400, 300, steps=8, step_delay=0.02, hold=0.05)
    elif action == 1:
        demo.key("Right")
    elif action == 2:
        demo.wheel(640, 300, down=step % 12 < 6)
    elif action == 3:
        demo.key("Tab")
    elif action == 4:
        demo.flick(500, 300, 300, 0)
    else:
        demo.key("Left")
    # Pointer off the carousels, so pause-on-hover does not hold auto-scroll the whole run.
    demo.move(5, 5)


def main():
    minutes = float(os.environ.get("SOAK_MINUTES", "30"))
    seconds = minutes * 60
    warm_up = min(120.0, seconds / 4)
    root = e2e.ROOT
    xvfb = start_display()
    demos = []
    try:
        demos.append(("showcase", e2e.Demo(None)))
        demos.append(("signage", e2e.Demo(os.path.join(root, "Configs", "signage.carousel.toml"))))
        for index, (_, demo) in enumerate(demos):
            demo.xdo("windowmove", demo.window, str(10 + 1300 * index), "10")
        print(f"soak: {minutes:g} min, warm-up {warm_up:.0f} s, RSS every {SAMPLE_SECONDS} s,"
              f" input every {INPUT_SECONDS} s; {e2e.carousel_binary()}")
        start = time.time()
        samples = {name: [] for name, _ in demos}
        next_sample = start
        step = 0
        while time.time() - start < seconds:
            now = time.time()
            if now >= next_sample:
                line = []
                for name, demo in demos:
                    kb = rss_kb(demo.process.pid)
                    if kb is None or demo.process.poll() is not None:
                        e2e.fail(f"{name} exited during the soak: {' | '.join(demo.stderr_lines[-5:])}")
                    samples[name].append((now - start, kb))
                    line.append(f"{name} {kb / 1024:.1f} MB")
                print(f"  {now - start:7.0f} s  " + "  ".join(line), flush=True)
                next_sample += SAMPLE_SECONDS
            for _, demo in demos:
                poke(demo, step)
            step += 1
            time.sleep(INPUT_SECONDS)
        failed = False
        for name, demo in demos:
            after = [kb for t, kb in samples[name] if t >= warm_up]
            if len(after) < 2:
                e2e.fail(f"{name}: too few samples after the warm-up; run longer")
            growth = (after[-1] - after[0]) / 1024
            peak = max(kb for _, kb in samples[name]) / 1024
            selects = len(demo.events("select"))
            verdict = "ok" if growth < LIMIT_MB else f"FAIL (bound {LIMIT_MB:g} MB)"
            print(f"soak {name}: RSS {after[0] / 1024:.1f} MB after warm-up -> {after[-1] / 1024:.1f} MB at"
                  f" {minutes:g} min, growth {growth:+.2f} MB, peak {peak:.1f} MB, {selects} select events: {verdict}")
            failed = failed or growth >= LIMIT_MB
            if selects == 0:
                e2e.fail(f"{name}: no select events: the scripted input did not reach the window")
        for _, demo in demos:
            demo.process.send_signal(signal.SIGTERM)
            demo.process.wait(timeout=10)
        return 1 if failed else 0
    finally:
        for _, demo in demos:
            if demo.process.poll() is None:
                demo.process.kill()
        xvfb.send_signal(signal.SIGTERM)
        xvfb.wait(timeout=5)


if __name__ == "__main__":
    sys.exit(main())
