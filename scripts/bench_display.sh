# Sourced by the window benchmarks (bench_kinds_demo.sh, bench_effects_demo.sh): sets `display`
# to $BENCH_DISPLAY, or starts Xvfb (1920x1080) on the first free display number from 99 and
# sets `xvfb` to its pid, for the caller's cleanup to stop.
xvfb=
if [ -n "${BENCH_DISPLAY:-}" ]; then
    display=$BENCH_DISPLAY
else
    number=99
    while [ -e "/tmp/.X11-unix/X$number" ] || [ -e "/tmp/.X$number-lock" ]; do number=$((number + 1)); done
    Xvfb ":$number" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    display=":$number"
    sleep 1
fi
