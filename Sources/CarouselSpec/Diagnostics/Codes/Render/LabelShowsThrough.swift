import SourceDiagnostics

// W0416 (warning).
// Emitted by:
//   Sources/CarouselVerify/FindingWording+Messages.swift,
//   Sources/CarouselVerify/SceneInspector.swift.
extension DiagnosticCode {
    /// A card's label showing through a translucent card drawn over it (`check --render`).
    public static let labelShowsThrough = DiagnosticCode(
        "W0416", "label shows through a translucent card",
        """
        Reported by `carousel check --render`. A translucent card (an item `color` with alpha, \
        or a card the engine fades) drawn over another card's title shows that title through \
        itself. Inside one carousel the scene paints a faded card over the window background \
        first, so it hides what is behind it; a card of another carousel drawn over the label \
        does not. Move the carousels apart, or make the covering items opaque.
        """,
        wrong: """
            [[carousel]]
            id = "back"
            frame = { x = 0, y = 28, width = 1280, height = 360 }

            [[carousel.items]]
            title = "Library"

            [[carousel]]
            id = "front"
            frame = { x = 0, y = 200, width = 1280, height = 360 }

            [[carousel.items]]
            title = "Gym"
            color = "#FF3B3080"

            """,
        right: """
            [[carousel]]
            id = "back"
            frame = { x = 0, y = 28, width = 1280, height = 360 }

            [[carousel.items]]
            title = "Library"

            [[carousel]]
            id = "front"
            frame = { x = 0, y = 420, width = 1280, height = 340 }

            [[carousel.items]]
            title = "Gym"
            color = "#FF3B30"

            """)
}

// Message and fix-its: built where it is emitted (see above).
