#!/usr/bin/env bash
# `make demo` without a display: runs the Makefile's demo-open rule (what `make demo` runs after
# building) with DISPLAY, WAYLAND_DISPLAY and XAUTHORITY unset, so no X server can be reached.
# It must exit 0, write the showcase preview (an animated GIF, checked with ImageMagick's
# identify), print its path and say how to open the live window.
# usage: Tests/e2e/demo_headless.sh [path/to/carousel]   (run from the repository root)
set -u
bin=${1:-.build/debug/carousel}
failed=0
pass() { echo "e2e demo headless: $1: passed"; }
fail() { echo "e2e demo headless: $1: FAILED"; failed=1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
preview="$work/showcase.gif"
env -u DISPLAY -u WAYLAND_DISPLAY -u XAUTHORITY make --no-print-directory demo-open BIN="$bin" \
    DEMO_PREVIEW="$preview" > "$work/out" 2>&1
status=$?
sed 's/^/    /' "$work/out"

if [ "$status" = 0 ]; then pass "make demo-open exits 0"; else fail "make demo-open exits 0 (got $status)"; fi
if grep -qF "the animated preview is $(realpath "$preview" 2>/dev/null || echo "$preview")" "$work/out"; then
    pass "prints the preview's path"
else
    fail "prints the preview's path"
fi
if grep -qF "xvfb-run -s '-screen 0 1280x800x24' $bin demo" "$work/out" && grep -q "desktop session" "$work/out"; then
    pass "says how to open the live window"
else
    fail "says how to open the live window"
fi
frames=$(identify -format "%n %W %H %T\n" "$preview" 2>/dev/null | sort -u)
if [ "$frames" = "100 640 400 5" ]; then
    pass "the preview is a 640x400 GIF of 100 frames at 5 cs"
else
    fail "the preview is a 640x400 GIF of 100 frames at 5 cs (identify says: ${frames:-nothing; is imagemagick installed?})"
fi
exit $failed
