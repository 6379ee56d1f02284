#!/usr/bin/env bash
# `make bench`: every benchmark program, printing figures. `make bench` keeps this output in
# .build/bench/bench.log and scripts/bench_table.py writes the figures from it into
# docs/performance.md (the `bench:` and `machine:` lines below say when, where and what was
# built). Timings are noisy on shared machines: compare figures from the same run as ratios.
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=.build/release/carousel
BENCH=.build/release/carousel-bench
VENV=.build/venv
SHARED=../shared
OUT=.build/bench
mkdir -p "$OUT"

section() { printf '\n== %s ==\n' "$1"; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

commit=$(git rev-parse --short=12 HEAD 2>/dev/null || echo "no git")
git diff --quiet HEAD -- Sources Package.swift 2>/dev/null || commit="$commit with uncommitted changes to Sources"
echo "bench: started $(date -u '+%Y-%m-%d %H:%M') UTC at commit $commit; release build" \
  "(swift build -c release --static-swift-stdlib), $($BIN --version 2>/dev/null || echo carousel),"\
  "$(swift --version 2>/dev/null | grep -oE 'Swift version [0-9.]+' | head -1)"
echo "machine: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(nproc) cores," \
  "$(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo) RAM, $(uname -sr);" \
  "load average $(load) at the start"

section "Spec compile in-process (writes the 100,000-item spec used below)"
"$BENCH" spec
BIG="${TMPDIR:-/tmp}/carousel-bench-100000-items.carousel.toml"

section "TOML parse throughput (median of 5)"
if [ -f "$SHARED/bench/gen_toml.py" ]; then
  python3 "$SHARED/bench/gen_toml.py" "$OUT/bench5mb.toml" 5 42 >/dev/null
  "$BENCH" toml --file "$OUT/bench5mb.toml" --runs 5
  echo "-- Python peers, same file, same run (../shared/bench/peers_parse.py):"
  if [ ! -x "$VENV/bin/python" ]; then python3 -m venv "$VENV"; fi
  "$VENV/bin/pip" install -q rtoml pytomlpp tomli >/dev/null 2>&1 || echo "(could not install the Python peers from PyPI)"
  # tomlkit is left out on purpose (about 36 s per parse); its import failure is not shown.
  "$VENV/bin/python" "$SHARED/bench/peers_parse.py" "$OUT/bench5mb.toml" 5 2>&1 | sed -n '/^python /,$p'
  echo "-- Carousel again, right after the peers:"
  "$BENCH" toml --file "$OUT/bench5mb.toml" --runs 5
else
  echo "skipped the 5 MB peer comparison: $SHARED/bench is not here (../shared is not part of a clone)."
  echo "Parsing the generated 100,000-item spec instead (no peer figures):"
  "$BENCH" toml --file "$BIG" --runs 5
fi

section "carousel check: 100,000-item spec (targets < 1 s, < 200 MB) and Configs/ (target < 50 ms)"
/usr/bin/time -f "check 100k items: wall %e s, CPU %U s user + %S s sys, peak RSS %M KB" "$BIN" check "$BIG" >/dev/null
/usr/bin/time -f "check Configs/: wall %e s, peak RSS %M KB" "$BIN" check Configs/ >/dev/null
if command -v hyperfine >/dev/null; then
  hyperfine -N --warmup 3 --runs 30 --style basic "$BIN check Configs/" 2>&1 | grep -E "Benchmark|Time|Range"
  hyperfine -N --warmup 1 --runs 5 --style basic "$BIN check $BIG" 2>&1 | grep -E "Benchmark|Time|Range"
fi

section "Peak memory of the commands that read large specs (docs/limits.md's bound: 10x the input + 64 MB)"
python3 scripts/bench_memory.py "$BIN" "$OUT/memory"

section "A still and an autoplaying window beside Chromium + Slick (bench/kiosk-peer)"
python3 scripts/kiosk_peer.py "$BIN"

section "Engine step + placement per carousel per frame"
"$BENCH" engine

section "Renderer (offscreen, software)"
"$BENCH" render

section "Per kind at its defaults and per Configs/ spec, offscreen (1280x800 and 1920x1080)"
"$BENCH" kinds

section "Demo window under Xvfb (10 s)"
CAROUSEL_BIN="$BIN" bash Tests/e2e/bench_demo.sh

section "Demo window under Xvfb per kind and per Configs/ spec (target: 60 fps, frame CPU p99 under 8 ms)"
CAROUSEL_BIN="$BIN" CAROUSEL_BENCH_BIN="$BENCH" sh scripts/bench_kinds_demo.sh 5

section "carousel fmt throughput (median of 5; the 5 MB generated file and the 100,000-item spec)"
"$BENCH" fmt --runs 5
section "carousel check vs rtoml parse, 10,000-item spec (target: the check process takes at most 0.5x the rtoml one)"
# A realistic valid spec of about 1.5 MB (titles, subtitles, colours, pictures from Assets/images),
# written by carousel-bench so the section works in any clone. Both commands in one hyperfine
# call: its summary line is the ratio. Then what starting a process costs, for reference.
CHECK10K=.build/bench/check-10000-items.carousel.toml
# `make dist`'s carousel (release, no SDL, static Swift runtime), when it was built.
DIST_BIN=.build/dist/release/carousel
"$BENCH" check --write "$CHECK10K" --items 10000
if [ ! -x "$VENV/bin/python" ]; then python3 -m venv "$VENV"; fi
"$VENV/bin/pip" install -q rtoml >/dev/null 2>&1 || echo "(could not install rtoml from PyPI)"
RTOML="$VENV/bin/python -c 'import rtoml,sys; rtoml.load(open(sys.argv[1]))' $CHECK10K"
if ! command -v hyperfine >/dev/null; then
  echo "skipped: hyperfine is not installed (make deps-test installs it)"
elif ! "$VENV/bin/python" -c 'import rtoml' 2>/dev/null; then
  echo "skipped: rtoml is not importable from $VENV (pip install rtoml failed: offline?)"
else
  hyperfine -N --warmup 3 --runs 40 --style basic -n "carousel check" "$BIN check $CHECK10K" \
    -n "rtoml parse" "$RTOML" 2>&1 | grep -vE '^\s*$'
  if [ -x "$DIST_BIN" ]; then
    echo "-- the same with the light build of make dist (no SDL, Swift runtime linked in):"
    hyperfine -N --warmup 3 --runs 40 --style basic -n "carousel check (dist)" "$DIST_BIN check $CHECK10K" \
      -n "rtoml parse" "$RTOML" 2>&1 | grep -vE '^\s*$'
  fi
  echo "-- the same, alternating one process of each 200 times (robust to the machine's drift):"
  python3 scripts/bench_check_rtoml.py "$BIN" "$VENV/bin/python" "$CHECK10K" 200
  echo "-- process start alone:"
  hyperfine -N --warmup 3 --runs 40 --style basic -n "carousel help" "$BIN help" \
    -n "python -c pass" "$VENV/bin/python -c pass" 2>&1 | grep -E 'Benchmark|Time'
fi
echo "-- the in-process check of one document (what the language server pays per change; targets:"
echo "   Configs/-sized under 20 ms, 100,000 items well under 500 ms):"
"$BENCH" check
section "Per effect, offscreen (1280x800; p50 as a ratio to slide in the same run)"
"$BENCH" effects

section "Language server: didChange -> publishDiagnostics per edit (targets: Configs/ 20 ms, 100,000 items 500 ms)"
# In process through the same framing and JSON as `carousel lsp` (no pipes); each edit changes the
# title of an item in the middle of the spec, alternately to a new string and to an integer (an
# error that comes and goes); then the same edits through the real `carousel lsp` and its pipes.
"$BENCH" lsp --edits 440 --spec "$BIG" --carousel "$BIN"

section "Every effect in the demo window under Xvfb while pages turn, 1280x800 (target: 60 fps, frame CPU p99 under 8 ms)"
CAROUSEL_BIN="$BIN" sh scripts/bench_effects_demo.sh 6

section "The demo window with 10 and with 10,000,000 generated items, without and with the accessibility bus (issue 26: unchanged)"
# Start-up (process start to the first select line, wall and CPU; the demo's own first frame) and frame CPU
# p50 / p99 while a page turns every 0.1 s, in a private D-Bus session with at-spi-bus-launcher;
# each figure the median of 3 runs of 5 s. bench_table.py writes the ratios bus/no bus and 10M/10.
CAROUSEL_BIN="$BIN" python3 scripts/bench_atspi_demo.py 5 3

section "carousel check --render Configs/ (issue 9; target: under 1 s for all of them)"
# The render pass plays every Configs/ spec headless (auto-scroll, a drag each way, the smallest
# and largest windows) and checks the scene of every frame. Wall time on 2 threads (the default)
# and on 1, then CPU time (user + sys) of one run, which other load on the machine moves less.
CONFIG_COUNT=$(ls Configs/*.carousel.toml | wc -l)
echo "($CONFIG_COUNT specs)"
if command -v hyperfine >/dev/null; then
  hyperfine -N --warmup 1 --runs 10 --style basic -n "check --render Configs/" "$BIN check --render Configs/" \
    -n "check --render --jobs 1 Configs/" "$BIN check --render --jobs 1 Configs/" 2>&1 | grep -E "Benchmark|Time|Range"
fi
/usr/bin/time -f "check --render Configs/: wall %e s, CPU %U s user + %S s sys, peak RSS %M KB" \
  "$BIN" check --render Configs/ >/dev/null
echo "bench: finished $(date -u '+%Y-%m-%d %H:%M') UTC, load average $(load) at the end"
