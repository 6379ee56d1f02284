import CarouselEngine
import SourceDiagnostics

// E0306 (error).
// Emitted by: Sources/CarouselSpec/Rules/ChromeInsideWindowRule.swift.
extension DiagnosticCode {
    /// A carousel's title or page dots drawn (partly) outside the window.
    public static let chromeOutsideWindow = DiagnosticCode(
        "E0306", "title or page dots outside the window",
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
}

/// The message of E0306 and its fix-its.
extension SpecMessages {
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
}
