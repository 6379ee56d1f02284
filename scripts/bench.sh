#!/usr/bin/env bash
# `make bench`: every benchmark program, printing figures. Timings are noisy on shared
# machines: compare figures from the same run as ratios, not across runs.
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=.build/release/carousel
BENCH=.build/release/carousel-bench
VENV=.build/venv
SHARED=../shared
OUT=.build/bench
mkdir -p "$OUT"

section() { printf '\n== %s ==\n' "$1"; }

section "TOML parse throughput (5 MB, seed 42, median of 5)"
if [ -f "$SHARED/bench/gen_toml.py" ]; then
  python3 "$SHARED/bench/gen_toml.py" "$OUT/bench5mb.toml" 5 42 >/dev/null
  "$BENCH" toml --file "$OUT/bench5mb.toml" --runs 5
  echo "-- Python peers, same file, same run:"
  if [ ! -x "$VENV/bin/python" ]; then python3 -m venv "$VENV"; fi
  "$VENV/bin/pip" install -q rtoml pytomlpp tomli >/dev/null 2>&1 || echo "(could not install the Python peers)"
  "$VENV/bin/python" "$SHARED/bench/peers_parse.py" "$OUT/bench5mb.toml" 5
else
  echo "skipped: $SHARED/bench/gen_toml.py is not here (../shared is not part of a clone)."
  echo "         The Swift parser alone, on a spec-shaped file it generates:"
  "$BENCH" toml --runs 5
fi

section "carousel check: 100,000-item spec and Configs/"
"$BENCH" spec --write "$OUT/items100k.carousel.toml" >/dev/null
/usr/bin/time -f "check 100k items: wall %e s, peak RSS %M KB" "$BIN" check "$OUT/items100k.carousel.toml" >/dev/null
if command -v hyperfine >/dev/null; then
  hyperfine --warmup 3 --runs 20 --style basic "$BIN check Configs/" 2>&1 | grep -E "Time|Range"
  hyperfine --warmup 1 --runs 5 --style basic "$BIN check $OUT/items100k.carousel.toml" 2>&1 | grep -E "Time|Range"
fi
"$BENCH" spec

section "Engine step + placement per carousel per frame"
"$BENCH" engine

section "Renderer (offscreen, software)"
"$BENCH" render

section "Demo window under Xvfb (10 s)"
CAROUSEL_BIN="$BIN" bash Tests/e2e/bench_demo.sh
