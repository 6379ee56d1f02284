"""E2E: hot reload while the demo runs: a valid edit is applied (selection kept by id), an
invalid edit shows its diagnostics and keeps the last good version running, a fix recovers."""
import os
import shutil
import sys
import tempfile
import time
from e2e_common import Demo, Display, HERE, fail

GOOD = open(os.path.join(HERE, "specs", "paging.carousel.toml")).read()

def write(path, text):
    with open(path + ".tmp", "w") as handle:
        handle.write(text)
    os.replace(path + ".tmp", path)

def wait_reload(demo, count, status):
    demo.wait_for(lambda: len(demo.events("reload")) >= count, what=f"reload event #{count}")
    event = demo.events("reload")[count - 1]
    if event["status"] != status:
        fail(f"expected reload {status}, got {event}")
    return event

def main():
    folder = tempfile.mkdtemp(prefix="carousel-reload-")
    spec = os.path.join(folder, "live.carousel.toml")
    write(spec, GOOD)
    shots = sys.argv[1] if len(sys.argv) > 1 else None
    try:
        with Display():
            demo = Demo(spec, cwd=folder)
            print("hot reload:")
            demo.expect_select("pages", 1, lambda: demo.key("Right"))
            selects = len(demo.selects())
            write(spec, GOOD.replace("count = 4", "count = 6").replace('"Page {n}"', '"Slide {n}"'))
            wait_reload(demo, 1, "applied")
            time.sleep(0.5)
            if demo.selects()[selects:] not in ([], [1]):
                fail(f"a valid reload must keep the selection; got {demo.selects()[selects:]}")
            print("  ok: valid edit applied, selection kept")
            write(spec, GOOD.replace("spacing", "spaceing") if "spacing" in GOOD else GOOD.replace("infinite = true", "infinite = true\nspaceing = 3"))
            event = wait_reload(demo, 2, "failed")
            if event["errors"] < 1:
                fail(f"a failed reload must count its errors: {event}")
            time.sleep(0.6)
            if not any(line.startswith("reload: failed (") for line in demo.stderr_lines):
                fail(f"missing 'reload: failed (N errors)' on stderr: {demo.stderr_lines}")
            if not any("E0201" in line or "spaceing" in line for line in demo.stderr_lines):
                fail(f"the diagnostics should name the unknown key: {demo.stderr_lines}")
            if shots:
                demo.screenshot(os.path.join(shots, "reload-error.png"))
            print(f"  ok: invalid edit reported ({event['errors']} error), last good version keeps running")
            demo.expect_select("pages", 2, lambda: demo.key("Right"))  # still alive and moving
            write(spec, GOOD)
            wait_reload(demo, 3, "applied")
            print("  ok: fixed file applied again")
            demo.key("s")
            demo.wait_for(lambda: any(name.startswith("carousel-screenshot-") and name.endswith(".png")
                                      for name in os.listdir(folder)), what="the S screenshot file")
            print("  ok: S saved a screenshot")
            demo.quit()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print("e2e reload: passed")

main()
