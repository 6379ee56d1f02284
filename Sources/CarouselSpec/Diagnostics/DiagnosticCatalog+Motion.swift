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
}
