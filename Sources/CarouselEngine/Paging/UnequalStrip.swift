/// The items of a `per-view = "auto"` paging carousel: unequal lengths, laid out by walking
/// from the selected item (docs/engine.md, "Unequal items").
///
/// The position stays in item units. Item `k`'s anchor is the point `α` of the way along it
/// (`α` = 0 for align start, ½ center, 1 end); at rest on `k` the anchor sits at the snap
/// point `P = region start + α·R`. Between two items the position maps linearly onto the
/// distance between their anchors, `d(k) = (1 − α)·ℓ(k) + s + α·ℓ(k + 1)`, so position
/// `k + f` puts item `k`'s leading edge at `P − α·ℓ(k) − f·d(k)`. Every question (the visible
/// cards, a drag, a tap, the contained ends) walks item by item from a known item, so its cost
/// is the number of items it passes, never the item count.
struct UnequalStrip: Sendable, Hashable {
    let lengths: ItemLengths
    let count: Int
    let loops: Bool
    let spacing: Double
    /// Cross length of every card, points.
    let cross: Double
    /// `α`: 0, ½ or 1.
    let alignFraction: Double
    /// The snap point `P` along the axis (window points).
    let snapPoint: Double
    let crossCenter: Double
    /// The most items one walk passes (a drag across a million tiny items stops there).
    static let walkLimit = 100_000

    init(
        lengths: ItemLengths, count: Int, loops: Bool, spacing: Double, cross: Double, align: SnapAlign,
        regionStart: Double, region: Double, crossCenter: Double
    ) {
        self.lengths = lengths
        self.count = count
        self.loops = loops
        self.spacing = spacing
        self.cross = cross
        switch align {
        case .start: alignFraction = 0
        case .center: alignFraction = 0.5
        case .end: alignFraction = 1
        }
        snapPoint = regionStart + alignFraction * region
        self.crossCenter = crossCenter
    }

    /// `ℓ(k)`: the length of the unbounded item `k` (wrapped on a loop, the nearest end's past a
    /// finite end, so rubber-banding past an end keeps a sensible scale).
    func length(_ k: Int) -> Double {
        guard count > 0 else { return 1 }
        let index = loops ? Ring.wrap(k, count) : min(max(k, 0), count - 1)
        return lengths.length(of: index, cross: cross)
    }

    /// `d(k)`: points of content between the anchors of items `k` and `k + 1`.
    func anchorDistance(_ k: Int) -> Double {
        (1 - alignFraction) * length(k) + spacing + alignFraction * length(k + 1)
    }

    /// The leading edge (window points along the axis) of item `⌊position⌋` at `position`.
    func leadingEdge(position: Double) -> (item: Int, edge: Double) {
        let k = CheckedInt.of(position, .down)
        let f = position - Double(k)
        return (k, snapPoint - alignFraction * length(k) - f * anchorDistance(k))
    }

    /// The position reached from `position` when the content scrolls by `points` (positive:
    /// forward, cards moving toward the leading edge).
    func advance(_ position: Double, by points: Double) -> Double {
        var x = position, left = points, walked = 0
        while left != 0 && walked < Self.walkLimit {
            walked += 1
            let k = CheckedInt.of(x, .down)
            let f = x - Double(k)
            if left > 0 {
                let d = anchorDistance(k), room = (1 - f) * d
                if left < room { return x + left / d }
                left -= room
                x = Double(k + 1)
            } else {
                // At an item boundary the segment behind is the previous one.
                let segment = f == 0 ? k - 1 : k
                let d = anchorDistance(segment), room = (x - Double(segment)) * d
                if -left < room { return x + left / d }
                left += room
                x = Double(segment)
            }
        }
        return x
    }

    /// The visible cards at `position`: the item under the snap point, then its neighbours
    /// each way until the frame's edge (at most 64 each way).
    func cards(position: Double, finite: Bool, target: Int, frame: Rect, axis: Axis, dragging: Bool)
        -> [CardPlacement]
    {
        guard count > 0 else { return [] }
        let start = frame.mainStart(axis), end = start + frame.mainLength(axis)
        let (first, edge) = leadingEdge(position: position)
        var cards: [CardPlacement] = []
        func place(_ k: Int, _ lead: Double) {
            guard !finite || (0..<count).contains(k) else { return }
            let length = length(k)
            let rect = Rect.centered(
                axis, main: lead + length / 2, cross: crossCenter, mainLength: length, crossLength: cross)
            guard rect.intersects(frame) else { return }
            cards.append(
                CardPlacement(
                    item: Ring.wrap(k, count), rect: rect, scale: 1, opacity: 1, z: 0,
                    tappable: k != target && !dragging))
        }
        var k = first, lead = edge
        while lead < end && k - first < 64 {
            place(k, lead)
            lead += length(k) + spacing
            k += 1
            if finite && k >= count { break }
        }
        k = first
        lead = edge
        while first - k < 64 {
            k -= 1
            if finite && k < 0 { break }
            lead -= length(k) + spacing
            guard lead + length(k) > start else { break }
            place(k, lead)
        }
        return cards
    }

    /// The unbounded item under `point` at `position`, if a card is there.
    func item(at point: Point, position: Double, axis: Axis) -> Int? {
        let main = axis == .horizontal ? point.x : point.y
        let across = axis == .horizontal ? point.y : point.x
        guard abs(across - crossCenter) <= cross / 2 else { return nil }
        var (k, lead) = leadingEdge(position: position)
        var walked = 0
        while main < lead && walked < 64 {
            k -= 1
            lead -= length(k) + spacing
            walked += 1
        }
        while main > lead + length(k) && walked < 128 {
            lead += length(k) + spacing
            k += 1
            walked += 1
        }
        return main >= lead && main <= lead + length(k) ? k : nil
    }

    /// The contained range (`contain = true`, finite): item 0's leading edge no further in than
    /// the region's start, the last item's trailing edge no further in than the region's end.
    func containment(align: SnapAlign, regionStart: Double, region: Double) -> PagingContainment {
        // Position 0 puts item 0's leading edge at P − α·ℓ(0); scrolling back by the gap to the
        // region's start brings it there.
        let low = advance(0, by: snapPoint - alignFraction * length(0) - regionStart)
        // Position n − 1 puts the last trailing edge at P + (1 − α)·ℓ(n − 1).
        let last = count - 1
        let trailing = snapPoint + (1 - alignFraction) * length(last)
        let high = advance(Double(last), by: trailing - (regionStart + region))
        return PagingContainment(low: low, high: high, count: count, align: align)
    }
}
