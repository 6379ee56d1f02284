extension DiagnosticCatalog {
    /// A Material 3 carousel with ten generated items; `m3` is the body of `[carousel.m3]`.
    static func m3Spec(_ carousel: String = "", m3: String) -> String {
        spec("kind = \"m3\"\n" + carousel + "[carousel.m3]\n" + m3, items: tenItems)
    }

    static let m3InfiniteEntry = entry(
        DiagnosticCode.m3Infinite, "infinite on a Material 3 carousel",
        """
        Material 3 carousels are finite (as in Compose and MDC): the keylines shift at the ends \
        so the first and last items can become large. A loop has no ends, so `infinite = true` \
        would be ignored; Carousel reports it instead. Remove it, or use a paging carousel with \
        `per-view` for a looping strip.
        """,
        wrong: m3Spec("infinite = true\n", m3: "layout = \"hero\"\n"),
        right: m3Spec(m3: "layout = \"hero\"\n"))

    static let m3SmallBoundsEntry = entry(
        DiagnosticCode.m3SmallBounds, "min-small-item longer than max-small-item",
        """
        Small items of a multi-browse or hero layout are between `min-small-item` and \
        `max-small-item` long (Material 3: 40 and 56). A minimum above the maximum leaves no \
        length to choose.
        """,
        wrong: m3Spec(m3: "min-small-item = 80\nmax-small-item = 56\n"),
        right: m3Spec(m3: "min-small-item = 40\nmax-small-item = 56\n"))

    static let m3KeylinesDoNotFitEntry = entry(
        DiagnosticCode.m3KeylinesDoNotFit, "keylines that do not fill the region",
        """
        An explicit `keylines` list gives the visible length of every keyline along the axis. \
        With `spacing` between them they must fill the frame minus the insets exactly (within \
        half a point), as the computed arrangements do; otherwise items would leave a gap or be \
        cut at the end. The fix-it scales the list to fit.
        """,
        wrong: spec(
            "kind = \"m3\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\ninsets = 0\nspacing = 0\n"
                + "[carousel.m3]\nkeylines = [300, 300, 100]\n", items: tenItems),
        right: spec(
            "kind = \"m3\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\ninsets = 0\nspacing = 0\n"
                + "[carousel.m3]\nkeylines = [300, 300, 140, 60]\n", items: tenItems))

    static let m3KeylinesShapeEntry = entry(
        DiagnosticCode.m3KeylinesShape, "keylines whose longest ones are split",
        """
        The longest keylines are the focal range, where items are shown whole. They must be \
        next to each other (a run), and a list has at most 64 keylines.
        """,
        wrong: m3Spec(m3: "keylines = [300, 100, 300]\n"),
        right: m3Spec(m3: "keylines = [500, 500, 208]\n"))

    static let m3KeylinesUncontainedEntry = entry(
        DiagnosticCode.m3KeylinesUncontained, "keylines on the uncontained layout",
        """
        The uncontained layout shows every item at `preferred-item-width` and lets the last one \
        clip at the edge: it has no keylines. Remove `keylines`, or use the multi-browse layout.
        """,
        wrong: m3Spec(m3: "layout = \"uncontained\"\nkeylines = [300, 300, 100]\n"),
        right: m3Spec(m3: "layout = \"uncontained\"\n"))

    static let m3LargeNotLargerEntry = entry(
        DiagnosticCode.m3LargeNotLarger, "large items no longer than small ones",
        """
        Multi-browse and hero layouts tell large items from small ones. A \
        `preferred-item-width` at or below `min-small-item` leaves no large item longer than a \
        small one.
        """,
        wrong: m3Spec(m3: "preferred-item-width = 40\n"),
        right: m3Spec(m3: "preferred-item-width = 300\n"))

    static let m3KeyHasNoEffectEntry = entry(
        DiagnosticCode.m3KeyHasNoEffect, "a Material 3 key the layout does not use",
        """
        `hero-align` only moves a hero layout; `min-small-item` and `max-small-item` mean \
        nothing to the uncontained layout; with `keylines`, the computed lengths \
        (`preferred-item-width`, the small bounds) and `hero-align` are not used. Remove the key.
        """,
        wrong: m3Spec(m3: "layout = \"multi-browse\"\nhero-align = \"center\"\n"),
        right: m3Spec(m3: "layout = \"hero\"\nhero-align = \"center\"\n"))

    static let m3PreferredClampedEntry = entry(
        DiagnosticCode.m3PreferredClamped, "preferred-item-width longer than the region",
        """
        A large item is at most as long as the frame minus the insets. A longer \
        `preferred-item-width` is shortened to that length; the fix-it writes it.
        """,
        wrong: spec(
            "kind = \"m3\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\ninsets = 0\n"
                + "[carousel.m3]\nlayout = \"uncontained\"\npreferred-item-width = 900\n", items: tenItems),
        right: spec(
            "kind = \"m3\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\ninsets = 0\n"
                + "[carousel.m3]\nlayout = \"uncontained\"\npreferred-item-width = 800\n", items: tenItems))
}
