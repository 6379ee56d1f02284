#!/usr/bin/env python3
"""The demo window with 10 and with 10,000,000 generated items, each without and with the
accessibility bus (issue 26: "a 10M-item generated carousel exposes a bounded number of objects,
and its start-up and frame CPU are unchanged").

The script runs itself again inside a private D-Bus session (dbus-run-session) and starts the
accessibility bus there (at-spi-bus-launcher), as Tests/e2e/e2e_atspi.py does. Each run is one
`carousel demo SPEC --events --stats --replay KEYS` under Xvfb at 1280x800 for SECONDS, the replay
pressing `right` every 0.1 s on an infinite paging carousel, so a page turns and the selection
moves all the time (with the bus, each move is an AT-SPI event). A run without the bus has the
session and accessibility bus addresses removed from its environment (the demo then loads no
accessibility library); a run with the bus must have mapped libatk-bridge, else the figure would
be of a window the bus never saw and the line is left out (bench_table.py then says "not measured").

Per run: start-up, from starting the process to its first `select` line on stdout (the start
select, printed when the first scene is ready), in wall time and in the CPU time the process had
used by then (/proc/PID/stat, in clock ticks: other load on the machine moves it less), and the
demo's own `stats:` line (its first frame after launch, frame CPU p50 and p99). The four
configurations run in turn ROUNDS times and each figure is the median over the rounds. Prints
one line per configuration:

  atspi demo: 10 items, no bus: start-up 123.4 ms (CPU 90.0 ms), first frame 118.0 ms, frame CPU p50 0.51 ms, p99 1.20 ms (3 runs)

usage: scripts/bench_atspi_demo.py [SECONDS] [ROUNDS]
  CAROUSEL_BIN   the carousel binary (default .build/release/carousel)
  BENCH_DISPLAY  an X display to use (default: start Xvfb on the first free number from 99)
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

import xvfb  # scripts/xvfb.py, beside this file

INSIDE = "CAROUSEL_BENCH_ATSPI_SESSION"
LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
BUS_VARIABLES = ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS")
COUNTS = (10, 10_000_000)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATS = re.compile(r"^stats: \d+ frames in [0-9.]+ s, [0-9.]+ fps, frame CPU p50 ([0-9.]+) ms, p99 ([0-9.]+) ms"
                   r".*; first frame ([0-9.]+) ms after launch")


def spec_text(count):
    """One infinite paging carousel of `count` generated items, named for the bus."""
    return (f'version = 1\n\n[window]\ntitle = "bench atspi {count}"\nsize = [1280, 800]\n\n'
            f'[[carousel]]\nid = "many"\nlabel = "Generated cards"\ninfinite = true\n'
            f'page-size = {{ width = 400, height = 300 }}\n\n'
            f'[carousel.generate]\ncount = {count}\ntitle = "Card {{n}}"\n')


def replay_text(seconds):
    """`right` every 0.1 s from 0.3 s until the run ends (the script format of simulate --input)."""
    events, t = [], 0.3
    while t < seconds:
        events.append(f'{{"t": {t:.2f}, "type": "key", "key": "right"}}')
        t += 0.1
    return '{"events": [\n  ' + ",\n  ".join(events) + "\n]}\n"


def loads_bridge(pid):
    try:
        with open(f"/proc/{pid}/maps") as maps:
            return any("libatk-bridge-2.0.so" in line for line in maps)
    except OSError:
        return False


def cpu_ms(pid):
    """The CPU time (user + system) process `pid` has used, in milliseconds; None once it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def run(binary, spec, replay, seconds, display, bus):
    """One demo run: (start-up ms, start-up CPU ms, first frame ms, p50 ms, p99 ms), or a reason string."""
    env = dict(os.environ, DISPLAY=display)
    if not bus:
        for name in BUS_VARIABLES:
            env.pop(name, None)
    started = time.monotonic()
    process = subprocess.Popen(
        [binary, "demo", spec, "--events", "--stats", "--renderer", "auto", "--size", "1280x800",
         "--exit-after", str(seconds), "--replay", replay],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1, env=env)
    first_select, stderr = [], []

    def read_stdout():
        for line in process.stdout:
            if not first_select and '"type":"select"' in line.replace(" ", ""):
                first_select.append((time.monotonic(), cpu_ms(process.pid)))

    readers = [threading.Thread(target=read_stdout, daemon=True),
               threading.Thread(target=lambda: stderr.extend(process.stderr), daemon=True)]
    for reader in readers:
        reader.start()
    # Whether atk-bridge is mapped, looked at four times a second until it is or the demo exits
    # (the bridge is loaded once the window is up, a moment after the first select line).
    bridge = False
    while not bridge and process.poll() is None:
        bridge = loads_bridge(process.pid)
        time.sleep(0.25)
    try:
        process.wait(timeout=seconds + 30)
    except subprocess.TimeoutExpired:
        process.kill()
        return "the demo did not exit"
    for reader in readers:
        reader.join(timeout=5)
    stats = next((STATS.match(line) for line in stderr if STATS.match(line)), None)
    if not first_select or first_select[0][1] is None or not stats:
        return "no select line or no stats line; stderr: " + " | ".join(line.strip() for line in stderr[-5:])
    if bridge != bus:
        return ("the demo did not load atk-bridge with the bus" if bus
                else "the demo loaded atk-bridge without a bus")
    return ((first_select[0][0] - started) * 1000, first_select[0][1], float(stats.group(3)), float(stats.group(1)),
            float(stats.group(2)))


