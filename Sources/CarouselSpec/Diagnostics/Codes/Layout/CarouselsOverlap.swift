import CarouselEngine
import SourceDiagnostics

// E0308 (error).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// Two carousels overlap and at least one of them has no explicit frame.
    public static let carouselsOverlap = DiagnosticCode(
        "E0308", "carousels overlap",
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

            """,
        rules: [CarouselOverlapRule()])
}

/// The message of E0308 and its fix-its.
extension SpecMessages {
    /// E0308: an explicit frame over a carousel that shares the window.
    static func carouselsOverlap(
        id: String, other: String, overlap: Rect, otherSpan: SourceSpan, span: SourceSpan, path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.carouselsOverlap,
            message: "carousel `\(id)` overlaps carousel `\(other)` at \(extent(of: overlap))",
            span: span, path: path,
            labels: [DiagnosticLabel(span: otherSpan, message: "`\(other)` has no frame: it shares the window")],
            help: "move the frame of `\(id)` off `\(other)`, or give `\(other)` a `frame` too",
            notes: [
                "carousels without a `frame` share the whole window; two explicit frames may overlap on purpose"
            ])
    }
}

/// E0308: no two carousels overlap unless both frames are written (then the frames say so:
/// an overlay drawn on purpose, the later carousel on top).
struct CarouselOverlapRule: LayoutRule {
    func checkLayout(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for (a, b) in spec.carouselPairs {
            guard !(a.hasExplicitFrame && b.hasExplicitFrame),
                let overlap = a.derived.placement.frame.overlap(with: b.derived.placement.frame)
            else { continue }
            // The message goes to the carousel whose `frame` is written (two shares never overlap,
            // two written frames may), the label to the one that shares the window.
            let (placed, other) = b.hasExplicitFrame ? (b, a) : (a, b)
            diagnostics.append(
                SpecMessages.carouselsOverlap(
                    id: placed.displayID, other: other.displayID, overlap: overlap,
                    otherSpan: other.headerSpan,
                    span: placed.frameOrHeaderSpan, path: placed.table.path(of: SpecSchema.CarouselKeys.frame)))
        }
    }
}
