/// Item size, stride, snap point and contained range of a paging carousel in its frame.
///
/// The region is the frame minus the main-axis insets (length `R`). With `p` items per view and
/// spacing `s`, an item is `L = (R − s·(⌈p⌉ − 1)) / p` long (or `page-size` when written), so
/// `⌊p⌋` whole items, their gaps and the fraction `p − ⌊p⌋` of the next fill the region exactly;
/// stride = `L + s`. The selected item's leading edge sits `a` points into the region: `a = 0`
/// (align start), `(R − L) / 2` (center), `R − L` (end). docs/engine.md derives these.
public struct PagingGeometry: Sendable, Hashable {
    /// The shortest item `per-view` may give, in points: below this a card holds no readable
    /// label (`check` reports it, E0323).
    public static let minimumItemLength = 24.0

    /// Page length along the axis, in points.
    public var pageLength: Double
    /// Page length across the axis, in points.
    public var pageCross: Double
    /// Distance between two page origins, in points.
    public var stride: Double
    /// Centre of the selected page along the axis at rest (window points).
    public var mainCenter: Double
    /// Centre of the pages across the axis (window points).
    public var crossCenter: Double
    /// Points from the region's leading edge to the selected item's leading edge at rest (`align`).
    public var snapOffset: Double
    /// The contained range of positions (`contain` on a finite carousel), nil otherwise.
    public var containment: PagingContainment?
    /// The region's length along the axis (`R`: the frame minus the main-axis insets), in points
    /// (0 for a focus strip seen as pages, which has no thumbnail view).
    public var regionLength = 0.0
    /// `per-view = "auto"`: the unequal items (nil: every item is `pageLength` long).
    var unequal: UnequalStrip? = nil

    /// Computes the geometry of `configuration` in `frame`.
    public init(configuration c: CarouselConfiguration, frame: Rect) {
        let axis = c.axis
        let layout = c.paging
        let regionMainStart = frame.mainStart(axis) + c.insets.mainLeading(axis)
        let regionMain = max(1, frame.mainLength(axis) - c.insets.mainLeading(axis) - c.insets.mainTrailing(axis))
        let regionCrossStart = frame.crossStart(axis) + c.insets.crossLeading(axis)
        let regionCross = max(1, frame.crossLength(axis) - c.insets.crossLeading(axis) - c.insets.crossTrailing(axis))
        let spacing = max(0, c.spacing)
        pageLength = max(
            1, c.pageSize?.main(axis) ?? Self.itemLength(region: regionMain, layout: layout, spacing: spacing))
        pageCross = max(1, c.pageSize?.cross(axis) ?? regionCross)
        stride = CardStrip.stride(cardLength: pageLength, spacing: spacing)
        let offset = Self.alignOffset(layout.align, region: regionMain, item: pageLength)
        snapOffset = offset
        regionLength = regionMain
        mainCenter = regionMainStart + offset + pageLength / 2
        crossCenter = regionCrossStart + regionCross / 2
        let loops = c.infinite && c.itemCount > 1
        containment =
            layout.contain && !loops && c.itemCount > 0
            ? PagingContainment(
                count: c.itemCount, align: layout.align, region: regionMain, item: pageLength, stride: stride,
                offset: offset)
            : nil
        if let lengths = layout.lengths {
            adoptUnequal(
                lengths, configuration: c, regionStart: regionMainStart, region: regionMain, loops: loops)
        }
    }

    /// `L = (R − s·(⌈p⌉ − 1)) / p`: the item length that fits `p` items per view (may be below 1
    /// when the gaps take the whole region; the proofs of `check` report that, E0323).
    public static func itemLength(region: Double, layout: PagingLayout, spacing: Double) -> Double {
        let perView = layout.perView.isFinite ? max(1, layout.perView) : 1
        let gaps = (perView.rounded(.up) - 1) * spacing
        return (region - gaps) / perView
    }

    /// The largest `per-view`, in steps of 0.1, that keeps items at least `minimum` points long
    /// in a region of `region` points with `spacing` (at least 1).
    public static func largestPerView(region: Double, spacing: Double, minimum: Double = minimumItemLength)
        -> Double
    {
        var tenths = 10
        while tenths < 500 {
            let next = PagingLayout(perView: Double(tenths + 1) / 10)
            guard itemLength(region: region, layout: next, spacing: spacing) >= minimum else { break }
            tenths += 1
        }
        return Double(tenths) / 10
    }

    /// Points from the region's leading edge to the selected item's leading edge.
    public static func alignOffset(_ align: SnapAlign, region: Double, item: Double) -> Double {
        switch align {
        case .start: return 0
        case .center: return (region - item) / 2
        case .end: return region - item
        }
    }

    /// Visible pages for a position (pages): at most 64 around the frame's centre, clipped to the
    /// frame, finite range respected. A loop with fewer items than fill the frame draws copies.
    func cards(position: Double, count n: Int, finite: Bool, target: Int, frame: Rect, axis: Axis, dragging: Bool)
        -> [CardPlacement]
    {
        guard n > 0 else { return [] }
        if let unequal {
            return unequal.cards(
                position: position, finite: finite, target: target, frame: frame, axis: axis, dragging: dragging)
        }
        let shift = (frame.mainCenter(axis) - mainCenter) / stride
        let reach = (frame.mainLength(axis) / 2 + pageLength / 2) / stride
        var low = CheckedInt.of(position + shift - reach, .down), high = CheckedInt.of(position + shift + reach, .up)
        if finite { low = max(low, 0); high = min(high, n - 1) }
        if high - low > 64 {
            low = max(low, CheckedInt.of(position + shift) - 32)
            high = low + 64
        }
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
        if let unequal { return unequal.item(at: point, position: position, axis: axis) }
        let main = axis == .horizontal ? point.x : point.y
        let cross = axis == .horizontal ? point.y : point.x
        guard abs(cross - crossCenter) <= pageCross / 2 else { return nil }
        let offset = (main - mainCenter) / stride + position
        let k = CheckedInt.of(offset)
        let center = mainCenter + (Double(k) - position) * stride
        return abs(main - center) <= pageLength / 2 ? k : nil
    }
}
