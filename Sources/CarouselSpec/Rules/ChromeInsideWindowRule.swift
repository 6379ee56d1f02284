import CarouselEngine
import SourceDiagnostics

/// E0306: every carousel's title and page dots lie inside the window.
///
/// Only the first piece outside is the message; the others are notes, so one fix-it (the frame
/// shrunk or moved until frame, title and dots fit) answers them all.
struct ChromeInsideWindowRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
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
