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
    /// Paging: the geometry (snap offset, contained range).
    var paging: PagingGeometry?
    /// Material 3: the keylines and resting range.
    var m3: M3Geometry?
    /// Items one move goes (paging `scroll-by`; 1 for the other kinds).
    var step = 1
    /// Marquee: items that can intersect the frame at once.
    var coverCount: Int?
    /// Seconds a settle takes (nil for marquee).
    var settleSeconds: Double?
    /// Where the first item's card is drawn at rest (nil without items), from ``RestingLayout``.
    var cardRect: Rect?
    /// What the page dots can cover (nil when none are drawn), from ``RestingLayout``.
    var dotsRect: Rect?
    /// The fraction's widest text box or the progress track (`pagination` fraction / progress), else nil.
    var paginationRect: Rect? = nil
    /// The previous and next arrows' buttons (`arrows = true` and the frame holds them), else empty.
    var arrowRects: [Rect] = []

    /// The derived values, from the engine's own geometry and settle curves fed with the values
    /// as written (the engine itself also clamps lengths below 1 point and negative spacing).
    init(configuration: CarouselConfiguration, placement: CarouselSlot) {
        self.placement = placement
        let axis = configuration.axis
        let content = placement.frame.inset(by: configuration.insets)
        self.content = content
        itemCount = configuration.itemCount
        func oriented(main: Double, cross: Double) -> Size {
            axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
        }
        settleSeconds = SettleTiming.seconds(configuration.snap.animation, kind: configuration.kind)
        cardRect = RestingLayout.card(configuration: configuration, frame: placement.frame)
        dotsRect = RestingLayout.dots(configuration: configuration, slot: placement)
        paginationRect = RestingLayout.paginationBox(configuration: configuration, slot: placement)
        arrowRects = RestingLayout.arrows(configuration: configuration, slot: placement)
        switch configuration.kind {
        case .paging:
            // A grid's geometry is its lines' (one item per line, ``GridLayout/lines(of:)``).
            let lines = configuration.grid?.lines(of: configuration) ?? configuration
            let geometry = PagingGeometry(configuration: lines, frame: placement.frame)
            paging = geometry
            step = configuration.paging.step
            pageLength = geometry.pageLength
            let cross =
                configuration.grid?.cellCross(lineCross: geometry.pageCross, spacing: configuration.spacing)
                ?? geometry.pageCross
            cardSize = oriented(main: geometry.pageLength, cross: cross)
            stride = CardStrip.stride(cardLength: pageLength, spacing: configuration.spacing)
        case .focus:
            let geometry = FocusGeometry(configuration: configuration, frame: placement.frame)
            cardSize = oriented(main: geometry.itemMain, cross: geometry.itemCross)
            pageLength = cardSize.main(axis)
            stride = CardStrip.stride(cardLength: pageLength, spacing: configuration.spacing)
        case .stack:
            let metrics = StackLayout(
                settings: configuration.stack, axis: axis, itemCount: configuration.itemCount,
                stage: Size(width: content.width, height: content.height))
            stack = metrics
            cardSize = oriented(main: metrics.cardMain, cross: metrics.cardCross)
            pageLength = metrics.slotExtent
            stride = pageLength
        case .m3:
            let geometry = M3Geometry(configuration: configuration, frame: placement.frame)
            m3 = geometry
            pageLength = geometry.strategy.itemLength
            cardSize = oriented(main: pageLength, cross: content.crossLength(axis))
            stride = geometry.stride
        case .marquee:
            pageLength = configuration.marquee.itemExtent
            cardSize = oriented(main: pageLength, cross: content.crossLength(axis))
            stride = CardStrip.stride(cardLength: pageLength, spacing: configuration.spacing)
            coverCount = MarqueeGeometry.coverCount(frameLength: placement.frame.mainLength(axis), stride: stride)
        }
    }

    /// Half the card's shorter side: the largest corner radius that fits.
    var maxCornerRadius: Double { max(0, min(cardSize.width, cardSize.height) / 2) }
}
