/// Layout of a marquee: item `k` starts at `k * stride - offset` from the frame's leading edge.
///
/// The frame is covered at every offset by drawing exactly the indices that intersect it,
/// modulo n (no duplicated tail needed).
struct MarqueeGeometry: Sendable, Hashable {
    var itemExtent: Double
    var stride: Double
    var crossLength: Double
    var crossCenter: Double
    var frameStart: Double
    var frameLength: Double

    init(configuration c: CarouselConfiguration, frame: Rect) {
        let axis = c.axis
        itemExtent = max(1, c.marquee.itemExtent)
        stride = itemExtent + max(0, c.spacing)
        let crossStart = frame.crossStart(axis) + c.insets.crossLeading(axis)
        crossLength = max(1, frame.crossLength(axis) - c.insets.crossLeading(axis) - c.insets.crossTrailing(axis))
        crossCenter = crossStart + crossLength / 2
        frameStart = frame.mainStart(axis)
        frameLength = frame.mainLength(axis)
    }

    /// Content length of one loop, `n * stride`.
    func total(count n: Int) -> Double { Double(n) * stride }

    func cards(offset: Double, count n: Int, axis: Axis) -> [CardPlacement] {
        guard n > 0 else { return [] }
        let first = Int(((offset - itemExtent) / stride).rounded(.down)) + 1
        let last = Int(((offset + frameLength) / stride).rounded(.up)) - 1
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
