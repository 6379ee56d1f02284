"""Shared helpers for the end-to-end tests: a real `carousel demo` window under Xvfb, driven
with xdotool (real X pointer and key events), read back through `--events` JSON lines."""
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
import xvfb  # noqa: E402  (scripts/xvfb.py: a display that is ready when it returns)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def carousel_binary():
    """The built `carousel`: $CAROUSEL_BIN, else .build/debug/carousel in the repository."""
    path = os.environ.get("CAROUSEL_BIN") or os.path.join(ROOT, ".build", "debug", "carousel")
    if not os.path.exists(path):
        fail(f"carousel binary not found at {path}; build first or set CAROUSEL_BIN")
    return path


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def require_tools():
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            fail(f"{tool} is not installed (apt-get install xvfb xdotool)")


class Display:
    """Uses $DISPLAY when the caller set CAROUSEL_E2E_DISPLAY=reuse, else starts its own Xvfb."""

    def __enter__(self):
        require_tools()
        self.process = None
        if os.environ.get("CAROUSEL_E2E_DISPLAY") == "reuse" and os.environ.get("DISPLAY"):
            return self
        try:
            display, self.process = xvfb.start("1280x800")
        except xvfb.XvfbError as error:
            fail(str(error))
        os.environ["DISPLAY"] = display
        return self

    def __exit__(self, *exc):
        if self.process:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=5)


