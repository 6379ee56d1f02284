#!/bin/sh
# Runs `carousel demo` in a real window under Xvfb (1280x800) for 10 seconds, once with
# `--renderer auto` and once with `--renderer gpu`, and prints each run's `stats:` line
# (fps, frame CPU time p50/p99, first frame, renderer in use) and the process's CPU time per
# frame measured from outside by /usr/bin/time (user + sys, when it is installed).
# usage: Tests/e2e/bench_demo.sh [SPEC]   (default: the built-in showcase)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${CAROUSEL_BIN:-$root/.build/release/carousel}
[ -x "$bin" ] || bin=$root/.build/debug/carousel
[ -x "$bin" ] || { echo "carousel binary not found; build first or set CAROUSEL_BIN" >&2; exit 2; }
started=$(python3 "$root/scripts/xvfb.py" 1280x800) || exit 1
xvfb=${started#* }
log=$(mktemp)
trap 'kill $xvfb 2>/dev/null || true; rm -f "$log"' EXIT
for renderer in auto gpu; do
    echo "demo ${1:-showcase} under Xvfb for 10 s, --renderer $renderer ($bin):"
    if [ -x /usr/bin/time ]; then
        DISPLAY="${started% *}" /usr/bin/time -f "time: %U %S" \
            "$bin" demo ${1:+"$1"} --renderer "$renderer" --exit-after 10 --stats >"$log" 2>&1 || true
    else
        DISPLAY="${started% *}" "$bin" demo ${1:+"$1"} --renderer "$renderer" --exit-after 10 --stats >"$log" 2>&1 || true
    fi
    grep '^stats:' "$log" || { echo "no stats line; the demo printed:" >&2; cat "$log" >&2; exit 1; }
    frames=$(sed -n 's/^stats: \([0-9]*\) frames.*/\1/p' "$log")
    awk -v frames="$frames" '/^time: / && frames > 0 {
        printf "/usr/bin/time: user %s s + sys %s s = %.2f ms CPU per frame over %d frames\n", $2, $3, ($2 + $3) * 1000 / frames, frames
    }' "$log"
done