def start_display():
    """$BENCH_DISPLAY, else a new Xvfb (scripts/xvfb.py): (display, process)."""
    if os.environ.get("BENCH_DISPLAY"):
        return os.environ["BENCH_DISPLAY"], None
    return xvfb.start("1920x1080")


def main(argv):
    seconds = float(argv[1]) if len(argv) > 1 else 5
    rounds = int(argv[2]) if len(argv) > 2 else 3
    binary = os.environ.get("CAROUSEL_BIN") or os.path.join(ROOT, ".build", "release", "carousel")
    if not os.access(binary, os.X_OK):
        print(f"skipped: carousel binary not found: {binary}")
        return 2
    for tool, package in (("Xvfb", "xvfb"), ("dbus-run-session", "dbus"), (LAUNCHER, "at-spi2-core")):
        if shutil.which(tool) is None:
            print(f"skipped: {tool} is not installed ({package}; make deps-test)")
            return 2
    if os.environ.get(INSIDE) != "1":
        os.environ[INSIDE] = "1"
        os.execvp("dbus-run-session", ["dbus-run-session", "--", sys.executable, os.path.abspath(__file__), *argv[1:]])
    work = tempfile.mkdtemp(prefix="carousel-bench-atspi-")
    launcher = subprocess.Popen([LAUNCHER, "--launch-immediately"], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
    display, xvfb_process = start_display()
    try:
        time.sleep(0.5)
        replay = os.path.join(work, "keys.json")
        with open(replay, "w") as handle:
            handle.write(replay_text(seconds))
        specs = {}
        for count in COUNTS:
            specs[count] = os.path.join(work, f"items-{count}.carousel.toml")
            with open(specs[count], "w") as handle:
                handle.write(spec_text(count))
        configurations = [(count, bus) for count in COUNTS for bus in (False, True)]
        results = {configuration: [] for configuration in configurations}
        print(f"demo under Xvfb at 1280x800, {seconds:g} s per run, a page turn every 0.1 s, {rounds} rounds "
              f"of {len(configurations)} runs ({binary}):")
        for round_number in range(rounds):
            # Each round in another order, so the machine's drift does not favour one configuration.
            order = configurations[round_number % len(configurations):] + configurations[:round_number % len(configurations)]
            for count, bus in order:
                outcome = run(binary, specs[count], replay, seconds, display, bus)
                if isinstance(outcome, str):
                    print(f"  {count} items, {'bus' if bus else 'no bus'}, round {round_number + 1}: {outcome}")
                else:
                    results[(count, bus)].append(outcome)
        for count, bus in configurations:
            runs = results[(count, bus)]
            if len(runs) < rounds:
                print(f"atspi demo: {count} items, {'bus' if bus else 'no bus'}: not measured "
                      f"({len(runs)} of {rounds} runs gave figures)")
                continue
            start, cpu, first, p50, p99 = (statistics.median(run[index] for run in runs) for index in range(5))
            print(f"atspi demo: {count} items, {'bus' if bus else 'no bus'}: start-up {start:.1f} ms (CPU {cpu:.1f} ms), "
                  f"first frame {first:.1f} ms, frame CPU p50 {p50:.2f} ms, p99 {p99:.2f} ms ({len(runs)} runs)")
    finally:
        launcher.terminate()
        launcher.wait(timeout=5)
        if xvfb_process:
            xvfb_process.terminate()
            xvfb_process.wait(timeout=5)
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
