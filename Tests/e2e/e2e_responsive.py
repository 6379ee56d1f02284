"""E2E: responsive rules in a real window (Configs/responsive.carousel.toml). The spec is 480
points wide with 1.2 items per view; from 600 points rule 1 shows 2.5, from 1000 points rule 2
shows 4. Resizing the window with xdotool across each breakpoint must print a `rules` line with
the new per-view and the same selection, and move no carousel (no `select` event)."""
import os
import sys
import time
from e2e_common import Demo, Display, ROOT, fail


def rules_lines(demo):
    return demo.events("rules")


def resize_and_expect(demo, width, height, per_view, rules, selection):
    before = len(rules_lines(demo))
    selects_before = len(demo.selects("picks"))
    demo.xdo("windowsize", demo.window, str(width), str(height))
    demo.wait_for(lambda: len(rules_lines(demo)) > before, timeout=5, what=f"a rules line at {width}x{height}")
    time.sleep(0.5)
    line = rules_lines(demo)[-1]
    entry = line["carousels"][0]
    if entry["per-view"] != per_view or entry["rules"] != rules:
        fail(f"at {width}x{height}: expected per-view {per_view} by rules {rules}, got {line}")
    if entry["selection"] != selection:
        fail(f"at {width}x{height}: the selection changed from {selection} to {entry['selection']}")
    if len(demo.selects("picks")) != selects_before:
        fail(f"at {width}x{height}: the resize moved the carousel: {demo.selects('picks')[selects_before:]}")
    print(f"  ok: {width}x{height} -> per-view {per_view} (rules {rules}), still on item {selection}")


def main():
    with Display():
        spec = os.path.join(ROOT, "Configs", "responsive.carousel.toml")
        demo = Demo(spec)
        # Under load the first window found can be one SDL replaces while choosing its renderer:
        # look again once the demo has settled.
        time.sleep(1.0)
        demo.window = demo._find_window(None)
        print("responsive rules: 1.2 per view below 600 points, 2.5 from 600, 4 from 1000:")
        for index in (1, 2, 3):
            demo.expect_select("picks", index, lambda: demo.key("Right"))
        resize_and_expect(demo, 900, 640, 2.5, [1], 3)
        resize_and_expect(demo, 500, 640, 1.2, [], 3)
        if len(sys.argv) > 1:
            demo.screenshot(sys.argv[1] + "-500.png")
        resize_and_expect(demo, 1100, 640, 4, [1, 2], 3)
        if len(sys.argv) > 1:
            demo.screenshot(sys.argv[1] + "-1100.png")
        demo.quit()
    print("e2e responsive: passed")


main()