class Demo:
    """A running `carousel demo SPEC --events`, its JSON lines collected in a thread."""

    def __init__(self, spec, *extra, title=None, cwd=None, stdin=False):
        self.lines = []
        self.stderr_lines = []
        args = [carousel_binary(), "demo", *([spec] if spec else []), "--events", *extra]
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1,
                                        cwd=cwd, stdin=subprocess.PIPE if stdin else None)
        threading.Thread(target=self._read, args=(self.process.stdout, self.lines), daemon=True).start()
        threading.Thread(target=self._read, args=(self.process.stderr, self.stderr_lines), daemon=True).start()
        self.window = self._find_window(title)
        # The demo starts with a select per carousel for the item it starts on (as simulate does).
        self.wait_for(lambda: self.start_selects(), timeout=20.0, what="the start select events")

    @staticmethod
    def _read(stream, into):
        for line in stream:
            into.append(line.rstrip("\n"))

    def _find_window(self, title):
        for _ in range(100):
            if self.process.poll() is not None:
                fail(f"demo exited early with {self.process.returncode}: {' | '.join(self.stderr_lines)}")
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                                   capture_output=True, text=True).stdout.split()
            if found:
                time.sleep(0.6)  # let the first frames draw
                return found[-1]
            time.sleep(0.1)
        fail("the demo window did not appear")

    def _parsed(self):
        return [json.loads(line) for line in list(self.lines) if line.startswith("{")]

    def start_selects(self):
        """The first select of each carousel: the item it starts on, printed at start."""
        seen, starts = set(), []
        for e in self._parsed():
            if e["type"] == "select" and e["carousel"] not in seen:
                seen.add(e["carousel"])
                starts.append(e)
        return starts

    def events(self, kind=None):
        """The events since start: every line but the start selects (see start_selects)."""
        seen, events = set(), []
        for e in self._parsed():
            if e["type"] == "select" and e["carousel"] not in seen:
                seen.add(e["carousel"])
                continue
            if kind is None or e["type"] == kind:
                events.append(e)
        return events

    def selects(self, carousel=None):
        return [e["index"] for e in self.events("select") if carousel is None or e["carousel"] == carousel]

    def phases(self, carousel):
        return [e["phase"] for e in self.events("phase") if e["carousel"] == carousel]

    def wait_settled(self, carousel, phases_before, timeout=8.0):
        """Waits until `carousel` is at rest again (its last phase event since `phases_before` is
        idle or auto): a loaded machine draws fewer frames, so a settle can outlast a fixed sleep,
        and a gesture started mid-settle grabs the carousel where it is."""
        def at_rest():
            since = self.phases(carousel)[phases_before:]
            return bool(since) and since[-1] in ("idle", "auto")
        self.wait_for(at_rest, timeout=timeout, what=f"{carousel} to come to rest")

    def xdo(self, *args):
        """Runs xdotool; a failure is retried once (a busy X server can reject a request)."""
        if subprocess.run(["xdotool", *args]).returncode != 0:
            time.sleep(0.2)
            subprocess.run(["xdotool", *args], check=True)

    def move(self, x, y):
        self.xdo("mousemove", "--window", self.window, str(x), str(y))

    def drag(self, x0, y0, x1, y1, steps=12, step_delay=0.025, hold=0.15):
        """A real drag: press, several moves, hold still, release (a slow, deliberate drag).

        One xdotool process runs the whole gesture, so its timing does not depend on how fast
        processes start."""
        self._gesture(x0, y0, x1, y1, steps, step_delay, hold)

    def flick(self, x0, y0, dx, dy, steps=4, step_delay=0.012):
        """A real flick: a short fast movement released while still moving."""
        self._gesture(x0, y0, x0 + dx, y0 + dy, steps, step_delay, 0)

    def _gesture(self, x0, y0, x1, y1, steps, step_delay, hold):
        chain = ["mousemove", "--window", self.window, str(x0), str(y0), "mousedown", "1"]
        for i in range(1, steps + 1):
            x, y = round(x0 + (x1 - x0) * i / steps), round(y0 + (y1 - y0) * i / steps)
            chain += ["sleep", str(step_delay), "mousemove", "--window", self.window, str(x), str(y)]
        if hold:
            chain += ["sleep", str(hold)]
        self.xdo(*chain, "mouseup", "1")

    def click(self, x, y):
        self.move(x, y)
        self.xdo("click", "1")

    def wheel(self, x, y, down=True):
        self.move(x, y)
        self.xdo("click", "5" if down else "4")

    def key(self, name):
        self.xdo("key", "--window", self.window, name)

    def wait_for(self, predicate, timeout=3.0, what="condition"):
        end = time.time() + timeout
        while time.time() < end:
            if predicate():
                return
            time.sleep(0.05)
        fail(f"timed out waiting for {what}; events: {self.lines[-12:]}")

    def expect_select(self, carousel, index, action):
        """Waits for the next select of `carousel`, then for it to come to rest, and checks the
        select is `index`."""
        before = len(self.selects(carousel))
        phases_before = len(self.phases(carousel))
        action()
        self.wait_for(lambda: len(self.selects(carousel)) > before, what=f"a select of {carousel}")
        self.wait_settled(carousel, phases_before)
        time.sleep(0.3)
        got = self.selects(carousel)[before:]
        if got[0] != index:
            fail(f"{carousel}: expected select {index}, got {got}")
        print(f"  ok: {carousel} -> {got}")

    def expect_moves(self, carousel, check, action, what):
        """Runs `action`, waits until it settles, and checks the selects it caused with `check`."""
        before = len(self.selects(carousel))
        phases_before = len(self.phases(carousel))
        action()
        self.wait_for(lambda: len(self.selects(carousel)) > before, what=f"a select of {carousel}")
        self.wait_settled(carousel, phases_before)
        time.sleep(0.5)
        got = self.selects(carousel)[before:]
        if not check(got):
            fail(f"{carousel}: {what}; got selects {got}")
        print(f"  ok: {carousel} -> {got} ({what})")

    def send_line(self, line):
        """Writes one line to the demo's standard input (`demo --control -`)."""
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def screenshot(self, path):
        subprocess.run(["import", "-window", self.window, path], check=True)

    def quit(self):
        if self.process.poll() is None:
            self.key("Escape")
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                fail("the demo did not quit on Esc")
        time.sleep(0.1)
        if self.process.returncode != 0:
            fail(f"demo exited with {self.process.returncode}: {' | '.join(self.stderr_lines)}")
