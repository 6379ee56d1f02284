"""Starts an Xvfb and returns only once it accepts connections: the one way the e2e tests, the soak
and the window benchmarks get a virtual display.

Xvfb picks a free display number itself and writes it to `-displayfd` when it is ready, so there
is no race between choosing a number, another server taking it, and a client connecting before the
server listens (watching for the socket file was not enough: on a loaded machine a demo started
right after the socket appeared found no display).

`-noreset`: an X server resets when its last client leaves, and a client that connects during
the reset is dropped. In the AT-SPI test the bus launcher's and pyatspi's short connections come
and go just as the demo connects: with Xvfb's `-audit 4` log the demo's connection was seen
dropped unannounced, and the demo then found no display in 3 to 5 runs of 6 on a loaded machine
(0 of 8 with `-noreset`).

As a module: `start("1280x800")` returns `(":N", process)`.
As a command, for shell scripts: `python3 scripts/xvfb.py 1920x1080` prints `:N PID` and leaves the
server running (the caller kills PID); exit status 1 with the reason on stderr when it fails.
"""
import os
import select
import subprocess
import sys
import time

TIMEOUT = 30  # seconds: a loaded machine has taken more than 5 s to start Xvfb


class XvfbError(Exception):
    """Xvfb is missing, exited, or did not say it was ready in time."""


def start(size="1280x800", timeout=TIMEOUT):
    """Starts `Xvfb -screen 0 SIZEx24` and waits until it has written its display number."""
    read_end, write_end = os.pipe()
    try:
        process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{size}x24", "-nolisten", "tcp", "-noreset"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(write_end,))
    except FileNotFoundError:
        os.close(read_end)
        os.close(write_end)
        raise XvfbError("Xvfb is not installed (apt-get install xvfb)") from None
    os.close(write_end)
    text = b""
    deadline = time.monotonic() + timeout
    try:
        while not text.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0:
                process.kill()
                process.wait()
                raise XvfbError(f"Xvfb did not say it was ready within {timeout} s")
            ready, _, _ = select.select([read_end], [], [], min(left, 0.5))
            if ready:
                chunk = os.read(read_end, 64)
                if not chunk:
                    process.wait()
                    raise XvfbError(f"Xvfb exited with {process.returncode} before it was ready")
                text += chunk
    finally:
        os.close(read_end)
    return f":{int(text.strip())}", process


def main(argv):
    size = argv[1] if len(argv) > 1 else "1280x800"
    try:
        display, process = start(size)
    except XvfbError as error:
        print(f"xvfb.py: {error}", file=sys.stderr)
        return 1
    print(display, process.pid)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
