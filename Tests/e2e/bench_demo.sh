#!/bin/sh
# Runs `carousel demo` in a real window under Xvfb for 10 seconds and prints the frame
# figures it measured (fps, frame CPU time p50/p99) on exit.
# usage: Tests/e2e/bench_demo.sh [SPEC]   (default: the built-in showcase)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${CAROUSEL_BIN:-$root/.build/release/carousel}
[ -x "$bin" ] || bin=$root/.build/debug/carousel
[ -x "$bin" ] || { echo "carousel binary not found; build first or set CAROUSEL_BIN" >&2; exit 2; }
number=99
while [ -e "/tmp/.X11-unix/X$number" ] || [ -e "/tmp/.X$number-lock" ]; do number=$((number + 1)); done
Xvfb ":$number" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
echo "demo ${1:-showcase} under Xvfb for 10 s ($bin):"
DISPLAY=":$number" "$bin" demo ${1:+"$1"} --exit-after 10 --stats 2>&1 | grep '^stats:'
