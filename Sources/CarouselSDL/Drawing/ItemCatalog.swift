import CarouselSpec

/// What the renderer needs besides the engine frames: items, titles and the window's look.
public struct SceneContent: Sendable {
    /// Window background.
    public var background: RGBAColor
    /// Carousel id -> what to draw for it.
    var carousels: [String: ResolvedCarousel]
    /// Colour of carousel titles and page dots: light on a dark window, dark on a light one.
    var chrome: RGBAColor

    /// The content of a resolved spec.
    public init(spec: ResolvedSpec) {
        background = spec.window.background
        carousels = Dictionary(spec.carousels.map { ($0.engine.id, $0) }, uniquingKeysWith: { first, _ in first })
        chrome =
            spec.window.background.contrastingText == RGBAColor(red: 255, green: 255, blue: 255)
            ? Theme.lightChrome : Theme.darkChrome
    }

    /// The title drawn above carousel `id`, if any.
    func title(of id: String) -> String? { carousels[id]?.title }

    /// The leading inset of carousel `id` in points (titles line up with it).
    func leadingInset(of id: String) -> Double { carousels[id]?.engine.insets.leading ?? 0 }

    /// Item `index` of carousel `id`, as the spec layer resolved it (generated items on demand).
    func item(_ index: Int, of id: String) -> ResolvedItem? { carousels[id]?.items.item(at: index) }
}
