import CarouselEngine
import SourceDiagnostics

// E0306 (error).
// Emitted by: the rule below (`rules:`).
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
        right: spec("title = \"Today\"\nframe = { x = 0, y = 28, width = 1280, height = 772 }\n"),
        rules: [ChromeInsideWindowRule()])
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
            labels: label("the window size is set here", at: windowSpan),
            help: fitting.map { "shrink the frame so its title and page dots fit: `frame = \(inlineFrame($0))`" }
                ?? "make the window larger, or leave out the title or set `indicators = false`",
            notes: [
                "the window is \(size(window.width, window.height)) points; the \(piece) "
                    + "\(piece == "title" ? "spans" : "span") \(extent(of: rect))",
                "a title takes \(points(SceneLayout.titleHeight)) points above an explicit frame, the page dots "
                    + "\(points(SceneLayout.indicatorThickness)) points below it (right of it for a vertical axis)",
            ] + others.map { "the \($0) of `\(id)` \($0 == "title" ? "is" : "are") outside the window too" })
        if let fitting {
            diagnostic.fixIts.append(
                .replace(span, with: inlineFrame(fitting), message: "shrink the frame to fit", safety: .unsafe))
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

/// E0306: every carousel's title and page dots lie inside the window.
///
/// Only the first piece outside is the message; the others are notes, so one fix-it (the frame
/// shrunk or moved until frame, title and dots fit) answers them all.
struct ChromeInsideWindowRule: LayoutRule {
    func checkLayout(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        let window = spec.resolvedWindow.size
        let bounds = Rect(x: 0, y: 0, width: window.width, height: window.height)
        let windowSpan =
            spec.window.isWritten(SpecSchema.WindowKeys.size) ? spec.window.entrySpan(SpecSchema.WindowKeys.size) : nil
        for carousel in spec.carousels {
            // A frame outside the window is E0305 already.
            guard bounds.encloses(carousel.derived.placement.frame) else { continue }
            let outside = carousel.chrome.filter { !bounds.encloses($0.rect) }
            guard let first = outside.first else { continue }
            let framed = carousel.hasExplicitFrame
            diagnostics.append(
                SpecMessages.chromeOutsideWindow(
                    id: carousel.displayID, piece: first.name, rect: first.rect, window: window,
                    fitting: framed ? Self.fittingFrame(carousel, window: bounds) : nil,
                    others: outside.dropFirst().map(\.name),
                    span: framed ? carousel.frameOrHeaderSpan : windowSpan ?? carousel.headerSpan,
                    path: framed ? carousel.table.path(of: SpecSchema.CarouselKeys.frame) : carousel.table.path,
                    windowSpan: framed ? windowSpan : nil))
        }
    }

    /// The explicit frame cut (or moved, when nothing of it is left) so that it, its title and its
    /// page dots lie inside `window` (nil when no frame does). The answer is checked with
    /// the engine's own layout of the new frame.
    static func fittingFrame(_ carousel: CarouselContext, window: Rect) -> Rect? {
        // A frame in percentages is not replaced by points that fit one window size only.
        guard carousel.configuration.relativeFrame == nil else { return nil }
        let frame = carousel.derived.placement.frame
        var all = carousel.chrome.reduce(frame) { $0.enclosing($1.rect) }
        // Leave the dots their whole strip (it is also where a tap picks a dot).
        if carousel.derived.dotsRect != nil, let strip = carousel.derived.placement.indicatorRect {
            all = all.enclosing(strip)
        }
        // Room the title and the dots need on each side of the frame.
        let left = frame.x - all.x, top = frame.y - all.y
        let right = all.maxX - frame.maxX, bottom = all.maxY - frame.maxY
        let room = Rect(
            x: left, y: top, width: window.width - left - right, height: window.height - top - bottom)
        guard room.width >= 1, room.height >= 1 else { return nil }
        // Cut the frame to the room, so it keeps its place and grows into no neighbour; a frame
        // wholly outside the room moves in instead.
        var fitted = frame.overlap(with: room) ?? frame
        fitted.width = min(fitted.width, room.width).rounded(.down)
        fitted.height = min(fitted.height, room.height).rounded(.down)
        fitted.x = min(max(fitted.x, room.x), room.maxX - fitted.width)
        fitted.y = min(max(fitted.y, room.y), room.maxY - fitted.height)
        var configuration = carousel.configuration
        configuration.explicitFrame = fitted
        let slot = SceneLayout.explicitSlot(fitted, configuration)
        let pieces = [
            slot.titleRect, RestingLayout.dots(configuration: configuration, slot: slot),
            RestingLayout.paginationBox(configuration: configuration, slot: slot), fitted,
        ]
        return pieces.allSatisfy { $0.map { window.encloses($0) } ?? true } ? fitted : nil
    }
}
