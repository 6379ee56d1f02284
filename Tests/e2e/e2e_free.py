"""E2E: free scrolling in a real window (Tests/e2e/specs/free.carousel.toml, three rows of
250 points): a 240-point xdotool flick on the free row coasts past the release point (as far as the
coast's duration in the phase events says) and comes to rest between pages; on the free-snap row it comes to rest on a page;
on the `drag = false` row a drag changes nothing. "Between pages" is read from a screenshot: at
rest on a page the card covers the row's region from x = 20 to 1260, between pages the window
background shows through the 16-point gap between two cards."""
import os
import subprocess
import time
from e2e_common import Demo, Display, HERE, fail

BACKGROUND = (0x0E, 0x0F, 0x13)
ROWS = {"free": 125, "snap": 375, "fixed": 625}  # the rows' middle lines (y)


def background_columns(demo, y):
    """The x positions in 24..1255 of the row at `y` whose pixel is the window background."""
    path = f"/tmp/e2e-free-{os.getpid()}.png"
    demo.screenshot(path)
    text = subprocess.run(["convert", path, "-crop", f"1232x1+24+{y}", "-depth", "8", "txt:-"],
                          capture_output=True, text=True, check=True).stdout
    os.remove(path)
    columns = []
    for line in text.splitlines()[1:]:
        place, _, rest = line.partition(":")
        numbers = rest.strip().split(")")[0].strip("( ").split(",")
        rgb = tuple(int(float(v)) for v in numbers[:3])
        if all(abs(a - b) <= 6 for a, b in zip(rgb, BACKGROUND)):
            columns.append(24 + int(place.split(",")[0]))
    return columns


def wait_idle(demo, carousel, before):
    demo.wait_for(lambda: any(e.get("carousel") == carousel and e.get("phase") == "idle"
                              for e in demo.events("phase")[before:]), timeout=6, what=f"{carousel} at rest")
    time.sleep(0.3)


def flick_and_rest(demo, carousel):
    """Flicks the row 240 points back; returns its selects, the background columns at rest and
    the seconds it coasted (engine time from the `settling` to the `idle` phase event)."""
    phases = len(demo.events("phase"))
    y = ROWS[carousel]
    demo.flick(800, y, -240, 0, steps=8)
    wait_idle(demo, carousel, phases)
    mine = [e for e in demo.events("phase")[phases:] if e.get("carousel") == carousel]
    start = next(e["t"] for e in mine if e["phase"] == "settling")
    stop = next(e["t"] for e in mine if e["phase"] == "idle")
    return background_columns(demo, y), stop - start


def main():
    with Display():
        spec = os.path.abspath(os.path.join(HERE, "specs", "free.carousel.toml"))
        demo = Demo(spec)
        for carousel, y in ROWS.items():
            if background_columns(demo, y):
                fail(f"{carousel} does not start on a page")
        print("free, free-snap and drag = false rows:")
        gap, seconds = flick_and_rest(demo, "free")
        # Released at p0 = 240 / 1256 page; a coast of T seconds at 2500 points/s² runs
        # 2500 T² / 2 points (docs/engine.md). The gap between two cards then spans
        # [1260 − 1256 f, 1276 − 1256 f] for the rest position's fraction f.
        coast = 2500 * seconds * seconds / 2
        rest = (240 + coast) / 1256
        fraction = rest - int(rest)
        print(f"  free coasted {seconds:.3f} s, {coast:.0f} points: rest at {rest:.3f} pages")
        if coast < 20:
            fail(f"free: the flick did not coast past the release point ({coast:.0f} points)")
        if 0.02 < fraction < 0.98:
            if not gap:
                fail("free: came to rest on a page, expected between pages")
            expected = 1276 - 1256 * fraction
            # One 60 Hz step of the coast's timing is about 2500 T / 60 points.
            tolerance = 2500 * seconds / 60 + 6
            if abs(gap[-1] + 1 - expected) > tolerance:
                fail(f"free: gap ends at x {gap[-1] + 1}, expected {expected:.0f} ± {tolerance:.0f}")
            print(f"  ok: free at rest between pages (background at x {gap[0]}..{gap[-1]}, "
                  f"expected to end at {expected:.0f})")
        gap, seconds = flick_and_rest(demo, "snap")
        if gap:
            fail(f"free-snap: came to rest between pages (background at x {gap[0]}..{gap[-1]})")
        print(f"  ok: snap coasted {seconds:.3f} s onto a page (selects {demo.selects('snap')})")
        events = len(demo.lines)
        demo.drag(900, ROWS["fixed"], 300, ROWS["fixed"])
        time.sleep(1.5)
        moved = [e for e in demo.events()[0:] if e.get("carousel") == "fixed"]
        if moved or background_columns(demo, ROWS["fixed"]):
            fail(f"drag = false: the drag moved the carousel ({demo.lines[events:]})")
        print("  ok: fixed did not move")
        demo.quit()
    print("e2e free: passed")


if __name__ == "__main__":
    main()
