/// Card sizes and strip layout of a focus ("health app") carousel.
///
/// Cards of `item-size` sit side by side with `spacing` (stride = item main length + spacing),
/// centred on the frame. A card `d = k - position` pages from the centre is
/// `item cross - shrink * min(1, |d|)` across the axis, so the centred card is the tallest and
/// the sizes follow the settle spring. `visible-neighbors` cards per side are drawn; the next
/// one fades in over its last page of travel (opacity `min(1, neighbors + 1 - |d|)`).
/// A default `item-size` (``FocusSettings/fitsStage``) is scaled down, with `shrink`, to fit the
/// frame minus the insets; a written one is used as written.
public struct FocusGeometry: Sendable, Hashable {
    /// Length of the centred card along the axis, in points (at least 1).
    public var itemMain: Double
    /// Length of the centred card across the axis, in points (at least 1).
    public var itemCross: Double
    /// How much shorter the neighbours are, in points (below `itemCross`).
    public var shrink: Double
    /// Cards drawn on each side.
    public var neighbors: Int
    /// Distance between two card centres, in points (``CardStrip/stride(cardLength:spacing:)``).
    public var stride: Double
    /// Centre of the centred card along the axis (window points).
    public var mainCenter: Double
    /// Centre of the cards across the axis (window points).
    public var crossCenter: Double

    /// Computes the geometry of `configuration` in `frame`.
    public init(configuration c: CarouselConfiguration, frame: Rect) {
        let axis = c.axis
        var factor = 1.0
        if c.focus.fitsStage {
            let stage = frame.inset(by: c.insets), size = c.focus.itemSize
            if size.width > 0, size.height > 0 {
                factor = min(1, max(0, stage.width) / size.width, max(0, stage.height) / size.height)
            }
        }
        itemMain = max(1, c.focus.itemSize.main(axis) * factor)
        itemCross = max(1, c.focus.itemSize.cross(axis) * factor)
        shrink = min(max(0, c.focus.shrink * factor), itemCross - 1)
        neighbors = max(0, c.focus.visibleNeighbors)
        stride = CardStrip.stride(cardLength: itemMain, spacing: max(0, c.spacing))
        mainCenter = frame.mainCenter(axis)
        crossCenter = frame.crossCenter(axis)
    }

    /// Visible cards for a position (pages), sorted by z; the finite range is respected.
    func cards(position: Double, count n: Int, finite: Bool, target: Int, axis: Axis, dragging: Bool) -> [CardPlacement]
    {
        guard n > 0 else { return [] }
        let reach = Double(neighbors) + 1
        var low = CheckedInt.of(position - reach, .up), high = CheckedInt.of(position + reach, .down)
        if finite { low = max(low, 0); high = min(high, n - 1) }
        var cards: [CardPlacement] = []
        guard low <= high else { return cards }
        for k in low...high {
            let d = Double(k) - position
            let opacity = min(1, reach - abs(d))
            guard opacity > 0 else { continue }
            let cross = itemCross - shrink * min(1, abs(d))
            let rect = Rect.centered(
                axis, main: mainCenter + d * stride, cross: crossCenter, mainLength: itemMain, crossLength: cross)
            cards.append(
                CardPlacement(
                    item: Ring.wrap(k, n), rect: rect, scale: 1, opacity: opacity, z: -abs(d),
                    tappable: k != target && !dragging))
        }
        cards.sort { $0.z < $1.z || ($0.z == $1.z && $0.item < $1.item) }
        return cards
    }
}
