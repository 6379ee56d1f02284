/// Where the items of a Material 3 carousel are at a position (docs/engine.md, "Material 3
/// keylines").
///
/// Positions are in items: `s = v·p − f` points of scroll, where `p` is the stride and `f` the
/// strategy's ``KeylineStrategy/focalOffset``, so in the middle of the scroll item `i` is on the
/// first focal keyline at `v = i`. A finite carousel rests between `low = f / p` and
/// `high = (maxScroll + f) / p`: target `t` rests at `clamp(t, low, high)`.
public struct M3Geometry: Sendable, Hashable {
    /// The keylines at every scroll offset.
    public var strategy: KeylineStrategy
    /// The region (the frame minus the insets) in window points.
    public var region: Rect
    /// The carousel's axis.
    public var axis: Axis
    /// Number of items.
    public var count: Int
    /// Lowest and highest resting positions, items.
    public var low: Double, high: Double
    /// The targets a release may commit to.
    public var targets: ClosedRange<Int>

    /// The geometry of `configuration` in `frame`.
    public init(configuration c: CarouselConfiguration, frame: Rect) {
        axis = c.axis
        count = c.itemCount
        var region = frame.inset(by: c.insets)
        region.width = max(1, region.width)
        region.height = max(1, region.height)
        self.region = region
        let spacing = max(0, c.spacing)
        let length = region.mainLength(axis)
        strategy = KeylineStrategy(
            sizes: Self.sizes(c.m3, region: length, spacing: spacing, count: c.itemCount), region: length,
            spacing: spacing, count: c.itemCount, uncontained: c.m3.layout == .uncontained && c.m3.keylines == nil)
        let stride = strategy.stride
        low = strategy.focalOffset / stride
        high = (strategy.maxScroll + strategy.focalOffset) / stride
        let last = max(count - 1, 0)
        let first = min(max(CheckedInt.of(low + 1e-9, .down), 0), last)
        targets = first...min(max(CheckedInt.of(high - 1e-9, .up), first), last)
    }

    /// The keyline lengths of `settings` in a region `region` points long (docs/engine.md).
    public static func sizes(_ settings: M3Settings, region: Double, spacing: Double, count: Int) -> [Double] {
        if let keylines = settings.keylines, !keylines.isEmpty { return keylines }
        let minSmall = settings.minSmallItem, maxSmall = max(settings.minSmallItem, settings.maxSmallItem)
        switch settings.layout {
        case .multiBrowse:
            return KeylineArrangement.multiBrowse(
                region: region, spacing: spacing, preferred: settings.preferredItemLength, minSmall: minSmall,
                maxSmall: maxSmall, items: count
            ).sizes
        case .hero:
            let sides = settings.heroAlign == .center ? 2.0 : 1.0
            let small = min(max((region - settings.preferredItemLength) / sides - spacing, minSmall), maxSmall)
            let large = region - sides * (small + spacing)
            guard large > small else { return [max(1, region)] }
            return settings.heroAlign == .center ? [small, large, small] : [large, small]
        case .uncontained:
            let large = max(1, min(settings.preferredItemLength, region))
            let copies = max(1, CheckedInt.of((region + spacing) / (large + spacing), .up))
            return Array(repeating: large, count: min(copies, 512))
        }
    }

    /// Distance between unmasked item centres, points.
    public var stride: Double { strategy.stride }

    /// Where target `t` rests, items.
    public func restingPosition(_ target: Int) -> Double { min(max(Double(target), low), high) }

    /// The visible items at position `value`: full-size rectangles (content) with their masks
    /// (the keyline's length about the item's centre, cut to the region along the axis).
    public func cards(position value: Double, frame: Rect) -> [CardPlacement] {
        guard count > 0 else { return [] }
        let p = strategy.stride
        let scroll = value * p - strategy.focalOffset
        let list = strategy.keylines(at: scroll)
        guard let firstLine = list.keylines.first, let lastLine = list.keylines.last else { return [] }
        let start = region.mainStart(axis), length = region.mainLength(axis), origin = strategy.origin
        let lowIndex = CheckedInt.of((firstLine.unadjusted - p - origin + scroll) / p, .up)
        let highIndex = CheckedInt.of((lastLine.unadjusted + p - origin + scroll) / p, .down)
        let low = max(lowIndex, 0), high = min(highIndex, count - 1)
        guard low <= high else { return [] }
        let cross = region.crossCenter(axis), crossLength = region.crossLength(axis)
        var cards: [CardPlacement] = []
        cards.reserveCapacity(high - low + 1)
        for item in low...high {
            let placed = list.place(origin + Double(item) * p - scroll, spacing: strategy.spacing)
            let center = start + placed.center
            // The region clips along the axis (an item on an anchor is out of sight).
            let low = max(center - placed.size / 2, start), high = min(center + placed.size / 2, start + length)
            guard high > low else { continue }
            let mask = Rect.centered(
                axis, main: (low + high) / 2, cross: cross, mainLength: high - low, crossLength: crossLength)
            guard mask.intersects(frame) else { continue }
            var card = CardPlacement(
                item: item,
                rect: Rect.centered(
                    axis, main: center, cross: cross, mainLength: strategy.itemLength, crossLength: crossLength),
                scale: 1, opacity: 1, z: 0, tappable: true)
            card.mask = mask
            cards.append(card)
        }
        return cards
    }

    /// The item whose visible rectangle holds `point` at position `value`, if any.
    public func item(at point: Point, position value: Double, frame: Rect) -> Int? {
        cards(position: value, frame: frame).first { $0.mask?.contains(point) == true }?.item
    }
}
