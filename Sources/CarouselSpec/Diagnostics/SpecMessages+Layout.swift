import CarouselEngine
import SourceDiagnostics

/// The messages of the layout proofs (E0306, E0307, E0308, W0406).
extension SpecMessages {
    /// `x 0..1280, y -28..0`.
    static func extent(of rect: Rect) -> String {
        "x \(points(rect.x))..\(points(rect.maxX)), y \(points(rect.y))..\(points(rect.maxY))"
    }

    /// `{ x = 0, y = 28, width = 1280, height = 748 }`: a rectangle as a TOML inline table.
    static func inlineFrame(_ rect: Rect) -> String {
        "{ x = \(points(rect.x)), y = \(points(rect.y)), "
            + "width = \(points(rect.width)), height = \(points(rect.height)) }"
    }

    /// Where a rectangle leaves the window: `at y = -28, above the window`.
    static func outside(_ rect: Rect, window: Size) -> String {
        if rect.y < 0 { return "at y = \(points(rect.y)), above the window" }
        if rect.maxY > window.height {
            return "at y = \(points(rect.y))..\(points(rect.maxY)), "
                + "below the window's bottom edge (\(points(window.height)))"
        }
        if rect.x < 0 { return "at x = \(points(rect.x)), left of the window" }
        return "at x = \(points(rect.x))..\(points(rect.maxX)), past the window's right edge (\(points(window.width)))"
    }

    /// E0306: a title or the page dots drawn outside the window.
    static func chromeOutsideWindow(
        id: String, piece: String, rect: Rect, window: Size, fitting: Rect?, others: [String], span: SourceSpan,
        path: String, windowSpan: SourceSpan?
    ) -> Diagnostic {
        let verb = piece == "title" ? "is" : "are"
        var diagnostic = Diagnostic(
            DiagnosticCode.chromeOutsideWindow,
            message: "the \(piece) of carousel `\(id)` \(verb) drawn \(outside(rect, window: window))",
            span: span, path: path,
            labels: windowSpan.map { [DiagnosticLabel(span: $0, message: "the window size is set here")] } ?? [],
            help: fitting.map { "shrink the frame so its title and page dots fit: `frame = \(inlineFrame($0))`" }
                ?? "make the window larger, or leave out the title or set `indicators = false`",
            notes: [
                "the window is \(size(window.width, window.height)) points; the \(piece) "
                    + "\(piece == "title" ? "spans" : "span") \(extent(of: rect))",
                "a title takes \(points(SceneLayout.titleHeight)) points above an explicit frame, the page dots "
                    + "\(points(SceneLayout.indicatorThickness)) points below it (right of it for a vertical axis)",
            ] + others.map { "the \($0) of `\(id)` \($0 == "title" ? "is" : "are") outside the window too" })
        if let fitting {
            diagnostic.fixIts.append(.replace(span, with: inlineFrame(fitting), message: "shrink the frame to fit"))
        }
        return diagnostic
    }

    /// E0307: a page or card larger than its carousel's frame.
    static func cardExceedsFrame(
        id: String, card: String, rect: Rect, frame: Rect, key: String?, limit: String?, fix: String?,
        span: SourceSpan, path: String
    ) -> Diagnostic {
        let help =
            key.map { key in "make `\(key)` at most \(limit ?? "") (the frame minus the insets), or the frame larger" }
            ?? "make the frame larger"
        return Diagnostic(
            DiagnosticCode.cardExceedsFrame,
            message:
                "the \(card) of carousel `\(id)` is \(size(rect.width, rect.height)) points, larger than its "
                + "\(size(frame.width, frame.height)) frame",
            span: span, path: path, help: help,
            notes: ["it is drawn at \(extent(of: rect)) and cut by the frame at \(extent(of: frame))"],
            fixIts: fix.map { text in
                [.replace(span, with: text, message: "clamp `\(key ?? "")` to the frame minus the insets")]
            } ?? [])
    }

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
