extension DiagnosticCatalog {
    static let paginationContradictsIndicatorsEntry = entry(
        DiagnosticCode.paginationContradictsIndicators, "pagination contradicts indicators",
        """
        `indicators` is the older switch for the page indicator: `indicators = false` is \
        `pagination = "none"`, and `indicators = true` allows any other `pagination`. A carousel \
        that writes both with opposite meanings (`indicators = false` with dots, a fraction or a \
        progress bar, or `indicators = true` with `pagination = "none"`) would silently drop one, \
        so it is an error. Remove `indicators` and keep `pagination`.
        """,
        wrong: spec("indicators = false\npagination = \"fraction\"\n"),
        right: spec("pagination = \"fraction\"\n"))

    static let arrowsDoNotFitEntry = entry(
        DiagnosticCode.arrowsDoNotFit, "arrows do not fit the frame",
        """
        The previous / next arrows are 36-point buttons 8 points inside the frame, one at each \
        end of the axis, so the frame must be at least 88 points long along the axis and 52 \
        points across it. A smaller frame draws no arrows. Make the frame larger or remove \
        `arrows`.
        """,
        wrong: spec(
            "arrows = true\nframe = { x = 0, y = 40, width = 80, height = 80 }\n",
            items: "[[carousel.items]]\ntitle = \"One\"\n[[carousel.items]]\ntitle = \"Two\"\n"),
        right: spec(
            "arrows = true\nframe = { x = 0, y = 40, width = 200, height = 80 }\n",
            items: "[[carousel.items]]\ntitle = \"One\"\n[[carousel.items]]\ntitle = \"Two\"\n"))

    static let paginationColorUnusedEntry = entry(
        DiagnosticCode.paginationColorUnused, "pagination colour with no pagination",
        """
        `pagination-color` and `pagination-active-color` colour the dots, the fraction text and \
        the progress bar. With `pagination = "none"` (or `indicators = false`) nothing is drawn, \
        and a fraction has no active part, so `pagination-active-color` changes nothing there. \
        Remove the colour or choose a pagination that uses it.
        """,
        wrong: spec("pagination = \"none\"\npagination-color = \"#FFFFFF\"\n"),
        right: spec("pagination = \"dots\"\npagination-color = \"#FFFFFF\"\n"))
}
