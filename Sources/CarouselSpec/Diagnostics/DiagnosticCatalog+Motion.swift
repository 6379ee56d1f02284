/// Catalog entries of the motion warnings (`W043x`).
extension DiagnosticCatalog {
    static let autoScrollUnderReducedMotionEntry = entry(
        DiagnosticCode.autoScrollUnderReducedMotion, "auto-scroll under reduced motion",
        """
        `[window] reduced-motion = "on"` plays the window without auto-scroll and without a \
        marquee's drift, so a `[carousel.auto]` table never runs (Space cannot switch it on \
        either). Remove the table, or write `reduced-motion = "auto"` to auto-scroll unless the \
        desktop asks for reduced motion (`CAROUSEL_REDUCED_MOTION`, else GNOME's \
        `enable-animations`).
        """,
        wrong: "[window]\nreduced-motion = \"on\"\n\n" + spec("[carousel.auto]\ninterval = \"4s\"\n"),
        right: "[window]\nreduced-motion = \"auto\"\n\n" + spec("[carousel.auto]\ninterval = \"4s\"\n"))

    static let stopAtEndOnLoopEntry = entry(
        DiagnosticCode.stopAtEndOnLoop, "stop-at-end on a looping carousel",
        """
        `stop-at-end = true` switches auto-scroll off when a finite carousel reaches its last \
        item (its first, going backward) instead of rewinding to the start. A carousel with \
        `infinite = true` loops and has no end, so the key does nothing there. Remove it, or \
        make the carousel finite.
        """,
        wrong: spec("infinite = true\n[carousel.auto]\nstop-at-end = true\n"),
        right: spec("infinite = false\n[carousel.auto]\nstop-at-end = true\n"))

    static let imageWithoutAltEntry = entry(
        DiagnosticCode.imageWithoutAlt, "image item without alt or title",
        """
        Every selection change is announced the way an ARIA live region reads it: \
        "Item 3 of 10: Sunrise over the bay", with the item's `alt`, else its `title`. An image \
        item with neither would be announced as a bare position. Describe the picture with \
        `alt`, give the item a `title`, or write `alt = ""` to mark the image decorative (the \
        fix-it does that).
        """,
        wrong: spec("", items: "[[carousel.items]]\nimage = \"../Assets/images/sunrise.png\"\n"),
        right: spec(
            "", items: "[[carousel.items]]\nimage = \"../Assets/images/sunrise.png\"\nalt = \"Sunrise over the bay\"\n")
    )

    static let itemIntervalOnMarqueeEntry = entry(
        DiagnosticCode.itemIntervalOnMarquee, "item interval on a marquee",
        """
        An item's `interval` is how long auto-scroll rests on that item before the next page \
        (paging, stack, focus). A marquee drifts continuously at its `[carousel.marquee] speed` \
        and never rests on an item, so the key does nothing there. Remove it (the fix-it does).
        """,
        wrong: spec("kind = \"marquee\"\n", items: "[[carousel.items]]\ntitle = \"One\"\ninterval = \"5s\"\n"),
        right: spec("kind = \"paging\"\n", items: "[[carousel.items]]\ntitle = \"One\"\ninterval = \"5s\"\n"))

    static let translucentOverlapEntry = entry(
        DiagnosticCode.translucentOverlap, "translucent card in an overlapping effect",
        """
        Coverflow, the rings (rotary, cylinder, wheel), the time machines, cube, flip, cards and \
        custom effects lay cards over each other. A card whose `color` has an alpha below FF \
        lets the labels of the cards behind it show through it, which `check --render` reports \
        as W0416. Use an opaque colour (drop the last two hex digits), or the slide or fade effect.
        """,
        wrong: spec("effect = \"coverflow\"\n", items: "[[carousel.items]]\ntitle = \"One\"\ncolor = \"#30B0C780\"\n"),
        right: spec("effect = \"coverflow\"\n", items: "[[carousel.items]]\ntitle = \"One\"\ncolor = \"#30B0C7\"\n"))
}
