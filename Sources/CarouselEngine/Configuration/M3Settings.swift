/// The three Material 3 layouts of `kind = "m3"` (`[carousel.m3] layout`).
public enum M3Layout: String, Sendable, Hashable, Codable, CaseIterable {
    /// Large, medium and small items along keylines (Compose's `HorizontalMultiBrowseCarousel`).
    case multiBrowse = "multi-browse"
    /// One large item and a small peek (Compose's hero strategy), start or center aligned.
    case hero
    /// Items of one fixed length that clip at the region's edge.
    case uncontained
}

/// Where a hero carousel's large item sits (`[carousel.m3] hero-align`).
public enum M3HeroAlign: String, Sendable, Hashable, Codable, CaseIterable {
    /// The large item at the region's leading edge, one small peek after it.
    case start
    /// The large item centred, a small peek on each side.
    case center
}

/// Material 3 carousel settings (`[carousel.m3]`); lengths in points along the axis.
public struct M3Settings: Sendable, Hashable, Codable {
    /// The layout.
    public var layout: M3Layout
    /// The length a large item would like to be (multi-browse, hero) or is (uncontained).
    public var preferredItemLength: Double
    /// The shortest a small item may be.
    public var minSmallItem: Double
    /// The longest a small item may be.
    public var maxSmallItem: Double
    /// An explicit list of keyline lengths (nil: computed from the layout, docs/engine.md).
    public var keylines: [Double]?
    /// Hero only: where the large item sits.
    public var heroAlign: M3HeroAlign

    /// Material 3's small-item bounds (40 and 56 dp) and a 300-point large item.
    public init(
        layout: M3Layout = .multiBrowse, preferredItemLength: Double = 300, minSmallItem: Double = 40,
        maxSmallItem: Double = 56, keylines: [Double]? = nil, heroAlign: M3HeroAlign = .start
    ) {
        self.layout = layout
        self.preferredItemLength = preferredItemLength
        self.minSmallItem = minSmallItem
        self.maxSmallItem = maxSmallItem
        self.keylines = keylines
        self.heroAlign = heroAlign
    }
}
