#!/bin/sh
# Draws docs/images/m3.png (Configs/m3.carousel.toml at rest) and docs/images/m3-drag.png: the
# multi-browse row and the hero row each mid-drag (dragged 200 points left and still held), cut
# from two `carousel render` pictures. Needs ImageMagick's `convert`.
set -eu
cd "$(dirname "$0")/.."
CAROUSEL=${CAROUSEL:-.build/debug/carousel}
SPEC=Configs/m3.carousel.toml
ROW=267 # the window's height (800) over its three carousels, laid out in rows
OUT=docs/images
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
"$CAROUSEL" render "$SPEC" -o "$OUT/m3.png" >/dev/null
echo "wrote $OUT/m3.png"
i=0
for row in browse hero; do
    top=$((i * ROW))
    y=$((top + ROW / 2))
    cat >"$TMP/drag.json" <<JSON
{"events": [
  {"t": 0.20, "type": "down", "x": 900, "y": $y},
  {"t": 0.30, "type": "move", "x": 800, "y": $y},
  {"t": 0.40, "type": "move", "x": 700, "y": $y}
]}
JSON
    "$CAROUSEL" render "$SPEC" --input "$TMP/drag.json" --at 0.45 -o "$TMP/drag.png" >/dev/null
    convert "$TMP/drag.png" -crop "1280x${ROW}+0+${top}" +repage "$TMP/$row.png"
    i=$((i + 1))
done
convert "$TMP/browse.png" "$TMP/hero.png" -append "$OUT/m3-drag.png"
echo "wrote $OUT/m3-drag.png"
