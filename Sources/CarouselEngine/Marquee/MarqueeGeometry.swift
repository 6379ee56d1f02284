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
    }

    /// Content length of one loop, `n * stride`.
    public func total(count n: Int) -> Double { Double(n) * stride }

    /// The most items that can intersect a frame `frameLength` points long at once,
    /// `ceil(frameLength / stride) + 1` (nil when the stride is not positive).
    public static func coverCount(frameLength: Double, stride: Double) -> Int? {
        stride > 0 ? CheckedInt.of(frameLength / stride, .up) + 1 : nil
    }

    /// The visible items at `offset` points, in index order.
    func cards(offset: Double, count n: Int, axis: Axis) -> [CardPlacement] {
        guard n > 0 else { return [] }
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
