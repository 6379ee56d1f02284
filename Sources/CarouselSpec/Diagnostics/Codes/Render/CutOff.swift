import SourceDiagnostics

// W0414 (warning).
// Emitted by:
//   Sources/CarouselVerify/FindingWording+Messages.swift,
//   Sources/CarouselVerify/SceneInspector.swift.
extension DiagnosticCode {
    /// A title, page dots, a card or a label cut by the window edge or covered by another
    /// carousel, not by its own carousel's clip (`check --render`).
    public static let cutOff = DiagnosticCode(
        "W0414", "drawn outside the window or under another carousel",
        """
        Reported by `carousel check --render`, which plays every carousel for a few seconds \
        (auto-scroll, a drag each way, the smallest and the largest window) and looks at every \
        frame. Cards are meant to be cut only by their own carousel's frame. A carousel's title, \
        its page dots or its cards cut by the window edge, or covered by another carousel drawn \
        after it, are reported once per carousel with the first time and window size it happened; \
        so is the label of the card a carousel rests on when its own frame cuts it. \
        Plain `check` already proves the layout at rest (E0305-E0308, W0406): what is left for \
        this pass is mostly carousels whose written frames overlap, which `check` accepts as an \
        overlay drawn on purpose; the pass names what the later carousel hides of the earlier \
        one. Move the frames apart, with room for the title (28 points above a frame) and the \
        page dots (24 points below it, right of it when vertical).
        """,
        wrong: """
            [[carousel]]
            id = "hero"
            frame = { x = 0, y = 28, width = 1280, height = 600 }

            [[carousel.items]]
            title = "Summer sale"

            [[carousel.items]]
            title = "New arrivals"

            [[carousel]]
            id = "ticker"
            frame = { x = 0, y = 560, width = 1280, height = 120 }

            [[carousel.items]]
            title = "Free delivery this week"

            """,
        right: """
            [[carousel]]
            id = "hero"
            frame = { x = 0, y = 28, width = 1280, height = 600 }

            [[carousel.items]]
            title = "Summer sale"

            [[carousel.items]]
            title = "New arrivals"

            [[carousel]]
            id = "ticker"
            frame = { x = 0, y = 660, width = 1280, height = 120 }

            [[carousel.items]]
            title = "Free delivery this week"

            """)
}

// Message and fix-its: built where it is emitted (see above).
