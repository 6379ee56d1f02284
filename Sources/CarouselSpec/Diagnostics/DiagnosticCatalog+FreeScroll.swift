extension DiagnosticCatalog {
    static let releaseAtEndsOnLoopEntry = entry(
        DiagnosticCode.releaseAtEndsOnLoop, "release-at-ends on a looping carousel",
        """
        `[carousel.wheel] release-at-ends = true` lets a wheel gesture that would go past a finite \
        carousel's first or last item go on to the carousel below the pointer (Swiper's \
        `releaseOnEdges`). A loop, and every stack and marquee, has no ends, so the key would be \
        silently ignored. Remove it, or make the carousel finite.
        """,
        wrong: spec("infinite = true\n[carousel.wheel]\nrelease-at-ends = true\n", items: tenItems),
        right: spec("[carousel.wheel]\nrelease-at-ends = true\n", items: tenItems))

    static let freeModeWithoutDragEntry = entry(
        DiagnosticCode.freeModeWithoutDrag, "free mode on a carousel that cannot be dragged",
        """
        `[carousel.snap] mode = "free"` and `"free-snap"` decide what happens when a drag is \
        released: the carousel coasts with the release velocity. With `drag = false` there is no \
        drag to release, so the mode would change nothing; keys, the wheel and auto-scroll page \
        in every mode. Keep the one you mean (the fix-its remove either).
        """,
        wrong: spec("drag = false\n[carousel.snap]\nmode = \"free\"\n", items: tenItems),
        right: spec("[carousel.snap]\nmode = \"free\"\n", items: tenItems))

    static let scrollByWithFreeModeEntry = entry(
        DiagnosticCode.scrollByWithFreeMode, "scroll-by with free scrolling",
        """
        In page mode `scroll-by` is how many items a flick moves. With `mode = "free"` or \
        `"free-snap"` a flick coasts as far as its velocity carries it, so `scroll-by` no longer \
        shapes it; keys, the wheel and auto-scroll ticks still move `scroll-by` items. The \
        warning makes sure the key is not there for the flick; remove it if it was.
        """,
        wrong: spec("per-view = 3\nscroll-by = 3\n[carousel.snap]\nmode = \"free\"\n", items: tenItems),
        right: spec("per-view = 3\n[carousel.snap]\nmode = \"free\"\n", items: tenItems))

    static let pageSnapKeyWithFreeModeEntry = entry(
        DiagnosticCode.pageSnapKeyWithFreeMode, "page-mode snap key with free scrolling",
        """
        `velocity-threshold`, `distance-threshold` and `max-flick-pages` decide which page a \
        release goes to in page mode. With `mode = "free"` or `"free-snap"` a release coasts with \
        its velocity, slowed by `deceleration`, so these keys are never read. Remove them, or \
        go back to page mode.
        """,
        wrong: spec("[carousel.snap]\nmode = \"free-snap\"\nmax-flick-pages = 3\n", items: tenItems),
        right: spec("[carousel.snap]\nmode = \"free-snap\"\n", items: tenItems))

    static let decelerationInPageModeEntry = entry(
        DiagnosticCode.decelerationInPageMode, "deceleration in page mode",
        """
        `deceleration` (points per second squared) is how fast a free coast slows down. In page \
        mode, the default, a release settles on a page with the snap animation and nothing \
        coasts, so the key is never read. Set `mode = "free"` or `"free-snap"`, or remove it.
        """,
        wrong: spec("[carousel.snap]\ndeceleration = 4000\n", items: tenItems),
        right: spec("[carousel.snap]\nmode = \"free\"\ndeceleration = 4000\n", items: tenItems))
}
