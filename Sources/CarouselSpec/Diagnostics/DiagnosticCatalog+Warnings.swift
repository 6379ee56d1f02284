extension DiagnosticCatalog {
    static let clampedEntry = entry(
        DiagnosticCode.clamped, "value clamped",
        """
        The value is accepted but a different one is used: an auto-scroll `interval` below \
        0.8 s is raised to 0.8 s (faster paging is unreadable), and a `corner-radius` above \
        half the card's shorter side is lowered to it. Write the used value to silence the \
        warning; `carousel check --strict` turns warnings into a failing exit code.
        """,
        wrong: spec("[carousel.auto]\ninterval = \"500ms\"\n"),
        right: spec("[carousel.auto]\ninterval = \"800ms\"\n"))

    static let ineffectiveKeyEntry = entry(
        DiagnosticCode.ineffectiveKey, "key has no effect",
        """
        `[carousel.snap]` has keys for each settle animation: `stiffness` and `damping` for \
        `animation = "spring"`, `duration` for `animation = "ease-out"`. A key for the other \
        animation is ignored. The label (or a note, when `animation` is not written) names \
        the `animation` key that decides it. Stacks default to ease-out, other kinds to spring. \
        A stack times its ease-out commits itself (`min(0.42, 0.26 + 0.06 × steps)` seconds), \
        so `duration` has no effect on a stack either. Label keys warn the same way: \
        `subtitle-size` or `subtitle-lines` where no item has a subtitle, `title-size`, \
        `title-lines` or `font-weight` on an item without a title, and `font-weight` with a \
        `window.font` (which draws both weights from one file).
        """,
        wrong: spec("[carousel.snap]\nanimation = \"spring\"\nduration = \"300ms\"\n"),
        right: spec("[carousel.snap]\nanimation = \"ease-out\"\nduration = \"300ms\"\n"))

    static let intervalShorterThanSettleEntry = entry(
        DiagnosticCode.intervalShorterThanSettle, "interval shorter than the settle animation",
        """
        Each auto-scroll tick starts a settle animation. When the interval is shorter than \
        that animation, the next tick comes before the page has come to rest and the \
        carousel never holds still. The settle time is measured by running the engine's settle \
        animation over one page: a spring is done when within 0.001 page and slower than \
        0.01 page per second (at most 8 s); an ease-out takes its `duration`.
        """,
        wrong: spec("[carousel.auto]\ninterval = 1\n[carousel.snap]\nanimation = \"ease-out\"\nduration = 2\n"),
        right: spec("[carousel.auto]\ninterval = 3\n[carousel.snap]\nanimation = \"ease-out\"\nduration = 2\n"))

    static let stackExceedsFrameEntry = entry(
        DiagnosticCode.stackExceedsFrame, "stack extent exceeds the frame",
        """
        A stack needs room along its axis for the front card and its peeking neighbours: \
        `2 × visible slots × spacing + card × (neighbor-scale + extent-slack)`, where the card \
        size follows from the frame's cross size and `aspect-ratio`. When the frame (minus the \
        insets) is shorter, neighbours are clipped. A stack whose length metrics \
        (`spacing-ratio`, `neighbor-scale`, `extent-slack`, `focus-width`) are all left at their \
        defaults shrinks its card to fit instead, so only written metrics get this warning. Make \
        the frame longer, or lower `spacing-ratio` or `max-visible-slot`, or remove the written \
        metrics. `carousel compile` prints the extent under `derived`.
        """,
        wrong: spec(
            "kind = \"stack\"\naxis = \"vertical\"\nframe = { x = 0, y = 0, width = 400, height = 300 }\n"
                + "[carousel.stack]\nspacing-ratio = 0.55\n"),
        right: spec(
            "kind = \"stack\"\naxis = \"vertical\"\nframe = { x = 0, y = 0, width = 400, height = 560 }\n"
                + "[carousel.stack]\nspacing-ratio = 0.55\n"))

    static let noItemsEntry = entry(
        DiagnosticCode.noItems, "no items",
        """
        The carousel has neither `[[carousel.items]]` nor `[carousel.generate]`. It is valid \
        (the demo draws an empty-state card saying "No items") but probably not what you meant.
        """,
        wrong: spec("", items: ""), right: spec(""))
}

extension DiagnosticCatalog {
    static let bareDurationLooksLikeMillisecondsEntry = entry(
        DiagnosticCode.bareDurationLooksLikeMilliseconds, "bare duration looks like milliseconds",
        """
        A bare number in a duration key means seconds, so `interval = 4000` waits 66 minutes \
        between pages: almost surely milliseconds were meant. `interval` and `resume-after` warn \
        from 100 upwards (100 s = 1 min 40 s). The two fixes write the value with a unit, \
        `"4s"` or `"4000ms"`; write `"4000s"` to keep the seconds and silence the warning. \
        Above a key's upper bound the number is an error (E0301) with the same suggestion.
        """,
        wrong: spec("[carousel.auto]\ninterval = 4000\n"),
        right: spec("[carousel.auto]\ninterval = \"4s\"\n"))
}
