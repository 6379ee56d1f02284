/// Layout of a marquee: item `k` starts at `k * stride - offset` from the frame's leading edge.
///
/// The frame is covered at every offset by drawing exactly the indices that intersect it,
/// modulo n (no duplicated tail needed).
public struct MarqueeGeometry: Sendable, Hashable {
    /// Item length along the axis, in points (at least 1).
    public var itemExtent: Double
    /// Distance between two item origins, in points (``CardStrip/stride(cardLength:spacing:)``).
    public var stride: Double
    /// Item length across the axis: the frame minus the cross-axis insets, in points.
    public var crossLength: Double
    /// Centre of the items across the axis (window points).
    public var crossCenter: Double
    /// The frame's leading edge along the axis (window points).
    public var frameStart: Double
    /// The frame's length along the axis, in points.
    public var frameLength: Double
    /// `item-extent = "auto"`: the unequal items (nil: every item `itemExtent` long).
    var strip: MarqueeStrip? = nil

    /// Computes the geometry of `configuration` in `frame`.
    public init(configuration c: CarouselConfiguration, frame: Rect) {
        let axis = c.axis
        itemExtent = max(1, c.marquee.itemExtent)
        stride = CardStrip.stride(cardLength: itemExtent, spacing: max(0, c.spacing))
        let crossStart = frame.crossStart(axis) + c.insets.crossLeading(axis)
        crossLength = max(1, frame.crossLength(axis) - c.insets.crossLeading(axis) - c.insets.crossTrailing(axis))
        crossCenter = crossStart + crossLength / 2
        frameStart = frame.mainStart(axis)
        frameLength = frame.mainLength(axis)
        if let lengths = c.marquee.lengths {
            let strip = MarqueeStrip(
                lengths: lengths, count: c.itemCount, spacing: max(0, c.spacing), cross: crossLength)
            self.strip = strip
            // A representative extent for what asks for one number (the mean of the first items).
            let sampled = max(1, min(c.itemCount, 8))
            itemExtent = strip.origin(sampled) / Double(sampled) - max(0, c.spacing)
            stride = CardStrip.stride(cardLength: itemExtent, spacing: max(0, c.spacing))
        }
    }

    /// Content length of one loop, `n * stride` (unequal items: the sum of their strides).
    public func total(count n: Int) -> Double { strip?.total ?? Double(n) * stride }

    /// Items from the loop's start at `offset` points: `offset / stride` (unequal items: walked).
    func units(_ offset: Double) -> Double { strip?.units(offset) ?? offset / stride }

    /// The offset in points of `units` items: `units × stride` (unequal items: walked).
    func offset(units: Double) -> Double { strip?.offset(units: units) ?? units * stride }

    /// Points from the offset at `current` items to the one `delta` items on: `delta × stride`.
    func points(fromUnits current: Double, by delta: Double) -> Double {
        guard let strip else { return delta * stride }
        return strip.offset(units: current + delta) - strip.offset(units: current)
    }

    /// The most items that can intersect a frame `frameLength` points long at once,
    /// `ceil(frameLength / stride) + 1` (nil when the stride is not positive).
    public static func coverCount(frameLength: Double, stride: Double) -> Int? {
        stride > 0 ? CheckedInt.of(frameLength / stride, .up) + 1 : nil
    }

    /// The visible items at `offset` points, in index order.
    func cards(offset: Double, count n: Int, axis: Axis) -> [CardPlacement] {
        guard n > 0 else { return [] }
        if let strip {
            return strip.cards(
                offset: offset, frameStart: frameStart, frameLength: frameLength, crossCenter: crossCenter, axis: axis)
        }
        let first = CheckedInt.of((offset - itemExtent) / stride, .down) + 1
        let last = CheckedInt.of((offset + frameLength) / stride, .up) - 1
        var cards: [CardPlacement] = []
        guard first <= last, last - first < 4096 else { return cards }
        for k in first...last {
            let start = frameStart + Double(k) * stride - offset
            guard start < frameStart + frameLength, start + itemExtent > frameStart else { continue }
            let rect = Rect.centered(
                axis, main: start + itemExtent / 2, cross: crossCenter, mainLength: itemExtent, crossLength: crossLength
            )
            cards.append(CardPlacement(item: Ring.wrap(k, n), rect: rect, scale: 1, opacity: 1, z: 0, tappable: false))
        }
        return cards
    }
}
