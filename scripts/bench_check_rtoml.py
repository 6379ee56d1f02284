#!/usr/bin/env python3
"""`carousel check` against the rtoml parse, run alternately (make bench, issue 12).

Usage: bench_check_rtoml.py CAROUSEL PYTHON SPEC [PAIRS]

hyperfine runs all of one command and then all of the other, so a drift in the machine's speed
between the two blocks (common on a shared virtual machine) moves the ratio. Here each pair runs
both processes back to back, in alternating order, and the ratio is taken per pair: prints the
medians, the ratio of the medians, the median of the per-pair ratios and how many pairs are over
the target of 0.5.
"""
import statistics
import subprocess
import sys
import time


def main() -> int:
    if len(sys.argv) < 4:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    carousel, python, spec = sys.argv[1:4]
    pairs = int(sys.argv[4]) if len(sys.argv) > 4 else 200
    commands = {
        "check": [carousel, "check", spec],
        "rtoml": [python, "-c", "import rtoml,sys; rtoml.load(open(sys.argv[1]))", spec],
    }
    times = {"check": [], "rtoml": []}
    for index in range(pairs):
        order = ["check", "rtoml"] if index % 2 == 0 else ["rtoml", "check"]
        for name in order:
            start = time.perf_counter()
            done = subprocess.run(commands[name], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            times[name].append(time.perf_counter() - start)
            if done.returncode != 0:
                print(f"{name} failed ({done.returncode}): {done.stderr.decode(errors='replace')}", file=sys.stderr)
                return 1
    ratios = [c / r for c, r in zip(times["check"], times["rtoml"])]
    check, rtoml = statistics.median(times["check"]), statistics.median(times["rtoml"])
    over = sum(ratio > 0.5 for ratio in ratios)
    print(f"{pairs} alternating pairs: median carousel check {check * 1000:.1f} ms, rtoml parse {rtoml * 1000:.1f} ms; "
          f"ratio of medians {check / rtoml:.3f}, median per-pair ratio {statistics.median(ratios):.3f} "
          f"(target at most 0.5); pairs over 0.5: {over} of {pairs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
