#!/usr/bin/env python3
"""Writes the sample images in Assets/images/ with ImageMagick (`convert`).

Run from the repository root: python3 scripts/make_assets.py
The outputs are committed; rerun only to change them. Each stays well under 200 KB.
"""
import os
import subprocess
import sys

OUT = os.path.join("Assets", "images")

# name, ImageMagick canvas, extra options
IMAGES = [
    ("sunrise.png", ["-size", "640x360", "gradient:#FF9500-#FF2D55"], []),
    ("ocean.jpg", ["-size", "640x360", "gradient:#30B0C7-#5856D6"], ["-quality", "82"]),
    ("forest.png", ["-size", "640x360", "gradient:#34C759-#0E3B1F"], []),
    ("dusk.jpg", ["-size", "640x360", "radial-gradient:#AF52DE-#1C1C3A"], ["-quality", "82"]),
    ("checker.png", ["-size", "320x180", "pattern:checkerboard"], ["-fill", "#007AFF", "-tint", "60"]),
    ("stripes.bmp", ["-size", "160x90", "pattern:leftshingle"], ["-type", "TrueColor"]),
]


def main() -> int:
    os.makedirs(OUT, exist_ok=True)
    for name, canvas, options in IMAGES:
        path = os.path.join(OUT, name)
        subprocess.run(["convert", *canvas, *options, "-depth", "8", "-strip", path], check=True)
        size = os.path.getsize(path)
        if size >= 200_000:
            print(f"{path}: {size} bytes, over the 200 KB budget", file=sys.stderr)
            return 1
        print(f"{path}: {size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
