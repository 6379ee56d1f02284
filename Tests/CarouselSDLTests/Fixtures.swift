import CarouselEngine
import CarouselSpec
@testable import CarouselSDL

/// Hand-made engine frames and content, so drawing is tested without the engine.
enum Fixtures {
    static let background = RGBAColor(red: 14, green: 15, blue: 19)
    static let red = RGBAColor(red: 220, green: 40, blue: 40)
    static let blue = RGBAColor(red: 30, green: 90, blue: 230)

    static func spec(items: [ResolvedItem], id: String = "main", title: String? = "Featured") -> ResolvedSpec {
        let engine = CarouselConfiguration(
            id: id, kind: .paging, axis: .horizontal, infinite: false, explicitFrame: nil, spacing: 16,
            insets: EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20), pageSize: nil, cornerRadius: 16,
            indicators: true, hasTitle: title != nil, itemCount: items.count,
            snap: SnapSettings(
                animation: .spring(stiffness: 300, damping: 30), velocityThreshold: 200, distanceThreshold: 0.5,
                maxFlickPages: 1),
            auto: nil,
            stack: StackSettings(
                aspectRatio: 1.586, spacingRatio: nil, neighborScale: 0.88, minScale: 0.7, extentSlack: 0.22,
                focusWidth: 0.88, maxVisibleSlot: 2, opacityStops: []),
            marquee: MarqueeSettings(speedPointsPerSecond: 70, itemExtent: 100, decelerationPerMillisecond: 0.998),
            focus: FocusSettings(itemSize: Size(width: 300, height: 500), shrink: 100, visibleNeighbors: 3))
        let window = ResolvedWindow(
            title: "t", size: Size(width: 400, height: 300), background: background, fontPath: nil, layout: .rows)
        return ResolvedSpec(
            path: "/tmp/t.carousel.toml", version: 1, window: window,
            carousels: [ResolvedCarousel(engine: engine, title: title, items: .list(items))])
    }

    static func item(_ title: String, _ color: RGBAColor, subtitle: String? = nil) -> ResolvedItem {
        ResolvedItem(
            id: title, title: title, subtitle: subtitle, color: color,
            textColor: RGBAColor(red: 255, green: 255, blue: 255), imagePath: nil)
    }

    static func frame(
        cards: [CardPlacement], itemCount: Int, frame: Rect = Rect(x: 0, y: 40, width: 400, height: 220),
        dots: [IndicatorDot] = [], focused: Bool = false
    ) -> CarouselFrame {
        CarouselFrame(
            id: "main", kind: .paging, axis: .horizontal, frame: frame,
            titleRect: Rect(x: 20, y: 10, width: 360, height: 24),
            selection: 0, progress: 0, phase: .idle, cards: cards, dots: dots, focused: focused, autoEnabled: false,
            itemCount: itemCount, cornerRadius: 16)
    }

    static func card(_ item: Int, _ rect: Rect, scale: Double = 1, opacity: Double = 1, z: Double = 0) -> CardPlacement
    {
        CardPlacement(item: item, rect: rect, scale: scale, opacity: opacity, z: z, tappable: true)
    }

    /// The ARGB pixel at (x, y) of a `width`-wide picture.
    static func pixel(_ pixels: [UInt32], width: Int, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let value = pixels[y * width + x]
        return (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
    }
}
