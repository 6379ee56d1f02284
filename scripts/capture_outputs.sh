#!/usr/bin/env bash
# capture_outputs.sh BIN OUTDIR [EXAMPLES]: records simulate --cards outputs (Configs x engine fixtures)
# and check outputs (every format) over the diagnostics catalog examples + Configs.
# Run from a checkout root (uses Configs/ and Tests/Fixtures/engine). Without EXAMPLES the
# examples are extracted from docs/diagnostics.md.
# Used to show a refactoring keeps behaviour: capture with the old binary, capture with the new
# one (passing the old run's examples folder), then `diff -r OLD/sim NEW/sim` (must be empty)
# and `python3 scripts/compare_outputs.py OLD/check NEW/check`.
set -u
BIN=$(readlink -f "$1"); OUT=$(readlink -m "$2"); EX=${3:-}
rm -rf "$OUT"; mkdir -p "$OUT/sim" "$OUT/check" "$OUT/examples"
for spec in Configs/*.carousel.toml; do
  s=$(basename "$spec" .carousel.toml)
  "$BIN" simulate "$spec" --cards > "$OUT/sim/$s.none.out" 2>&1; echo "rc=$?" >> "$OUT/sim/$s.none.out"
  for fx in Tests/Fixtures/engine/*.json; do
    f=$(basename "$fx" .json)
    "$BIN" simulate "$spec" --cards --input "$fx" > "$OUT/sim/$s.$f.out" 2>&1; echo "rc=$?" >> "$OUT/sim/$s.$f.out"
  done
done
if [ -n "$EX" ]; then cp "$EX"/*.toml "$OUT/examples/"; else
python3 - "$OUT/examples" <<'PY'
import re,sys,os
out=sys.argv[1]; code=None; n=0; buf=None; tag=None
for line in open('docs/diagnostics.md'):
    m=re.match(r'^## ([EW]\d{4})',line)
    if m: code=m.group(1); n=0; continue
    if buf is None and line.startswith('```toml'):
        tag='wrong' if 'wrong' in line else 'right'; buf=[]; continue
    if buf is not None and line.startswith('```'):
        n+=1; open(os.path.join(out,f'{code}-{n}-{tag}.carousel.toml'),'w').write(''.join(buf)); buf=None; continue
    if buf is not None: buf.append(re.sub(r'<U\+([0-9A-F]{4,6})>', lambda m: chr(int(m.group(1), 16)), line))
PY
cp Configs/*.carousel.toml "$OUT/examples/"
fi
for f in "$OUT"/examples/*.toml; do
  b=$(basename "$f")
  for fmt in human json github sarif; do
    (cd "$OUT/examples" && "$BIN" check --format $fmt "$b" > "../check/$b.$fmt" 2>&1; echo "rc=$?" >> "../check/$b.$fmt")
  done
done
sed -i "s#$OUT#<OUT>#g" "$OUT"/check/*
echo "captured: $(ls "$OUT/sim" | wc -l) simulate runs, $(ls "$OUT/check" | wc -l) check runs"
