/// Page size and stride of a paging carousel in its frame.
///
/// Page length = frame main size minus the main-axis insets (or `page-size`); stride = page
/// length + spacing. The page is centred in the inset region, so a page smaller than the
/// frame shows its neighbours peeking on both sides.
public struct PagingGeometry: Sendable, Hashable {
    /// Page length along the axis, in points.
    public var pageLength: Double
    /// Page length across the axis, in points.
    public var pageCross: Double
    /// Distance between two page origins, in points.
    public var stride: Double
    /// Centre of the current page along the axis (window points).
    public var mainCenter: Double
    /// Centre of the pages across the axis (window points).
    public var crossCenter: Double

    /// Computes the geometry of `configuration` in `frame`.
    public init(configuration c: CarouselConfiguration, frame: Rect) {
        let axis = c.axis
        let regionMainStart = frame.mainStart(axis) + c.insets.mainLeading(axis)
        let regionMain = max(1, frame.mainLength(axis) - c.insets.mainLeading(axis) - c.insets.mainTrailing(axis))
        let regionCrossStart = frame.crossStart(axis) + c.insets.crossLeading(axis)
        let regionCross = max(1, frame.crossLength(axis) - c.insets.crossLeading(axis) - c.insets.crossTrailing(axis))
        pageLength = max(1, c.pageSize?.main(axis) ?? regionMain)
        pageCross = max(1, c.pageSize?.cross(axis) ?? regionCross)
        stride = CardStrip.stride(cardLength: pageLength, spacing: max(0, c.spacing))
        mainCenter = regionMainStart + regionMain / 2
        crossCenter = regionCrossStart + regionCross / 2
    }

    /// Visible pages for a position (pages): at most 64, clipped to the frame, finite range respected.
    func cards(position: Double, count n: Int, finite: Bool, target: Int, frame: Rect, axis: Axis, dragging: Bool)
        -> [CardPlacement]
    {
        guard n > 0 else { return [] }
        let reach = (frame.mainLength(axis) / 2 + pageLength / 2 + abs(mainCenter - frame.mainCenter(axis))) / stride
        var low = CheckedInt.of(position - reach, .down), high = CheckedInt.of(position + reach, .up)
        if finite { low = max(low, 0); high = min(high, n - 1) }
        if high - low > 64 { low = CheckedInt.of(position) - 32; high = low + 64 }
        var cards: [CardPlacement] = []
        guard low <= high else { return cards }
        for k in low...high {
            let center = mainCenter + (Double(k) - position) * stride
            let rect = Rect.centered(
                axis, main: center, cross: crossCenter, mainLength: pageLength, crossLength: pageCross)
            guard rect.intersects(frame) else { continue }
            cards.append(
                CardPlacement(
                    item: Ring.wrap(k, n), rect: rect, scale: 1, opacity: 1, z: 0, tappable: k != target && !dragging))
        }
        return cards
    }

    /// The unbounded page under `point`, if a page is there.
    func page(at point: Point, position: Double, axis: Axis) -> Int? {
        let main = axis == .horizontal ? point.x : point.y
        let cross = axis == .horizontal ? point.y : point.x
        guard abs(cross - crossCenter) <= pageCross / 2 else { return nil }
        let offset = (main - mainCenter) / stride + position
        let k = CheckedInt.of(offset)
        let center = mainCenter + (Double(k) - position) * stride
        return abs(main - center) <= pageLength / 2 ? k : nil
    }
}
