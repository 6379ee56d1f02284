"""E2E: kiosk mode (`demo --kiosk`, docs/demo.md "Kiosk mode"): the window covers the screen,
Esc and the debug keys do nothing, a saved broken spec leaves the last good screen unchanged
(screenshots before and after, compared pixel by pixel) with the diagnostics on standard error
only, and both documented exits work: Ctrl+Alt+Q, and SIGTERM with exit status 0."""
import os
import signal
import subprocess
import sys
import tempfile
from e2e_common import Demo, Display, HERE, fail

GOOD = open(os.path.join(HERE, "specs", "paging.carousel.toml")).read()


def write(path, text):
    with open(path + ".tmp", "w") as handle:
        handle.write(text)
    os.replace(path + ".tmp", path)


def differing_pixels(a, b):
    """How many pixels differ between two PNGs (ImageMagick `compare -metric AE`)."""
    result = subprocess.run(["compare", "-metric", "AE", a, b, "null:"], capture_output=True, text=True)
    try:
        return int(float(result.stderr.split()[0]))
    except (IndexError, ValueError):
        fail(f"compare failed: {result.stderr}")


def geometry(window):
    """The window's geometry from xdotool ({} while the X server cannot answer)."""
    result = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], capture_output=True, text=True)
    return dict(line.split("=", 1) for line in result.stdout.split()) if result.returncode == 0 else {}


def main():
    folder = tempfile.mkdtemp(prefix="carousel-kiosk-")
    shots = sys.argv[1] if len(sys.argv) > 1 else folder
    spec = os.path.join(folder, "kiosk.carousel.toml")
    write(spec, GOOD)
    with Display():
        print("kiosk mode:")
        demo = Demo(spec, "--kiosk", cwd=folder)
        # SDL may make the X window again when `--renderer auto` swaps the renderer: take the
        # demo's window that is there now.
        def covers_screen():
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(demo.process.pid)],
                                   capture_output=True, text=True).stdout.split()
            for window in found:
                values = geometry(window)
                if (values.get("X"), values.get("Y"), values.get("WIDTH"), values.get("HEIGHT")) == ("0", "0", "1280",
                                                                                                      "800"):
                    demo.window = window
                    return True
            return False
        demo.wait_for(covers_screen, timeout=5, what="the kiosk window to cover the 1280x800 screen")
        print("  ok: the window covers the screen (1280x800)")
        # Esc, then the debug keys, then an arrow: the arrow's select proves the window is still
        # there and that the keys before it (handled in order) did not quit or change it.
        for key in ("Escape", "h", "k", "a", "i", "s"):
            demo.key(key)
        demo.expect_select("pages", 1, lambda: demo.key("Right"))
        if demo.process.poll() is not None:
            fail("Esc quit the kiosk")
        if any(name.startswith("carousel-screenshot-") for name in os.listdir(folder)):
            fail("S saved a screenshot in kiosk mode")
        if any(e.get("type") == "reload" for e in demo.events()):
            fail("a key reloaded the spec in kiosk mode")
        print("  ok: Esc, H, K, A, I and S did nothing; the arrow still pages")
        before = os.path.join(shots, "kiosk-before.png")
        after = os.path.join(shots, "kiosk-after.png")
        demo.screenshot(before)
        write(spec, GOOD.replace("infinite = true", "infinite = true\nspaceing = 3"))
        demo.wait_for(lambda: len(demo.events("reload")) >= 1, timeout=5, what="the failed reload event")
        if demo.events("reload")[0]["status"] != "failed":
            fail(f"expected a failed reload: {demo.events('reload')}")
        demo.wait_for(lambda: any("spaceing" in line for line in demo.stderr_lines), timeout=3,
                      what="the diagnostics on standard error")
        demo.screenshot(after)
        changed = differing_pixels(before, after)
        if changed != 0:
            fail(f"a failed reload changed {changed} pixels of the kiosk's screen ({before}, {after})")
        print("  ok: a saved broken spec leaves the screen unchanged (0 pixels differ); diagnostics on stderr")
        demo.key("ctrl+alt+q")
        try:
            demo.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            demo.process.kill()
            fail("Ctrl+Alt+Q did not quit the kiosk")
        if demo.process.returncode != 0:
            fail(f"the kiosk exited with {demo.process.returncode} on Ctrl+Alt+Q")
        print("  ok: Ctrl+Alt+Q quits (status 0)")
        demo = Demo(os.path.join(HERE, "specs", "paging.carousel.toml"), "--kiosk", cwd=folder)
        demo.process.send_signal(signal.SIGTERM)
        try:
            demo.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            demo.process.kill()
            fail("SIGTERM did not end the kiosk")
        if demo.process.returncode != 0:
            fail(f"the kiosk exited with {demo.process.returncode} on SIGTERM")
        print("  ok: SIGTERM quits (status 0)")


if __name__ == "__main__":
    main()
