#!/bin/sh
# Runs every end-to-end test of the demo window under Xvfb (each script starts its own
# virtual display). Needs: a built `carousel` (the first argument, else CAROUSEL_BIN, else
# .build/debug/carousel), python3, Xvfb, xdotool, ImageMagick's `import` (screenshots).
# usage: Tests/e2e/run_all.sh [path/to/carousel]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -gt 0 ]; then
    CAROUSEL_BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
    export CAROUSEL_BIN
fi
status=0
for test in e2e_paging e2e_stack e2e_marquee e2e_reload e2e_record_replay e2e_toggles e2e_resize_storm e2e_random_input e2e_per_view e2e_effects e2e_autoplay_stop e2e_hidden_pause e2e_pause_button e2e_announce_drag e2e_focus_visible e2e_free e2e_wheel_free e2e_responsive e2e_responsive_record e2e_rtl e2e_sync e2e_arrows e2e_hover_start e2e_kiosk e2e_control e2e_atspi; do
    echo "== $test"
    if ! timeout 180 python3 "$here/$test.py"; then
        echo "== $test FAILED"
        status=1
    fi
done
exit $status
