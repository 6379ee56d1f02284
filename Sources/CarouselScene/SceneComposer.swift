import CarouselEngine
import CarouselSpec

/// Turns engine frames into a `Scene`: the one place that decides what is drawn where, in which
/// order, for the demo window, `carousel render` and `render --scene` alike.
public struct SceneComposer: Sendable {
    /// Window background.
    public let background: RGBAColor
    /// Colour of carousel titles and page dots: light on a dark window, dark on a light one.
    public let chrome: RGBAColor
    /// Carousel id -> its resolved content.
    let carousels: [String: ResolvedCarousel]

    /// A composer for the carousels of `spec`.
    public init(spec: ResolvedSpec) {
        background = spec.window.background
        carousels = Dictionary(spec.carousels.map { ($0.engine.id, $0) }, uniquingKeysWith: { first, _ in first })
        let lightText = spec.window.background.contrastingText == RGBAColor(red: 255, green: 255, blue: 255)
        chrome = lightText ? Theme.lightChrome : Theme.darkChrome
    }

    /// The scene for `frames` in a window of `size` points, text measured with `metrics` at
    /// `scale` pixels per point, with `overlays` on top.
    public func compose(
        _ frames: [CarouselFrame], size: Size, scale: Double = 1, metrics: any FontMetrics,
        overlays: SceneOverlays = .none
    ) throws -> Scene {
        var builder = Builder(layout: TextLayout(metrics: metrics, scale: scale), size: size)
        for frame in frames {
            let marked = overlays.focus.marks(frame.id, focused: frame.focused, count: frames.count)
            try carousel(frame, marksFocus: marked, into: &builder)
        }
        try self.overlays(overlays, into: &builder)
        return Scene(size: size, scale: scale, background: background, commands: builder.commands)
    }

    /// One carousel (`marksFocus`: with the keyboard focus chip or ring): title, then (clipped to
    /// its frame) the empty state or the cards back to front, then page dots and the focus ring.
    func carousel(_ frame: CarouselFrame, marksFocus: Bool, into builder: inout Builder) throws {
        let content = carousels[frame.id]
        var titled = false
        if let titleRect = frame.titleRect, let title = content?.title {
            builder.titles.append(titleRect)
            titled = try self.title(
                title, in: titleRect, inset: content?.engine.insets.leading ?? 0, focused: marksFocus,
                rightToLeft: frame.direction.isRightToLeft, into: &builder)
        }
        builder.commands.append(.clip(frame.frame))
        if let shadow = frame.groundShadow { builder.commands.append(.card(groundShadow(shadow, of: frame))) }
        if frame.itemCount == 0 {
            try emptyState(in: frame.frame, radius: frame.cornerRadius, into: &builder)
        }
        var behind: [Rect] = []
        for placement in frame.cards where placement.opacity > 0.002 {
            if var card = try card(placement, of: frame, items: content?.items, layout: builder.layout) {
                card.crossFades = placement.blendsOverBehind
                card.shade = placement.spatial?.shade ?? 0
                if let mask = placement.mask {
                    masked(card, mask: mask, in: frame.frame, into: &builder)
                    continue
                }
                builder.commands.append(.card(placement.blendsOverBehind ? card : backed(card, over: behind)))
                behind.append(card.drawnRect)
                if content?.engine.sync != nil { syncHighlight(card, placement, of: frame, into: &builder) }
            }
        }
        builder.commands.append(.clip(nil))
        dots(
            frame.dots, axis: frame.axis, colors: (content?.paginationColor, content?.paginationActiveColor),
            into: &builder)
        try pagination(frame, content: content, into: &builder)
        arrows(frame.arrows, axis: frame.axis, into: &builder)
        if content?.engine.auto?.progress == .bar { progressBar(frame, into: &builder) }
        if let button = frame.pauseButton { pauseButton(button, playing: frame.autoEnabled, into: &builder) }
        if content?.engine.auto?.progress == .ring { progressRing(frame, into: &builder) }
        // A carousel without a title shows its focus as a ring inside its frame.
        if marksFocus && !titled {
            focusRing(around: frame.frame, radius: frame.cornerRadius, into: &builder)
        }
    }

    /// Commands gathered while composing, with the text layout they were measured with.
    struct Builder {
        /// Measures text.
        let layout: TextLayout
        /// Window size in points.
        let size: Size
        /// Commands so far.
        var commands: [DrawCommand] = []
        /// The carousels' title lines so far (the HUD keeps clear of them).
        var titles: [Rect] = []
    }
}
