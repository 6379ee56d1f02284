#!/usr/bin/env bash
# light_check.sh LIGHT FULL: checks the carousel built without the Window trait (no SDL)
# against the full build. Run from the repository root. Prints one "light: ... passed" or
# "light: ... FAILED" line per check and exits 1 if any failed.
#   - ldd shows no libSDL2 in LIGHT;
#   - `check Configs/` and the check of a broken spec print the same bytes (stdout, stderr,
#     exit code) with both binaries, in every format;
#   - `check --strict` of a cut title (at the spec's size, and at its `min-size` only) exits 1
#     with W0413 and the same bytes in both builds;
#   - `compile` and `simulate` of every Configs/ spec print the same bytes;
#   - `demo` and `render` exit 2 with one line naming the Window trait.
set -u
LIGHT=$1 FULL=$2
failed=0
pass() { echo "light: $1: passed"; }
fail() { echo "light: $1: FAILED"; failed=1; }

if ldd "$LIGHT" | grep -qi 'libSDL2'; then fail "ldd shows no libSDL2"; else pass "ldd shows no libSDL2"; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/broken.carousel.toml" <<'TOML'
[window]
size = [1280, 100]
[[carousel]]
id = "Featured"
spaceing = 3
[[carousel.items]]
image = "missing.png"
color = "bleu"
TOML
for target in Configs/ "$work/broken.carousel.toml"; do
    for format in human json github sarif; do
        "$LIGHT" check --format "$format" "$target" > "$work/light.out" 2>&1; echo "rc=$?" >> "$work/light.out"
        "$FULL" check --format "$format" "$target" > "$work/full.out" 2>&1; echo "rc=$?" >> "$work/full.out"
        name="check $(basename "$target") --format $format is byte-identical to the full build"
        if cmp -s "$work/light.out" "$work/full.out"; then pass "$name"; else fail "$name"; diff "$work/full.out" "$work/light.out" | head -5; fi
    done
done

# The cut-title acceptance of issue 25: plain `check --strict` (no --render) fails a 220-point
# card with a 95-character title in both builds (W0413 from the fonts' own tables), and a title
# that fits at the spec's size but is cut at its `min-size`, with the same bytes.
cat > "$work/cut-title.carousel.toml" <<'TOML'
[window]
size = [260, 240]

[[carousel]]
id = "cards"

[[carousel.items]]
title = "The harbour festival opens at dusk with boats, lanterns, music and food stalls on the old quay."
TOML
cat > "$work/cut-at-min-size.carousel.toml" <<'TOML'
[window]
size = [1280, 800]
min-size = [320, 240]

[[carousel]]
id = "news"

[[carousel.items]]
title = "Storm warning for the coast and the islands"
TOML
for target in "$work/cut-title.carousel.toml" "$work/cut-at-min-size.carousel.toml"; do
    for format in human json github sarif; do
        "$LIGHT" check --strict --format "$format" "$target" > "$work/light.out" 2>&1; echo "rc=$?" >> "$work/light.out"
        "$FULL" check --strict --format "$format" "$target" > "$work/full.out" 2>&1; echo "rc=$?" >> "$work/full.out"
        name="check --strict $(basename "$target") --format $format fails with W0413 (exit 1), byte-identical in both builds"
        if cmp -s "$work/light.out" "$work/full.out" && [ "$(tail -n 1 "$work/light.out")" = "rc=1" ] \
            && grep -q 'W0413' "$work/light.out"; then
            pass "$name"
        else
            fail "$name"; diff "$work/full.out" "$work/light.out" | head -5; tail -n 3 "$work/light.out"
        fi
    done
done

for spec in Configs/*.carousel.toml; do
    for command in "compile" "simulate --duration 3 --cards --input Tests/Fixtures/engine/paging-flick-forward.json"; do
        "$LIGHT" $command "$spec" > "$work/light.out" 2>&1; echo "rc=$?" >> "$work/light.out"
        "$FULL" $command "$spec" > "$work/full.out" 2>&1; echo "rc=$?" >> "$work/full.out"
        name="${command%% *} $(basename "$spec") is byte-identical to the full build"
        if cmp -s "$work/light.out" "$work/full.out"; then pass "$name"; else fail "$name"; diff "$work/full.out" "$work/light.out" | head -5; fi
    done
done

for command in demo render; do
    "$LIGHT" "$command" Configs/featured.carousel.toml -o "$work/x.png" > "$work/out" 2> "$work/err"
    status=$?
    name="$command exits 2 with one line naming the Window trait"
    if [ "$status" = 2 ] && [ ! -s "$work/out" ] && [ "$(wc -l < "$work/err")" = 1 ] && grep -q 'Window trait' "$work/err"; then
        pass "$name"
    else
        fail "$name"; cat "$work/err"
    fi
done
exit $failed
