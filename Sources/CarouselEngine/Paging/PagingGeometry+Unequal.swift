extension PagingGeometry {
    /// The items measured for a representative stride: wheel steps and coasting convert points
    /// to positions with it (drags, taps and the visible cards walk the real lengths).
    static let representativeItems = 8

    /// Switches to unequal items (`per-view = "auto"`): the strip walks their lengths; the page
    /// length and stride become the mean of the first few items', and `contain` is recomputed
    /// from the real ends.
    mutating func adoptUnequal(
        _ lengths: ItemLengths, configuration c: CarouselConfiguration, regionStart: Double, region: Double,
        loops: Bool
    ) {
        let spacing = max(0, c.spacing)
        let strip = UnequalStrip(
            lengths: lengths, count: c.itemCount, loops: loops, spacing: spacing, cross: pageCross,
            align: c.paging.align, regionStart: regionStart, region: region, crossCenter: crossCenter)
        unequal = strip
        let sampled = max(1, min(c.itemCount, Self.representativeItems))
        var total = 0.0
        for k in 0..<sampled { total += strip.length(k) }
        pageLength = total / Double(sampled)
        stride = CardStrip.stride(cardLength: pageLength, spacing: spacing)
        if containment != nil {
            containment = strip.containment(align: c.paging.align, regionStart: regionStart, region: region)
        }
    }

    /// The position reached from `position` when the content scrolls `points` forward, walking
    /// unequal items (equal items: `points / stride`).
    func advance(_ position: Double, by points: Double) -> Double {
        guard let unequal else { return position + points / stride }
        return unequal.advance(position, by: points)
    }

    /// Whether the items have unequal lengths (`per-view = "auto"`).
    public var hasUnequalItems: Bool { unequal != nil }
}
