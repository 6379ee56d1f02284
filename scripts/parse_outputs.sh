#!/usr/bin/env bash
# parse_outputs.sh BIN OUTDIR [INPUTS]: records what the parser and the spec reader show, so a
# change to them can be shown to keep every output byte-identical:
#   check in every --format (human, json, github, sarif, junit, gitlab), compile and toml-decode
# over the diagnostics catalog examples, every ```toml block of docs/*.md, Configs/, the TOML
# files under Tests/, the toml-test cases (../shared/toml-test, when it is here) and the generated
# 10,000- and 100,000-item specs (when they exist). TOML_TEST names another toml-test `tests` folder.
# INPUTS is a folder of copied inputs shared by both runs (default OUTDIR/../inputs; made when
# absent), so paths in the outputs are the same. Usage (from a checkout root):
#   sh scripts/parse_outputs.sh OLD_BIN /tmp/out/old && sh scripts/parse_outputs.sh NEW_BIN /tmp/out/new
#   diff -r /tmp/out/old /tmp/out/new && echo identical
set -u
BIN=$(readlink -f "$1"); OUT=$(readlink -m "$2"); IN=$(readlink -m "${3:-$OUT/../inputs}")
ROOT=$(pwd)
if [ ! -d "$IN" ]; then
  mkdir -p "$IN/examples" "$IN/docs" "$IN/tests" "$IN/toml-test"
  python3 - "$IN" <<'PY'
import glob, os, re, sys
out = sys.argv[1]
code = None; n = 0; buf = None
for line in open('docs/diagnostics.md', encoding='utf-8'):
    m = re.match(r'^## ([EW]\d{4})', line)
    if m: code = m.group(1); n = 0; continue
    if buf is None and line.startswith('```toml'): buf = []; continue
    if buf is not None and line.startswith('```'):
        n += 1
        open(os.path.join(out, 'examples', f'{code}-{n}.carousel.toml'), 'w', encoding='utf-8').write(''.join(buf))
        buf = None; continue
    if buf is not None:
        buf.append(re.sub(r'<U\+([0-9A-F]{4,6})>', lambda m: chr(int(m.group(1), 16)), line))
for doc in sorted(glob.glob('docs/*.md')):
    name = os.path.basename(doc)[:-3]; n = 0; buf = None
    for line in open(doc, encoding='utf-8'):
        if buf is None and line.startswith('```toml'): buf = []; continue
        if buf is not None and line.startswith('```'):
            n += 1
            open(os.path.join(out, 'docs', f'{name}-{n}.carousel.toml'), 'w', encoding='utf-8').write(''.join(buf))
            buf = None; continue
        if buf is not None: buf.append(line)
PY
  i=0
  find Tests -name '*.toml' | sort | while read -r f; do
    i=$((i + 1)); cp "$f" "$IN/tests/$i-$(basename "$f")"
  done
  # The pinned toml-test copy: ../shared beside a checkout, or ../../shared beside a worktree.
  for tests in ${TOML_TEST:-} ../shared/toml-test/tests ../../shared/toml-test/tests; do
    [ -d "$tests" ] || continue
    find "$tests" -name '*.toml' | sort | while read -r f; do
      rel=${f#"$tests"/}; cp "$f" "$IN/toml-test/$(echo "$rel" | tr / _)"
    done
    break
  done
fi
rm -rf "$OUT"; mkdir -p "$OUT"
run() { # name, then the command; stdout+stderr and the exit status
  local name=$1; shift
  "$@" > "$OUT/$name" 2>&1; echo "rc=$?" >> "$OUT/$name"
}
specs() {
  ls "$IN"/examples/*.toml "$IN"/docs/*.toml "$IN"/tests/*.toml
  ls "$ROOT"/Configs/*.carousel.toml
  for big in "$ROOT/.build/bench/check-10000-items.carousel.toml" \
    "${TMPDIR:-/tmp}/carousel-bench-100000-items.carousel.toml"; do
    [ -f "$big" ] && echo "$big"
  done
}
count=0
for f in $(specs); do
  b=$(echo "$f" | sed "s#^$IN/##; s#^$ROOT/##; s#/#_#g")
  dir=$(dirname "$f"); base=$(basename "$f")
  for fmt in human json github sarif junit gitlab; do
    (cd "$dir" && run "$b.check.$fmt" "$BIN" check --format $fmt "$base")
  done
  (cd "$dir" && run "$b.compile" "$BIN" compile "$base")
  (cd "$dir" && run "$b.decode" "$BIN" toml-decode "$base")
  count=$((count + 1))
done
for f in "$IN"/toml-test/*.toml; do
  b=toml-test_$(basename "$f")
  (cd "$IN/toml-test" && run "$b.decode" "$BIN" toml-decode "$(basename "$f")")
  (cd "$IN/toml-test" && run "$b.check.human" "$BIN" check "$(basename "$f")")
  (cd "$IN/toml-test" && run "$b.check.json" "$BIN" check --format json "$(basename "$f")")
  count=$((count + 1))
done
echo "captured: $count inputs, $(ls "$OUT" | wc -l) outputs in $OUT"
