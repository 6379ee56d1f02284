extension DiagnosticCatalog {
    static let chromeOutsideWindowEntry = entry(
        DiagnosticCode.chromeOutsideWindow, "title or page dots outside the window",
        """
        A carousel with an explicit `frame` keeps that rectangle; its title line (28 points) goes \
        just above it and its page dots (a 24-point strip) just below it, or right of it for a \
        vertical axis. When the frame leaves no room for them inside the window, they are drawn \
        outside it and never seen. The message gives where the piece is drawn; the fix-it \
        shrinks the frame to the room its title and dot strip leave in the window. `carousel \
        compile` prints the rectangles under `derived` (`title-frame`, `dots-frame`).
        """,
        wrong: spec("title = \"Today\"\nframe = { x = 0, y = 0, width = 1280, height = 800 }\n"),
        right: spec("title = \"Today\"\nframe = { x = 0, y = 28, width = 1280, height = 772 }\n"))

    static let cardExceedsFrameEntry = entry(
        DiagnosticCode.cardExceedsFrame, "card larger than its carousel",
        """
        Cards are drawn inside their carousel's frame and cut at its edges. A paging `page-size`, \
        a focus `item-size` or a marquee `item-extent` larger than the frame (along either axis) \
        is therefore never drawn whole: its corners and label are cut off. The fix-it clamps \
        the value to the frame minus the insets. A stack's cards follow from its frame; a stack \
        that needs more room along its axis is `W0404`.
        """,
        wrong: spec("page-size = { width = 2000, height = 900 }\n"),
        right: spec("page-size = { width = 1000, height = 600 }\n"))

    static let carouselsOverlapEntry = entry(
        DiagnosticCode.carouselsOverlap, "carousels overlap",
        """
        Carousels without a `frame` share the whole window (in rows or columns), whatever the \
        explicit frames take, so an explicit frame drawn over such a share puts one carousel's \
        cards over another's. Two carousels that both have an explicit `frame` may overlap: \
        the frames say so, and the later one is drawn on top. Move the frame, or give the other \
        carousel a `frame` too.
        """,
        wrong: """
            [[carousel]]
            id = "main"
            [[carousel.items]]
            title = "One"
            [[carousel]]
            id = "strip"
            frame = { x = 0, y = 600, width = 1280, height = 200 }
            [[carousel.items]]
            title = "Two"

            """,
        right: """
            [[carousel]]
            id = "main"
            frame = { x = 0, y = 0, width = 1280, height = 560 }
            [[carousel.items]]
            title = "One"
            [[carousel]]
            id = "strip"
            frame = { x = 0, y = 600, width = 1280, height = 200 }
            [[carousel.items]]
            title = "Two"

            """)

    static let chromeOverlapEntry = entry(
        DiagnosticCode.chromeOverlap, "title or page dots over another carousel",
        """
        The frames do not overlap, but one carousel's title line (28 points above its frame) or \
        page dots (below it, or right of it for a vertical axis) fall on another carousel's \
        frame, title or dots, so text or dots are drawn over cards. Leave room between the \
        frames for the title and the dots.
        """,
        wrong: """
            [[carousel]]
            id = "top"
            frame = { x = 0, y = 0, width = 1280, height = 400 }
            [[carousel.items]]
            title = "One"
            [[carousel]]
            id = "bottom"
            title = "News"
            frame = { x = 0, y = 410, width = 1280, height = 300 }
            [[carousel.items]]
            title = "Two"

            """,
        right: """
            [[carousel]]
            id = "top"
            frame = { x = 0, y = 0, width = 1280, height = 400 }
            [[carousel.items]]
            title = "One"
            [[carousel]]
            id = "bottom"
            title = "News"
            frame = { x = 0, y = 440, width = 1280, height = 300 }
            [[carousel.items]]
            title = "Two"

            """)
}
