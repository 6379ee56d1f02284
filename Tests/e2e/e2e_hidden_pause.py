"""E2E: auto-scroll pauses while the window is hidden and resumes when it is shown again, in a
real window under Xvfb, seen in `demo --events` (phase events to `auto`). First the window is
unmapped and mapped again (xdotool windowunmap / windowmap, no window manager needed); then
openbox manages the display and the window is minimised and restored (xdotool windowminimize
/ windowactivate), as a desktop would. Before each pause the carousel must be paging by
itself, so a demo that never auto-scrolls fails too."""
import os
import shutil
import signal
import subprocess
import time
from e2e_common import Demo, Display, fail
from e2e_motion_common import INTERVAL, RESUME_AFTER, SPEC, expect_no_ticks, expect_tick_within, ticks

# What may still arrive after a hide: a tick due within the X round trip (one frame or so).
GRACE = 0.3
# Pausing for three intervals and more: a running countdown would page at least twice.
PAUSE = 3 * INTERVAL + 0.5
# After showing: `resume = "restart"` waits resume-after, then a whole interval (plus a settle).
RESUME = RESUME_AFTER + INTERVAL + 1.5


def wait_paging(demo, what):
    """Two fresh ticks: auto-scroll runs before the pause under test."""
    before = len(ticks(demo))
    demo.wait_for(lambda: len(ticks(demo)) >= before + 2, timeout=4 * INTERVAL + 2, what=f"two ticks {what}")
    print(f"  ok: auto-scroll pages by itself {what}")


def hide_and_show(demo, hide, show, what):
    subprocess.run(["xdotool", *hide, demo.window], check=True)
    time.sleep(GRACE)
    expect_no_ticks(demo, PAUSE, what)
    subprocess.run(["xdotool", *show, demo.window], check=True)
    expect_tick_within(demo, RESUME, f"after the window was {what.split()[-1]} and shown again")


def start_openbox():
    """Starts openbox on this display and waits until it manages windows (the root window's
    _NET_SUPPORTING_WM_CHECK is set)."""
    if shutil.which("openbox") is None:
        fail("openbox is not installed (apt-get install openbox): the minimise step needs a window manager")
    process = subprocess.Popen(["openbox", "--sm-disable"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(50):
        out = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], capture_output=True, text=True).stdout
        if "window id" in out:
            time.sleep(0.5)
            return process
        time.sleep(0.1)
    process.kill()
    fail("openbox did not start")


def main():
    with Display():
        demo = Demo(SPEC, "--reduced-motion=off")
        print("auto-scroll pauses while the window is hidden:")
        wait_paging(demo, "before the unmap")
        hide_and_show(demo, ["windowunmap"], ["windowmap"], "the window is unmapped")
        wm = start_openbox()
        try:
            wait_paging(demo, "under openbox")
            hide_and_show(demo, ["windowminimize"], ["windowactivate", "--sync"], "the window is minimised")
            state = subprocess.run(["xprop", "-id", demo.window, "WM_STATE"], capture_output=True, text=True).stdout
            if "Normal" not in state:
                fail(f"the window is not restored: {state.strip()}")
            demo.quit()
        finally:
            wm.send_signal(signal.SIGTERM)
            wm.wait(timeout=5)
    print("e2e hidden pause: passed")


main()
