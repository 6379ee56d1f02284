#!/bin/sh
# The demo window under Xvfb for every kind at its defaults and every Configs/ spec, at
# 1280x800 and 1920x1080 (a window of that size: --size), SECONDS each (default 5), --renderer
# auto, with a replayed script that presses `right` and `down` every 0.7 s from 0.5 s on (the
# key along a horizontal and along a vertical axis) and `tab` 0.35 s after each, so the
# carousels of a spec turn their pages in turn: a still spec draws frames (and brings new cards
# into view) instead of one frame in the whole run. Prints one line per run:
# fps and frame CPU p50 / p99 from the demo's own `stats:` line (target: 60 fps, p99 < 8 ms).
# While the window rests between turns it makes the faces of the cards a turn brings into view
# (DemoApp.prepareAhead): that CPU time is in no frame's figure; the stats line gives it apart.
# Every presented frame is counted, the first one included. Before the first frame the demo draws
# the first scene once unpresented (DemoApp.warmUp: the card faces, text and strip tiles it needs);
# that draw is not a frame and is left out of the per-frame figures, but it is inside the `first
# frame ... ms after launch` figure of the same line.
# usage: scripts/bench_kinds_demo.sh [SECONDS]
#   CAROUSEL_BIN   the carousel binary (default .build/release/carousel)
#   BENCH_DISPLAY  an X display to use (default: start Xvfb on the first free number from 99)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${CAROUSEL_BIN:-$root/.build/release/carousel}
bench=${CAROUSEL_BENCH_BIN:-$root/.build/release/carousel-bench}
seconds=${1:-5}
[ -x "$bin" ] || { echo "carousel binary not found: $bin" >&2; exit 2; }
specs=$(mktemp -d)
xvfb=
cleanup() { [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$specs"; }
trap cleanup EXIT
. "$root/scripts/bench_display.sh"
"$bench" kinds --write-specs "$specs"
awk -v end="$seconds" 'BEGIN {
    printf "{\"events\": [";
    sep = "";
    for (t = 0.5; t < end; t += 0.7) {
        printf "%s\n  {\"t\": %.2f, \"type\": \"key\", \"key\": \"right\"},", sep, t;
        printf "\n  {\"t\": %.2f, \"type\": \"key\", \"key\": \"down\"},", t + 0.05;
        printf "\n  {\"t\": %.2f, \"type\": \"key\", \"key\": \"tab\"}", t + 0.35;
        sep = ",";
    }
    print "\n]}";
}' >"$specs/keys.json"
for size in 1280x800 1920x1080; do
    echo "at $size, $seconds s each, a page turn every 0.7 s:"
    for spec in "$specs"/*.carousel.toml "$root"/Configs/*.carousel.toml; do
        name=$(basename "$spec" .carousel.toml)
        case "$spec" in "$specs"/*) name="$name (defaults)" ;; esac
        line=$(DISPLAY=$display "$bin" demo "$spec" --renderer auto --size "$size" --exit-after "$seconds" --stats \
            --replay "$specs/keys.json" 2>&1 \
            | grep '^stats:' || echo "stats: (no stats line)")
        printf '  %-24s %s\n' "$name" "$line"
    done
done
