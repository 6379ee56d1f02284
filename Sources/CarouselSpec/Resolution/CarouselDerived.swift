import CarouselEngine

/// Values computed once from a carousel's configuration and place (the compile output's `derived`).
struct CarouselDerived: Sendable, Hashable {
    var placement: CarouselSlot
    /// The frame minus the insets.
    var content: Rect
    var itemCount: Int
    /// Size of the card at rest (page, stack card, focus item, marquee item).
    var cardSize: Size
    /// Page (or item) length along the axis and the distance from one page to the next.
    var pageLength: Double
    var stride: Double
    var stack: StackLayout?
    /// Marquee: items that can intersect the frame at once.
    var coverCount: Int?
    /// Seconds a settle takes (nil for marquee).
    var settleSeconds: Double?

    init(configuration: CarouselConfiguration, placement: CarouselSlot) {
        self.placement = placement
        let content = Self.content(of: placement.frame, insets: configuration.insets)
        self.content = content
        itemCount = configuration.itemCount
        let horizontal = configuration.axis == .horizontal
        let contentCross = horizontal ? content.height : content.width
        func oriented(main: Double, cross: Double) -> Size {
            horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
        }
        settleSeconds = SettleTiming.seconds(configuration.snap.animation, kind: configuration.kind)
        switch configuration.kind {
        case .paging:
            // The engine's own page geometry, so `derived` shows what the engine will use.
            let geometry = PagingGeometry(configuration: configuration, frame: placement.frame)
            pageLength = geometry.pageLength
            cardSize = oriented(main: geometry.pageLength, cross: geometry.pageCross)
        case .focus:
            cardSize = configuration.focus.itemSize
            pageLength = horizontal ? cardSize.width : cardSize.height
        case .stack:
            let metrics = StackLayout(
                settings: configuration.stack, axis: configuration.axis, itemCount: configuration.itemCount,
                stage: Size(width: content.width, height: content.height))
            stack = metrics
            cardSize = oriented(main: metrics.cardMain, cross: metrics.cardCross)
            pageLength = metrics.slotExtent
        case .marquee:
            pageLength = configuration.marquee.itemExtent
            cardSize = oriented(main: pageLength, cross: contentCross)
            settleSeconds = nil
        }
        stride = configuration.kind == .stack ? pageLength : pageLength + configuration.spacing
        if configuration.kind == .marquee {
            let frameMain = horizontal ? placement.frame.width : placement.frame.height
            coverCount = stride > 0 ? Int((frameMain / stride).rounded(.up)) + 1 : nil
        }
    }

    /// A frame made smaller by `insets` (sizes may become zero or negative when the insets are too big).
    static func content(of frame: Rect, insets: EdgeInsets) -> Rect {
        Rect(
            x: frame.x + insets.leading, y: frame.y + insets.top,
            width: frame.width - insets.leading - insets.trailing, height: frame.height - insets.top - insets.bottom)
    }

    /// Half the card's shorter side: the largest corner radius that fits.
    var maxCornerRadius: Double { max(0, min(cardSize.width, cardSize.height) / 2) }
}
