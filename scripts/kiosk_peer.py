#!/usr/bin/env python3
"""The kiosk peer of `make bench` (bench/kiosk-peer/README.md): `carousel demo` and Chromium +
Slick showing the same three-per-view row, still and autoplaying every 2 s, run side by side
under one Xvfb (1280x800, software drawing on both sides). For each screen prints each side's
CPU (whole process tree, ticks from /proc between 5 s and 15 s after start, as % of one core)
and PSS (sum of `Pss` of each process's smaps_rollup at 15 s).

usage: scripts/kiosk_peer.py CAROUSEL_BIN
Prints a plain "skipped" line and exits 0 when Chromium or Slick is not installed
(`make deps-bench` installs them)."""
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import xvfb  # scripts/xvfb.py, beside this file

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PEER = os.path.join(ROOT, "bench", "kiosk-peer")
SLICK = "/usr/share/javascript/slick/slick.min.js"
TICKS = os.sysconf("SC_CLK_TCK")
START, END = 5.0, 15.0


def tree(pid):
    """`pid` and every process descended from it."""
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(entry))
        except OSError:
            continue
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        todo += children.get(current, [])
    return found


def cpu_ticks(pids):
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime + stime
        except OSError:
            continue
    return total


def pss_kb(pids):
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/smaps_rollup") as rollup:
                total += sum(int(line.split()[1]) for line in rollup if line.startswith("Pss:"))
        except OSError:
            continue
    return total


def measure(processes):
    """CPU % of a core per process tree between START and END seconds, and PSS in MB at END."""
    began = time.time()
    time.sleep(START)
    first = {name: cpu_ticks(tree(p.pid)) for name, p in processes.items()}
    time.sleep(END - START)
    result = {}
    for name, process in processes.items():
        pids = tree(process.pid)
        if process.poll() is not None:
            sys.exit(f"kiosk peer: {name} exited early with {process.returncode}")
        cpu = (cpu_ticks(pids) - first[name]) / TICKS / (END - START) * 100
        result[name] = (cpu, pss_kb(pids) / 1024, len(pids))
    del began
    return result


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/kiosk_peer.py CAROUSEL_BIN")
    carousel = sys.argv[1]
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None or not os.path.exists(SLICK):
        print("kiosk peer: skipped: Chromium or Slick is not installed (make deps-bench installs chromium,"
              " libjs-slick and libjs-jquery); no side-by-side figures in this run")
        return 0
    display, xvfb_process = xvfb.start("1280x800")
    env = dict(os.environ, DISPLAY=display)
    print(f"kiosk peer: under one Xvfb 1280x800; CPU = % of one core from {START:g} s to {END:g} s after start,"
          f" whole process tree; PSS at {END:g} s")
    try:
        for screen, spec, anchor in (("still", "still", ""), ("autoplay every 2 s", "auto", "#auto")):
            profile = tempfile.mkdtemp(prefix="kiosk-peer-")
            processes = {
                "carousel demo": subprocess.Popen(
                    [carousel, "demo", os.path.join(PEER, f"{spec}.carousel.toml"), "--exit-after", str(END + 5)],
                    env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL),
                "Chromium + Slick": subprocess.Popen(
                    [chromium, "--no-sandbox", "--kiosk", "--disable-gpu", f"--user-data-dir={profile}",
                     "--no-first-run", "--window-size=1280,800", f"file://{PEER}/slick.html{anchor}"],
                    env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL),
            }
            try:
                figures = measure(processes)
            finally:
                for process in processes.values():
                    if process.poll() is None:
                        process.send_signal(signal.SIGTERM)
                for process in processes.values():
                    try:
                        process.wait(timeout=10)
                    except subprocess.TimeoutExpired:
                        process.kill()
                shutil.rmtree(profile, ignore_errors=True)
            for name, (cpu, pss, count) in figures.items():
                print(f"kiosk peer {screen}: {name}: {cpu:.2f} % of a core, PSS {pss:.0f} MB in {count} processes")
    finally:
        xvfb_process.send_signal(signal.SIGTERM)
        xvfb_process.wait(timeout=5)
    return 0


if __name__ == "__main__":
    sys.exit(main())
