extension DiagnosticCatalog {
    static let textTooLargeEntry = entry(
        DiagnosticCode.textTooLarge, "text does not fit the card",
        """
        A card's labels sit inside its padding (`clamp(min(width, height) × 0.09, 9..18)` \
        points) and are stacked up from the bottom: the title first, then the subtitle under it. \
        `check` takes a line to be 1.2 × its size tall (the bundled DejaVu Sans draws 1.16) and \
        warns when a written `title-size` cannot fit one line in the card's height, when a \
        written `title-lines` asks for more lines than the card holds at the title's size, or \
        when a written `subtitle-size` leaves no room for one subtitle line under one title line \
        (the subtitle would never be drawn). The card is the one `carousel compile` prints as \
        `derived.card-size`. The title always keeps one line, so a too-large title spills into \
        the top padding; a title line that would stick out of the card is not drawn at all, and \
        a written `title` on a card too low for one line of its derived size (a tiny \
        `page-size`) is reported at the title. Lower the size or the line count, or make the \
        card larger.
        """,
        wrong: spec(
            "frame = { x = 0, y = 0, width = 600, height = 120 }\n[carousel.text]\ntitle-size = 90\n"),
        right: spec(
            "frame = { x = 0, y = 0, width = 600, height = 120 }\n[carousel.text]\ntitle-size = 40\n"))
}
