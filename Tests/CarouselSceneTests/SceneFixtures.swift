import CarouselEngine
import CarouselScene
import CarouselSpec

/// Hand-made specs played by the engine at rest and composed with `FakeMetrics`.
///
/// The window is 400 x 300 points; one carousel fills it (rows layout): 28 points of title at
/// the top, 24 points of dots below (horizontal) or at the right (vertical), insets 8 top and
/// bottom, 20 leading and trailing, spacing 16, corner radius 16.
enum SceneFixtures {
    static let window = Size(width: 400, height: 300)
    static let background = RGBAColor(red: 14, green: 15, blue: 19)
    static let tolerance = 1e-9

    static func configuration(
        _ kind: CarouselKind, axis: Axis, count: Int, id: String = "main", title: Bool = true, infinite: Bool = false
    ) -> CarouselConfiguration {
        CarouselConfiguration(
            id: id, kind: kind, axis: axis, infinite: infinite, explicitFrame: nil, spacing: 16,
            insets: EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20), pageSize: nil, cornerRadius: 16,
            indicators: true, hasTitle: title, itemCount: count,
            snap: SnapSettings(
                animation: .spring(stiffness: 300, damping: 30), velocityThreshold: 200, distanceThreshold: 0.5,
                maxFlickPages: 1),
            auto: nil,
            stack: StackSettings(
                aspectRatio: 1.586, spacingRatio: nil, neighborScale: 0.88, minScale: 0.7, extentSlack: 0.22,
                focusWidth: 0.88, maxVisibleSlot: 2,
                opacityStops: [
                    OpacityStop(distance: 0, opacity: 1), OpacityStop(distance: 1, opacity: 0.8),
                    OpacityStop(distance: 2, opacity: 0.5), OpacityStop(distance: 3, opacity: 0),
                ]),
            marquee: MarqueeSettings(speedPointsPerSecond: 70, itemExtent: 100, decelerationPerMillisecond: 0.998),
            focus: FocusSettings(
                itemSize: axis == .horizontal ? Size(width: 120, height: 200) : Size(width: 200, height: 120),
                shrink: 40, visibleNeighbors: 1))
    }

    /// Items "Item 1" ... with two alternating colours and white text.
    static func items(_ count: Int) -> [ResolvedItem] {
        (0..<count).map {
            ResolvedItem(
                id: String($0 + 1), title: "Item \($0 + 1)", subtitle: nil,
                color: $0 % 2 == 0
                    ? RGBAColor(red: 0, green: 122, blue: 255) : RGBAColor(red: 255, green: 149, blue: 0),
                textColor: RGBAColor(red: 255, green: 255, blue: 255), imagePath: nil)
        }
    }

    /// A spec of `carousels`, with listed items (`items(count)`) unless `generated` is given.
    static func spec(
        _ carousels: [CarouselConfiguration], titles: [String?]? = nil, generated: GeneratedItems? = nil
    ) -> ResolvedSpec {
        let resolved = carousels.enumerated().map { index, engine in
            ResolvedCarousel(
                engine: engine, title: titles?[index] ?? (engine.hasTitle ? "Featured" : nil),
                items: generated.map { .generated($0) } ?? .list(items(engine.itemCount)))
        }
        return ResolvedSpec(
            path: "/tmp/t.carousel.toml", version: 1,
            window: ResolvedWindow(title: "t", size: window, background: background, fontPath: nil, layout: .rows),
            carousels: resolved)
    }

    /// The scene at rest (time 0) of `spec`, at `scale` pixels per point.
    static func scene(_ spec: ResolvedSpec, scale: Double = 1, overlays: SceneOverlays = .none) throws -> Scene {
        let engine = Engine(scene: spec.scene)
        return try SceneComposer(spec: spec).compose(
            engine.frames(), size: window, scale: scale, metrics: FakeMetrics(), overlays: overlays)
    }

    static func cards(_ scene: Scene) -> [SceneCard] {
        scene.commands.compactMap { if case .card(let card) = $0 { return card } else { return nil } }
    }

    static func pills(_ scene: Scene) -> [RoundedRect] {
        scene.commands.compactMap { if case .pill(let shape) = $0 { return shape } else { return nil } }
    }

    static func texts(_ scene: Scene) -> [TextRun] {
        scene.commands.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    /// The kind of each command, in order ("text", "clip", "card", "clip-off", "pill", ...).
    static func kinds(_ scene: Scene) -> [String] {
        scene.commands.map {
            switch $0 {
            case .clip(let rect): return rect == nil ? "clip-off" : "clip"
            case .fill: return "fill"
            case .stroke: return "stroke"
            case .pill: return "pill"
            case .text: return "text"
            case .card: return "card"
            case .arc: return "arc"
            }
        }
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance && abs(a.width - b.width) < tolerance
            && abs(a.height - b.height) < tolerance
    }
}
