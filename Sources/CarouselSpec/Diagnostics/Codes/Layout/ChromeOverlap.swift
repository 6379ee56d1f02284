import CarouselEngine
import SourceDiagnostics

// W0406 (warning).
// Emitted by: Sources/CarouselSpec/Rules/OverlapRules.swift.
extension DiagnosticCode {
    /// A carousel's title or page dots drawn over another carousel.
    public static let chromeOverlap = DiagnosticCode(
        "W0406", "title or page dots over another carousel",
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

/// The message of W0406 and its fix-its.
extension SpecMessages {
    /// W0406: a title or the page dots drawn over another carousel.
    static func chromeOverlap(
        id: String, piece: String, other: String, otherPiece: String, overlap: Rect, span: SourceSpan, path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.chromeOverlap,
            message:
                "the \(piece) of carousel `\(id)` \(piece == "title" ? "overlaps" : "overlap") the \(otherPiece) of "
                + "carousel `\(other)`",
            span: span, path: path,
            help:
                "move the frames apart: a title takes \(points(SceneLayout.titleHeight)) points above its frame, "
                + "page dots \(points(SceneLayout.indicatorThickness)) points below (or right of) it",
            notes: ["they share \(extent(of: overlap))"])
    }
}
