/// Where one carousel sits in the window: its frame, its title line and its page-dot strip.
public struct CarouselSlot: Sendable, Hashable {
    /// The carousel's frame (cards are clipped to it).
    public var frame: Rect
    /// The title line above the frame, when the carousel has a title.
    public var titleRect: Rect?
    /// The strip for page dots, below (horizontal) or right of (vertical) the frame, when indicators are on.
    public var indicatorRect: Rect?
    /// Creates a slot.
    public init(frame: Rect, titleRect: Rect?, indicatorRect: Rect?) {
        self.frame = frame
        self.titleRect = titleRect
        self.indicatorRect = indicatorRect
    }
}

/// Lays out the carousels of a scene in the window (pure; the spec compiler reports the same frames).
///
/// Carousels without an explicit frame share the window in file order: equal rows top to bottom
/// (`rows`) or equal columns left to right (`columns`). Inside its share, a carousel gives
/// ``titleHeight`` points at the top to its title (if it has one) and ``indicatorThickness``
/// points to its page dots (below for a horizontal axis, at the right for a vertical one).
/// A carousel with an explicit frame keeps it; its title goes just above and its dots just
/// below / right of it.
public enum SceneLayout {
    /// Height of a title line, in points.
    public static let titleHeight = 28.0
    /// Thickness of the page-dot strip, in points.
    public static let indicatorThickness = 24.0

    /// The slot of every carousel, in scene order.
    public static func slots(for scene: SceneConfiguration) -> [CarouselSlot] {
        let automatic = scene.carousels.filter { $0.explicitFrame == nil }.count
        var index = 0
        var result: [CarouselSlot] = []
        result.reserveCapacity(scene.carousels.count)
        for carousel in scene.carousels {
            if let frame = carousel.explicitFrame {
                result.append(explicitSlot(frame, carousel))
                continue
            }
            let share = share(index: index, count: automatic, window: scene.windowSize, layout: scene.layout)
            result.append(sharedSlot(share, carousel))
            index += 1
        }
        return result
    }

    /// The resolved frame of every carousel, in scene order.
    public static func frames(for scene: SceneConfiguration) -> [Rect] { slots(for: scene).map(\.frame) }

    /// The `index`-th of `count` equal shares of the window.
    static func share(index: Int, count: Int, window: Size, layout: WindowLayout) -> Rect {
        let parts = Double(max(count, 1))
        switch layout {
        case .rows:
            let height = window.height / parts
            return Rect(x: 0, y: height * Double(index), width: window.width, height: height)
        case .columns:
            let width = window.width / parts
            return Rect(x: width * Double(index), y: 0, width: width, height: window.height)
        }
    }

    static func sharedSlot(_ share: Rect, _ carousel: CarouselConfiguration) -> CarouselSlot {
        var frame = share
        var title: Rect?
        var dots: Rect?
        if carousel.hasTitle {
            let height = min(titleHeight, frame.height / 2)
            title = Rect(x: frame.x, y: frame.y, width: frame.width, height: height)
            frame.y += height
            frame.height -= height
        }
        if carousel.indicators {
            switch carousel.axis {
            case .horizontal:
                let thickness = min(indicatorThickness, frame.height / 2)
                frame.height -= thickness
                dots = Rect(x: frame.x, y: frame.y + frame.height, width: frame.width, height: thickness)
            case .vertical:
                let thickness = min(indicatorThickness, frame.width / 2)
                frame.width -= thickness
                dots = Rect(x: frame.x + frame.width, y: frame.y, width: thickness, height: frame.height)
            }
        }
        return CarouselSlot(frame: frame, titleRect: title, indicatorRect: dots)
    }

    /// The slot of a carousel whose frame is `frame`: the title line just above it, the dot strip
    /// just below (horizontal) or right of it (vertical). The spec compiler uses it to test a frame
    /// it suggests.
    public static func explicitSlot(_ frame: Rect, _ carousel: CarouselConfiguration) -> CarouselSlot {
        let title =
            carousel.hasTitle
            ? Rect(x: frame.x, y: frame.y - titleHeight, width: frame.width, height: titleHeight) : nil
        var dots: Rect?
        if carousel.indicators {
            dots =
                carousel.axis == .horizontal
                ? Rect(x: frame.x, y: frame.y + frame.height, width: frame.width, height: indicatorThickness)
                : Rect(x: frame.x + frame.width, y: frame.y, width: indicatorThickness, height: frame.height)
        }
        return CarouselSlot(frame: frame, titleRect: title, indicatorRect: dots)
    }
}
