#!/bin/sh
# Draws docs/images/effect-NAME.png for every carousel of Configs/effects.carousel.toml: the
# carousel at rest (top) and mid-drag, 100 points dragged left and still held (bottom), cut
# from two `carousel render` pictures of the gallery. Needs ImageMagick's `convert`.
set -eu
cd "$(dirname "$0")/.."
CAROUSEL=${CAROUSEL:-.build/debug/carousel}
SPEC=Configs/effects.carousel.toml
ROW=186 # the window's height (1674) over its nine carousels, laid out in rows
OUT=docs/images
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
"$CAROUSEL" render "$SPEC" -o "$TMP/rest.png" >/dev/null 2>&1
i=0
for name in slide fade coverflow rotary inverted-rotary cylinder inverted-cylinder wheel inverted-wheel; do
    top=$((i * ROW))
    y=$((top + ROW / 2 + 14))
    cat >"$TMP/drag.json" <<JSON
{"events": [
  {"t": 0.20, "type": "down", "x": 760, "y": $y},
  {"t": 0.30, "type": "move", "x": 700, "y": $y},
  {"t": 0.40, "type": "move", "x": 660, "y": $y}
]}
JSON
    "$CAROUSEL" render "$SPEC" --input "$TMP/drag.json" --at 0.45 -o "$TMP/drag.png" >/dev/null 2>&1
    convert "$TMP/rest.png" -crop "1280x${ROW}+0+${top}" +repage "$TMP/a.png"
    convert "$TMP/drag.png" -crop "1280x${ROW}+0+${top}" +repage "$TMP/b.png"
    convert "$TMP/a.png" "$TMP/b.png" -append "$OUT/effect-$name.png"
    echo "wrote $OUT/effect-$name.png"
    i=$((i + 1))
done

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
