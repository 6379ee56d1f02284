#!/bin/sh
# Draws docs/images/effect-NAME.png for every carousel of the effects gallery
# (Configs/effects*.carousel.toml, four 1280x800 specs laid out in rows): the carousel at rest
# (top) and mid-drag, 100 points dragged left and still held (bottom), cut from two
# `carousel render` pictures of its spec. Needs ImageMagick's `convert`.
set -eu
cd "$(dirname "$0")/.."
CAROUSEL=${CAROUSEL:-.build/debug/carousel}
OUT=docs/images
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# gallery SPEC ROW NAME...: ROW is the window's height (800) over the spec's carousels.
gallery() {
    spec=$1
    row=$2
    shift 2
    "$CAROUSEL" render "$spec" -o "$TMP/rest.png" >/dev/null 2>&1
    i=0
    for name in "$@"; do
        top=$((i * row))
        y=$((top + row / 2 + 14))
        cat >"$TMP/drag.json" <<JSON
{"events": [
  {"t": 0.20, "type": "down", "x": 760, "y": $y},
  {"t": 0.30, "type": "move", "x": 700, "y": $y},
  {"t": 0.40, "type": "move", "x": 660, "y": $y}
]}
JSON
        "$CAROUSEL" render "$spec" --input "$TMP/drag.json" --at 0.45 -o "$TMP/drag.png" >/dev/null 2>&1
        convert "$TMP/rest.png" -crop "1280x${row}+0+${top}" +repage "$TMP/a.png"
        convert "$TMP/drag.png" -crop "1280x${row}+0+${top}" +repage "$TMP/b.png"
        convert "$TMP/a.png" "$TMP/b.png" -append "$OUT/effect-$name.png"
        echo "wrote $OUT/effect-$name.png"
        i=$((i + 1))
    done
}
gallery Configs/effects.carousel.toml 200 slide fade coverflow cube
gallery Configs/effects-rings.carousel.toml 200 rotary inverted-rotary cylinder inverted-cylinder
gallery Configs/effects-depth.carousel.toml 200 wheel inverted-wheel time-machine inverted-time-machine
gallery Configs/effects-swiper.carousel.toml 266 flip cards custom
gallery Configs/effects-focus.carousel.toml 266 focus-coverflow focus-cards focus-cube

# The coverflow and cylinder specs (both axes): at rest (left) and mid-drag on the vertical
# carousel (right), side by side, as docs/images/coverflow.png and docs/images/cylinder.png.
cat >"$TMP/vdrag.json" <<JSON
{"events": [
  {"t": 0.20, "type": "down", "x": 960, "y": 450},
  {"t": 0.30, "type": "move", "x": 960, "y": 400},
  {"t": 0.40, "type": "move", "x": 960, "y": 360}
]}
JSON
for name in coverflow cylinder; do
    "$CAROUSEL" render "Configs/$name.carousel.toml" -o "$TMP/a.png" >/dev/null 2>&1
    "$CAROUSEL" render "Configs/$name.carousel.toml" --input "$TMP/vdrag.json" --at 0.45 -o "$TMP/b.png" >/dev/null 2>&1
    convert "$TMP/a.png" "$TMP/b.png" +append -resize 50% "$OUT/$name.png"
    echo "wrote $OUT/$name.png"
done
