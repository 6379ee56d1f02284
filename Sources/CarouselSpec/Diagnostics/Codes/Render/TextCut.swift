import SourceDiagnostics

// W0413 (warning).
// Emitted by:
//   Sources/CarouselVerify/FindingWording+Messages.swift,
//   Sources/CarouselVerify/TextProof.swift (plain `check`),
//   Sources/CarouselVerify/SceneInspector.swift (`check --render`).
extension DiagnosticCode {
    /// A title cut short with "…" at the spec's window size or a size the layout proofs visit
    /// (plain `check`), or while played (`check --render`).
    public static let textCut = DiagnosticCode(
        "W0413", "title cut short",
        """
        Reported by `carousel check`, which lays every item's title out on the card of the \
        selected item at rest, at the spec's window size and at the other sizes the layout \
        proofs visit (the `[window] min-size`, each side of every `[[carousel.when]]` bound; a \
        title is reported once, naming the first size that cuts it), measuring text from the font files' \
        own tables (the bundled fonts, then the system's fallback fonts) so that the full and the \
        light build agree and a title is never found fitting that the window cuts; `check \
        --render` also reports titles it sees cut while playing. A card's title that does not \
        fit the card is cut and ends with "…"; a carousel's title that does not fit its title \
        line likewise. The message names \
        the item (its id, or its position) and shows the text as drawn next to the full title. \
        Give the card more room (a larger window or frame, smaller insets) or shorten the title.
        """,
        wrong: """
            [window]
            size = [320, 240]

            [[carousel]]
            id = "featured"

            [[carousel.items]]
            title = "Storm warning for the coast and the islands"

            """,
        right: """
            [window]
            size = [1280, 800]

            [[carousel]]
            id = "featured"

            [[carousel.items]]
            title = "Storm warning for the coast and the islands"

            """)
}

// Message and fix-its: built where it is emitted (see above).
