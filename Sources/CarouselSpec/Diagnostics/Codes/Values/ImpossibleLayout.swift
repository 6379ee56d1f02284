import CarouselEngine
import SourceDiagnostics

// E0305 (error).
// Emitted by: the rules below (`rules:`).
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
        right: spec("frame = { x = 600, y = 0, width = 600, height = 400 }\n"),
        rules: [FrameInsideWindowRule(), RoomForPagesRule()])
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
            labels: label("the window size is set here", at: windowSpan),
            help:
                "keep x >= 0, y >= 0, x + width <= \(points(window.width)) and y + height <= \(points(window.height))",
            notes: [
                "the frame spans x \(points(frame.x))..\(points(frame.x + frame.width)), y \(points(frame.y))..\(points(frame.y + frame.height))"
            ])
        if let fitting {
            diagnostic.notes.append("this frame fits, with room for its title and page dots: \(inlineFrame(fitting))")
            diagnostic.fixIts.append(
                .replace(span, with: inlineFrame(fitting), message: "cut the frame to the window", safety: .unsafe))
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

/// E0305: an explicit frame must lie inside the window (fix-it: the frame cut to the window,
/// leaving room for its title and page dots).
struct FrameInsideWindowRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        let window = spec.resolvedWindow.size
        for carousel in spec.carousels {
            guard let frame = carousel.configuration.explicitFrame,
                let span = carousel.table.valueSpan(SpecSchema.CarouselKeys.frame)
            else {
                continue
            }
            let inside =
                frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= window.width
                && frame.y + frame.height <= window.height
            if !inside {
                var diagnostic =
                    SpecMessages.frameOutsideWindow(
                        id: carousel.displayID, frame: frame, window: window, span: span,
                        path: carousel.table.path(of: SpecSchema.CarouselKeys.frame),
                        windowSpan: spec.window.isWritten(SpecSchema.WindowKeys.size)
                            ? spec.window.entrySpan(SpecSchema.WindowKeys.size) : nil,
                        fitting: ChromeInsideWindowRule.fittingFrame(
                            carousel, window: Rect(x: 0, y: 0, width: window.width, height: window.height)))
                if carousel.configuration.relativeFrame != nil {
                    diagnostic.notes.append(
                        "the percentages are of the window's width (x, width) and height (y, height); "
                            + "x + width and y + height must stay within 100 %")
                }
                diagnostics.append(diagnostic)
            }
        }
    }
}

/// E0305: the insets must leave a positive area inside the frame.
///
/// Carousels without a frame that all lack room for the same reason (too many shares of the
/// window) get one error, at the first, with a note counting the others.
struct RoomForPagesRule: LayoutRule {
    func checkLayout(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        let cramped = spec.carousels.filter { $0.derived.content.width <= 0 || $0.derived.content.height <= 0 }
        let shared = cramped.filter { !$0.hasExplicitFrame && !$0.table.isWritten(SpecSchema.CarouselKeys.insets) }
        for carousel in cramped {
            if shared.count > 1, !carousel.hasExplicitFrame,
                !carousel.table.isWritten(SpecSchema.CarouselKeys.insets)
            {
                guard carousel.index == shared.first?.index else { continue }
                let others = shared.count - 1
                let window = spec.resolvedWindow
                let parts = spec.carousels.filter { !$0.hasExplicitFrame }.count
                let length = window.layout == .rows ? window.size.height : window.size.width
                let what = window.layout == .rows ? "rows" : "columns"
                diagnostics.append(
                    diagnostic(carousel).withNote(
                        "\(others) more carousel\(others == 1 ? "" : "s") without a frame have no room either: "
                            + "\(parts) \(what) share the window's \(SpecMessages.points(length)) points "
                            + "(\(SpecMessages.points(length / Double(max(parts, 1)))) each); use fewer carousels "
                            + "or a larger window"))
                continue
            }
            diagnostics.append(diagnostic(carousel))
        }
    }

    private func diagnostic(_ carousel: CarouselContext) -> Diagnostic {
        let table = carousel.table
        let span =
            table.entrySpan(SpecSchema.CarouselKeys.insets) ?? table.entrySpan(SpecSchema.CarouselKeys.frame)
            ?? carousel.headerSpan
        return SpecMessages.noRoom(
            id: carousel.displayID, frame: carousel.derived.placement.frame, insets: carousel.configuration.insets,
            span: span,
            path: table.isWritten(SpecSchema.CarouselKeys.insets)
                ? table.path(of: SpecSchema.CarouselKeys.insets) : table.path)
    }
}
