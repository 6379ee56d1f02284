import CarouselEngine
import SourceDiagnostics

// E0305 (error).
// Emitted by: Sources/CarouselSpec/Rules/LayoutRules.swift.
extension DiagnosticCode {
    /// A layout that cannot be drawn (no room left by the insets, frame outside the window).
    public static let impossibleLayout = DiagnosticCode(
        "E0305", "layout impossible",
        """
        The carousel cannot be drawn: an explicit `frame` reaches outside the window, or the \
        insets take all of the frame's width or height so no page is left. The notes give \
        the numbers; make the insets smaller, the frame bigger, or move it inside the window.
        """,
        wrong: spec("frame = { x = 900, y = 0, width = 600, height = 400 }\n"),
        right: spec("frame = { x = 600, y = 0, width = 600, height = 400 }\n"))
}

/// The message of E0305 and its fix-its.
extension SpecMessages {
    static func frameOutsideWindow(
        id: String, frame: Rect, window: Size, span: SourceSpan, path: String, windowSpan: SourceSpan?,
        fitting: Rect? = nil
    ) -> Diagnostic {
        var diagnostic = Diagnostic(
            DiagnosticCode.impossibleLayout,
            message: "the frame of carousel `\(id)` reaches outside the \(size(window.width, window.height)) window",
            span: span, path: path,
            labels: windowSpan.map { [DiagnosticLabel(span: $0, message: "the window size is set here")] } ?? [],
            help:
                "keep x >= 0, y >= 0, x + width <= \(points(window.width)) and y + height <= \(points(window.height))",
            notes: [
                "the frame spans x \(points(frame.x))..\(points(frame.x + frame.width)), y \(points(frame.y))..\(points(frame.y + frame.height))"
            ])
        if let fitting {
            diagnostic.notes.append("this frame fits, with room for its title and page dots: \(inlineFrame(fitting))")
            diagnostic.fixIts.append(.replace(span, with: inlineFrame(fitting), message: "cut the frame to the window"))
        }
        return diagnostic
    }

    static func noRoom(id: String, frame: Rect, insets: EdgeInsets, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.impossibleLayout,
            message: "the insets of carousel `\(id)` leave no room for a page",
            span: span, path: path,
            help: "make the insets smaller or the frame bigger",
            notes: [
                "the frame is \(size(frame.width, frame.height)) points; the insets take \(size(insets.leading + insets.trailing, insets.top + insets.bottom))"
            ])
    }
}
