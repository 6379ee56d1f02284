extension DiagnosticCode {
    /// True for the codes only `carousel check --render` reports: the render pass plays the spec
    /// through the engine and the scene and measures text with the fonts, which plain `check`
    /// does not (it needs neither SDL nor fonts).
    public var isRenderPass: Bool {
        switch self {
        case .textCut, .cutOff, .textOutsideCard, .labelShowsThrough: return true
        default: return false
        }
    }
}

extension DiagnosticCatalog {
    static let textCutEntry = entry(
        DiagnosticCode.textCut, "title cut short",
        """
        Reported by `carousel check --render`, which lays the titles out with the window's fonts \
        at the spec's window size. A card's title that does not fit the card is cut and ends \
        with "…"; a carousel's title that does not fit its title line likewise. The message names \
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

    static let cutOffEntry = entry(
        DiagnosticCode.cutOff, "drawn outside the window or under another carousel",
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

    static let textOutsideCardEntry = entry(
        DiagnosticCode.textOutsideCard, "text outside its card",
        """
        Reported by `carousel check --render` when a card's title or subtitle is drawn outside the \
        card's rounded shape. The scene keeps labels inside it: a card's lines sit in its bottom \
        leading corner inside a padding of 9 to 18 points, move further in where a large \
        `corner-radius` curves through them (and wrap to the narrower width), and a label that \
        cannot fit (a card lower than one title line, or too narrow between its curves) is left \
        out, which `check` reports as W0409 when the title is written. So this warning is the \
        render pass's check of that promise: seen on a spec, it is a bug of the scene; please \
        report it with the spec. The wrong example is the case it once caught, a radius so large \
        that the curve passed through the label: the lines are now drawn clear of it.
        """,
        wrong: spec("corner-radius = 300\n"),
        right: spec("corner-radius = 16\n"))

    static let labelShowsThroughEntry = entry(
        DiagnosticCode.labelShowsThrough, "label shows through a translucent card",
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
