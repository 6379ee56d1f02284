"""E2E: a real drag (xdotool) that changes the selection emits the `announce` event
"Item N of M: title" in `demo --events`, at the time of its `select` event, for the carousel
dragged; the expected text comes from the spec's items (read with tomllib)."""
import tomllib
import time
from e2e_common import Demo, Display, fail
from e2e_motion_common import SPEC, frames


def main():
    with open(SPEC, "rb") as handle:
        carousels = tomllib.load(handle)["carousel"]
    still = next(c for c in carousels if c["id"] == "still")
    titles = [item["title"] for item in still["items"]]
    with Display():
        x, y, width, height = frames()[1]
        demo = Demo(SPEC, "--reduced-motion=off")
        print("announcements after a drag:")
        middle = y + height / 2
        for expected in (1, 2):
            demo.expect_select("still", expected, lambda: demo.drag(x + width * 0.75, middle, x + width * 0.25, middle))
        demo.expect_select("still", 1, lambda: demo.drag(x + width * 0.25, middle, x + width * 0.75, middle))
        time.sleep(0.3)
        # events() leaves out the start selects (where each carousel starts: not a change, not announced).
        selects = [e for e in demo.events("select") if e["carousel"] == "still"]
        announces = [e for e in demo.events("announce") if e["carousel"] == "still"]
        if len(announces) != len(selects):
            fail(f"{len(selects)} selects but {len(announces)} announcements: {announces}")
        for select, announce in zip(selects, announces):
            text = f"Item {select['index'] + 1} of {len(titles)}: {titles[select['index']]}"
            if announce["text"] != text or announce["t"] != select["t"]:
                fail(f"after {select} expected the announcement {text!r}, got {announce}")
            print(f"  ok: {announce['t']}: {announce['text']}")
        demo.quit()
    print("e2e announce drag: passed")


main()
