#!/bin/sh
# Every effect in the demo window under Xvfb at 1280x800 while its cards move: one spec per
# effect (one looping paging carousel of seven 400 x 300 pages) plus the effect galleries
# (Configs/effects*.carousel.toml, coverflow, cylinder), each run for SECONDS (default 6) with a
# replayed script that presses `right` and then `tab` every 0.1 s from 0.3 s on, so every
# carousel of a spec is turning a page most of the time. Prints one line per run: fps and frame
# CPU p50 / p99 from the demo's own `stats:` line (target: 60 fps, p99 < 8 ms).
# With CAROUSEL_BEFORE set to a second binary, each spec runs with it and then with CAROUSEL_BIN,
# alternating, so the two can be compared within one run of a loaded machine.
# usage: scripts/bench_effects_demo.sh [SECONDS]
#   CAROUSEL_BIN     the carousel binary (default .build/release/carousel)
#   CAROUSEL_BEFORE  an older binary to alternate with (optional)
#   BENCH_DISPLAY    an X display to use (default: start Xvfb on the first free number from 99)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${CAROUSEL_BIN:-$root/.build/release/carousel}
before=${CAROUSEL_BEFORE:-}
seconds=${1:-6}
[ -x "$bin" ] || { echo "carousel binary not found: $bin" >&2; exit 2; }
work=$(mktemp -d)
xvfb=
cleanup() { [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
. "$root/scripts/bench_display.sh"
# The replay: `right` then `tab` every 0.1 s until the run ends.
awk -v end="$seconds" 'BEGIN {
    printf "{\"events\": [";
    sep = "";
    for (t = 0.3; t < end; t += 0.1) {
        printf "%s\n  {\"t\": %.2f, \"type\": \"key\", \"key\": \"right\"},", sep, t;
        printf "\n  {\"t\": %.2f, \"type\": \"key\", \"key\": \"tab\"}", t;
        sep = ",";
    }
    print "\n]}";
}' >"$work/keys.json"
for effect in slide fade coverflow rotary inverted-rotary cylinder inverted-cylinder wheel inverted-wheel \
    time-machine inverted-time-machine cube flip cards custom; do
    {
        printf 'version = 1\n\n[window]\nsize = [1280, 800]\n\n'
        printf '[[carousel]]\nid = "fx"\neffect = "%s"\ninfinite = true\n' "$effect"
        printf 'page-size = { width = 400, height = 300 }\n'
        if [ "$effect" = custom ]; then
            for stop in "-2 -560 240 -50 0" "-1 -330 120 -25 0.7" "0 0 0 0 1" "1 330 120 25 0.7" "2 560 240 50 0"; do
                set -- $stop
                printf '\n[[carousel.transform]]\noffset = %s\ntranslate-x = %s\ntranslate-z = -%s\n' "$1" "$2" "$3"
                printf 'rotate-y = %s\nopacity = %s\n' "$4" "$5"
            done
        fi
        printf '\n[carousel.generate]\ncount = 7\n'
    } >"$work/$effect.carousel.toml"
done
run() { # binary spec
    DISPLAY=$display "$1" demo "$2" --renderer auto --size 1280x800 --exit-after "$seconds" --stats \
        --replay "$work/keys.json" 2>&1 | grep '^stats:' | sed 's/; draw (wall).*//' || echo "stats: (no stats line)"
}
echo "every effect in the window at 1280x800, $seconds s each, a page turn every 0.1 s:"
for spec in "$work"/*.carousel.toml "$root"/Configs/effects*.carousel.toml "$root"/Configs/coverflow.carousel.toml \
    "$root"/Configs/cylinder.carousel.toml; do
    name=$(basename "$spec" .carousel.toml)
    case "$spec" in "$work"/*) name="$name (one carousel)" ;; esac
    if [ -n "$before" ]; then
        printf '  %-34s before %s\n' "$name" "$(run "$before" "$spec")"
        printf '  %-34s after  %s\n' "$name" "$(run "$bin" "$spec")"
    else
        printf '  %-34s %s\n' "$name" "$(run "$bin" "$spec")"
    fi
done
