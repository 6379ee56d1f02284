# Sourced by the window benchmarks (bench_kinds_demo.sh, bench_effects_demo.sh): sets `display`
# to $BENCH_DISPLAY, or starts Xvfb (1920x1080) through scripts/xvfb.py, which returns once the
# server accepts connections, and sets `xvfb` to its pid, for the caller's cleanup to stop.
xvfb=
if [ -n "${BENCH_DISPLAY:-}" ]; then
    display=$BENCH_DISPLAY
else
    started=$(python3 "$root/scripts/xvfb.py" 1920x1080) || exit 1
    display=${started% *}
    xvfb=${started#* }
fi
