"""E2E: `demo --control -` (issue 24). JSON lines on the demo's standard input drive the
running window: `{"select": 3}` gives a `control` answer and a `select` event for item 3 on
standard output, and a screenshot shows item 3's colour at the frame's centre; a bad line is
answered with a `control-error` naming its line number, and the window keeps running;
`{"select": {"id": "dune"}}` and `{"previous": true}` work as well. The window starts with a
`select` of its first item, as `simulate` does."""
import os
import tempfile
from e2e_common import HERE, Demo, Display, fail
from e2e_motion_common import Shot

SPEC = os.path.join(HERE, "specs", "control.carousel.toml")
COLOURS = {0: (0xC0, 0, 0), 3: (0xC0, 0xC0, 0), 2: (0, 0, 0xC0)}


def expect_colour(demo, index, folder):
    shot = Shot(os.path.join(folder, f"control-{index}.png"), demo.window)
    got = shot.pixel(320, 120)
    want = COLOURS[index]
    if any(abs(a - b) > 40 for a, b in zip(got, want)):
        fail(f"after selecting {index} the card's centre is {got}, expected about {want} ({shot.path})")
    print(f"  ok: the screenshot shows item {index}'s colour {got} ({shot.path})")


def answered(demo, line):
    return [e for e in demo.events() if e["type"] in ("control", "control-error") and e["line"] == line]


def main():
    folder = tempfile.mkdtemp(prefix="carousel-control-")
    with Display():
        demo = Demo(SPEC, "--control", "-", "--reduced-motion=on", stdin=True)
        first = demo.start_selects()
        if not first or first[0]["index"] != 0:
            fail(f"expected a first select of item 0, got {first}")
        print("  ok: the window starts with a select of item 0")
        expect_colour(demo, 0, folder)
        demo.send_line('{"select": 3}')
        demo.wait_for(lambda: answered(demo, 1), what="the answer to line 1")
        demo.wait_for(lambda: 3 in demo.selects("books"), what="a select of item 3")
        print(f"  ok: line 1 answered {answered(demo, 1)[0]} and selected 3")
        expect_colour(demo, 3, folder)
        demo.send_line('{"select": ')
        demo.wait_for(lambda: answered(demo, 2), what="the answer to line 2")
        error = answered(demo, 2)[0]
        if error["type"] != "control-error":
            fail(f"a bad line was not refused: {error}")
        print(f"  ok: line 2 refused: {error['message']}")
        demo.send_line('{"previous": true, "carousel": "books"}')
        demo.wait_for(lambda: answered(demo, 3), what="the answer to line 3")
        demo.wait_for(lambda: demo.selects("books")[-1] == 2, what="a select of item 2")
        expect_colour(demo, 2, folder)
        demo.send_line('{"select": {"id": "dune"}}')
        demo.wait_for(lambda: answered(demo, 4), what="the answer to line 4")
        demo.wait_for(lambda: demo.selects("books")[-1] == 3, what="a select of item 3 by id")
        print("  ok: select by id")
        demo.send_line('{"select": 9}')
        demo.wait_for(lambda: answered(demo, 5), what="the answer to line 5")
        if answered(demo, 5)[0]["type"] != "control-error":
            fail(f"item 9 of 5 was not refused: {answered(demo, 5)}")
        print(f"  ok: line 5 refused: {answered(demo, 5)[0]['message']}")
        demo.quit()
    print("e2e control: passed")


main()
