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
/// Carousels without an explicit frame share the window in file order: rows top to bottom
/// (`rows`) or columns left to right (`columns`), each as long as its ``SlotLength`` makes it
/// (``SlotDistribution``; equal shares by default). Inside its share, a carousel gives
/// ``titleHeight`` points at the top to its title (if it has one) and ``indicatorThickness``
/// points to its page dots (below for a horizontal axis, at the right for a vertical one).
/// A carousel with an explicit frame keeps it (a frame written with percentages is resolved at
/// the scene's window size); its title goes just above and its dots just below / right of it.
public enum SceneLayout {
    /// Height of a title line, in points.
    public static let titleHeight = 28.0
    /// Thickness of the page-dot strip, in points.
    public static let indicatorThickness = 24.0

    /// The slot of every carousel, in scene order.
    public static func slots(for scene: SceneConfiguration) -> [CarouselSlot] {
        let shares = SlotDistribution(scene: scene).shares(for: scene)
        return zip(scene.carousels, shares).map { carousel, share in
            if let share { return sharedSlot(share, carousel) }
            let frame = carousel.explicitFrame(in: scene.windowSize) ?? Rect(x: 0, y: 0, width: 0, height: 0)
            return explicitSlot(frame, carousel)
        }
    }

    /// The resolved frame of every carousel, in scene order.
    public static func frames(for scene: SceneConfiguration) -> [Rect] { slots(for: scene).map(\.frame) }

    /// What a carousel's content needs along the window layout (`auto`), in points: its page's
    /// height (rows) or width (columns), its insets on those sides, its title line (rows) and its
    /// page dots where they sit across that length. Nil when the content has no size of its own
    /// (a paging carousel without `page-size`, or another kind).
    public static func contentLength(of carousel: CarouselConfiguration, along layout: WindowLayout) -> Double? {
        // A grid's `page-size` is one cell: its content is a whole line of cells.
        guard carousel.kind == .paging, let page = (carousel.grid?.lines(of: carousel) ?? carousel).pageSize else {
            return nil
        }
        let insets = carousel.insets
        switch layout {
        case .rows:
            let title = carousel.hasTitle ? titleHeight : 0
            let dots = carousel.indicators && carousel.axis == .horizontal ? indicatorThickness : 0
            return page.height + insets.top + insets.bottom + title + dots
        case .columns:
            let dots = carousel.indicators && carousel.axis == .vertical ? indicatorThickness : 0
            return page.width + insets.leading + insets.trailing + dots
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
