import CarouselEngine
import SourceDiagnostics

// W0406 (warning).
// Emitted by: the rule below (`rules:`).
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

            """,
        rules: [ChromeOverlapRule()])
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

/// W0406: a carousel's title and page dots are drawn over no other carousel.
///
/// Pairs whose frames overlap are E0308's, or meant (both frames written); one warning per pair.
struct ChromeOverlapRule: LayoutRule {
    func checkLayout(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for (a, b) in spec.carouselPairs {
            guard a.derived.placement.frame.overlap(with: b.derived.placement.frame) == nil,
                let found = Self.firstOverlap(b, a)
            else { continue }
            let (owner, piece, other, otherPiece, overlap) = found
            // The key that decides: the owner's frame if written, else the other's, else the owner's header.
            let decider = owner.hasExplicitFrame || !other.hasExplicitFrame ? owner : other
            diagnostics.append(
                SpecMessages.chromeOverlap(
                    id: owner.displayID, piece: piece, other: other.displayID, otherPiece: otherPiece,
                    overlap: overlap, span: decider.frameOrHeaderSpan,
                    path: decider.hasExplicitFrame
                        ? decider.table.path(of: SpecSchema.CarouselKeys.frame) : decider.table.path))
        }
    }

    /// The first title or dots of either carousel that meets a piece of the other.
    static func firstOverlap(_ b: CarouselContext, _ a: CarouselContext)
        -> (CarouselContext, String, CarouselContext, String, Rect)?
    {
        for (owner, other) in [(b, a), (a, b)] {
            for piece in owner.chrome {
                for target in other.pieces {
                    if let overlap = piece.rect.overlap(with: target.rect) {
                        return (owner, piece.name, other, target.name, overlap)
                    }
                }
            }
        }
        return nil
    }
}
