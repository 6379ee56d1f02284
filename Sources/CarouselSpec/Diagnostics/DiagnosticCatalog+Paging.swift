extension DiagnosticCatalog {
    /// Ten generated items, for the paging examples.
    static let tenItems = "[carousel.generate]\ncount = 10\n"

    static let startOutOfRangeEntry = entry(
        DiagnosticCode.startOutOfRange, "start past the last item",
        """
        `start` is the 0-based index of the item selected at launch, for every kind of carousel. \
        It must be below the item count: with 10 items, 0 is the first and 9 the last. The \
        fix-it starts on the last item.
        """,
        wrong: spec("start = 10\n", items: tenItems),
        right: spec("start = 9\n", items: tenItems))

    static let perViewContradictsPageSizeEntry = entry(
        DiagnosticCode.perViewContradictsPageSize, "per-view and page-size disagree",
        """
        `per-view` sizes a paging carousel's items so that that many fit in the frame minus the \
        insets: item length = (region − spacing × (⌈per-view⌉ − 1)) / per-view. A `page-size` \
        fixes the length instead. When both are written and the lengths differ, one of them \
        would be silently ignored, so neither is: keep the one you mean (the fix-its remove the \
        other).
        """,
        wrong: spec("per-view = 3\npage-size = { width = 600, height = 400 }\n", items: tenItems),
        right: spec("per-view = 3\n", items: tenItems))

    static let perViewTooManyEntry = entry(
        DiagnosticCode.perViewTooMany, "too many items per view",
        """
        With many items per view, the gaps between them take most of the frame and each item is \
        left a sliver. Items shorter than 24 points cannot hold a readable label, so `check` \
        reports the layout. The fix-it gives the largest `per-view` (in steps of 0.1) that keeps \
        items at least 24 points long; fewer insets or less `spacing` also make room.
        """,
        wrong: spec("per-view = 50\n", items: tenItems),
        right: spec("per-view = 8\n", items: tenItems))

    static let containOnLoopEntry = entry(
        DiagnosticCode.containOnLoop, "contain on a looping carousel",
        """
        `contain = true` stops a finite carousel so that no empty space shows before its first \
        or after its last item (Embla's `containScroll`, Splide's `trimSpace`). A loop has no \
        ends, so the key would be ignored; other libraries drop it quietly, Carousel reports it. \
        Remove `contain`, or make the carousel finite.
        """,
        wrong: spec("infinite = true\nper-view = 3\nalign = \"start\"\ncontain = true\n", items: tenItems),
        right: spec("per-view = 3\nalign = \"start\"\ncontain = true\n", items: tenItems))

    static let scrollByTooLargeEntry = entry(
        DiagnosticCode.scrollByTooLarge, "scroll-by larger than the carousel",
        """
        `scroll-by` is how many items one flick, key press, wheel step or auto-scroll tick moves. \
        On a loop of n items a move of n comes back to the same item, and on a finite carousel a \
        move of n or more passes every item, so the largest useful value is n − 1. Use \
        `scroll-by = "page"` to move by the whole items in view.
        """,
        wrong: spec("per-view = 3\nscroll-by = 12\n", items: tenItems),
        right: spec("per-view = 3\nscroll-by = \"page\"\n", items: tenItems))

    static let startTrimmedByContainEntry = entry(
        DiagnosticCode.startTrimmedByContain, "start that contain never selects",
        """
        A contained carousel stops where its last item reaches the end of the frame, so with \
        several items per view the last few items are shown but never become the selected item. \
        A `start` among them would silently start elsewhere; the warning names the item it \
        starts on, and the fix-it writes that item.
        """,
        wrong: spec("per-view = 4\nalign = \"start\"\ncontain = true\nstart = 9\n", items: tenItems),
        right: spec("per-view = 4\nalign = \"start\"\ncontain = true\nstart = 6\n", items: tenItems))

    static let pagingKeyHasNoEffectEntry = entry(
        DiagnosticCode.pagingKeyHasNoEffect, "align or contain has no effect",
        """
        With one item per view and no `page-size`, an item fills the frame minus the insets: \
        every `align` puts it in the same place, and `contain` finds no empty space to remove. \
        The key is then only noise (or a sign that `per-view` is missing). The fix-it removes it.
        """,
        wrong: spec("align = \"start\"\n", items: tenItems),
        right: spec("per-view = 3\nalign = \"start\"\n", items: tenItems))
}
