"""E2E: effects in a real window (software renderer under Xvfb): the coverflow spec's window
pixels equal `carousel render`'s at rest, before and after a key moves it, and a drag pages;
the gallery of Swiper's effects (flip, cards, custom) draws the same pixels in the window as
`carousel render`, at rest and after a key turns the cards."""
import json
import os
import subprocess
import tempfile
import time
from e2e_common import Demo, Display, ROOT, carousel_binary, fail

SPEC = os.path.join(ROOT, "Configs", "coverflow.carousel.toml")


def differing_pixels(a, b):
    """ImageMagick's absolute error count between two PNGs (compare prints it on stderr)."""
    result = subprocess.run(["compare", "-metric", "AE", a, b, "null:"], capture_output=True, text=True)
    try:
        return int(float(result.stderr.split()[0]))
    except (ValueError, IndexError):
        fail(f"compare gave no pixel count: {result.stderr!r}")


def rendered(folder, name, script=None, at=3.0, spec=SPEC):
    """`carousel render` of the spec, the first carousel marked focused as the window marks it."""
    path = os.path.join(folder, name)
    args = [carousel_binary(), "render", spec, "--at", str(at), "--focus", "-o", path]
    if script is not None:
        script_path = os.path.join(folder, name + ".json")
        with open(script_path, "w") as handle:
            json.dump({"events": script}, handle)
        args += ["--input", script_path]
    subprocess.run(args, check=True, capture_output=True)
    return path


def main():
    with Display(), tempfile.TemporaryDirectory() as folder:
        demo = Demo(SPEC, "--renderer", "software")
        print("effects (coverflow, both axes):")
        time.sleep(2.0)
        window = os.path.join(folder, "window-rest.png")
        demo.screenshot(window)
        diff = differing_pixels(window, rendered(folder, "render-rest.png"))
        if diff != 0:
            fail(f"the window and carousel render differ in {diff} pixels at rest")
        print("  ok: window pixels equal carousel render's at rest")
        demo.expect_select("albums", 1, lambda: demo.key("Right"))
        time.sleep(2.0)
        demo.screenshot(window)
        diff = differing_pixels(window, rendered(folder, "render-key.png", [{"t": 0.1, "type": "key", "key": "right"}]))
        if diff != 0:
            fail(f"the window and carousel render differ in {diff} pixels after a page")
        print("  ok: and after a key pages the coverflow")
        demo.expect_select("albums", 2, lambda: demo.drag(400, 400, 150, 400))
        demo.quit()
        swiper_gallery(folder)
    print("e2e effects: passed")


def swiper_gallery(folder):
    """Configs/effects-swiper.carousel.toml: window pixels equal render's at rest and after a page."""
    spec = os.path.join(ROOT, "Configs", "effects-swiper.carousel.toml")
    demo = Demo(spec, "--renderer", "software")
    print("effects (flip, cards, custom):")
    time.sleep(2.0)
    window = os.path.join(folder, "swiper-rest.png")
    demo.screenshot(window)
    diff = differing_pixels(window, rendered(folder, "swiper-render-rest.png", spec=spec))
    if diff != 0:
        fail(f"the window and carousel render differ in {diff} pixels at rest (effects-swiper)")
    print("  ok: window pixels equal carousel render's at rest")
    demo.expect_select("flip", 1, lambda: demo.key("Right"))
    time.sleep(2.0)
    demo.screenshot(window)
    key = [{"t": 0.1, "type": "key", "key": "right"}]
    diff = differing_pixels(window, rendered(folder, "swiper-render-key.png", key, spec=spec))
    if diff != 0:
        fail(f"the window and carousel render differ in {diff} pixels after a page (effects-swiper)")
    print("  ok: and after a key flips the first carousel")
    demo.quit()


main()
