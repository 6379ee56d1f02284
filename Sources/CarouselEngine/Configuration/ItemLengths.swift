/// How long one item is along the axis under `per-view = "auto"` (Swiper's `slidesPerView: 'auto'`).
public enum ItemExtent: Sendable, Hashable, Codable {
    /// A fixed length in points (an item's `length`, or its label's measured width plus padding).
    case points(Double)
    /// A length proportional to the cross size: main length = `ratio` × cross length (an image's
    /// width / height on a horizontal carousel, height / width on a vertical one).
    case aspect(Double)

    /// The length in points at a cross size of `cross` points (at least 1).
    public func length(cross: Double) -> Double {
        let raw: Double
        switch self {
        case .points(let points): raw = points
        case .aspect(let ratio): raw = ratio * cross
        }
        return raw.isFinite ? max(1, raw) : 1
    }
}

/// The lengths of a paging carousel's items under `per-view = "auto"`.
///
/// The engine never needs all of them at once: it asks for the length of one item at a time,
/// while it walks from the selected item to the visible ones (``UnequalStrip``). Written items
/// have one extent each; items past them (`[carousel.generate]`) share `fallback`, so ten
/// million generated items cost nothing until drawn.
public struct ItemLengths: Sendable, Hashable, Codable {
    /// The extents of the first items, by index.
    public var written: [ItemExtent]
    /// The extent of every item past `written`.
    public var fallback: ItemExtent

    /// Creates item lengths.
    public init(written: [ItemExtent], fallback: ItemExtent) {
        self.written = written
        self.fallback = fallback
    }

    /// The extent of item `index` (0-based).
    public func extent(_ index: Int) -> ItemExtent {
        index >= 0 && index < written.count ? written[index] : fallback
    }

    /// The length of item `index` in points at a cross size of `cross` points.
    public func length(of index: Int, cross: Double) -> Double { extent(index).length(cross: cross) }
}
