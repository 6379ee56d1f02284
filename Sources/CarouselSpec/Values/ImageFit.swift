/// How a card's image fills the card (`image-fit`, CSS `object-fit`).
public enum ImageFit: String, Sendable, Hashable, CaseIterable {
    /// Scaled to cover the whole card, keeping its aspect ratio; the overflow is cut off (the default).
    case cover
    /// Scaled to fit inside the card, keeping its aspect ratio: the whole picture shows,
    /// letterboxed over the card's colour.
    case contain
    /// Stretched to the card's size in both directions.
    case fill
}

/// Where and how a card's image is placed: `image-fit` and `image-position` (CSS `object-fit`
/// and `object-position`, the position as fractions of the free room: 0 start, 0.5 centre, 1 end).
public struct ImageFitting: Sendable, Hashable {
    /// How the picture fills the card.
    public var fit: ImageFit
    /// Horizontal position, 0 (left) ... 1 (right).
    public var x: Double
    /// Vertical position, 0 (top) ... 1 (bottom).
    public var y: Double

    /// Today's look: covering the card, centred.
    public static let standard = ImageFitting(fit: .cover, x: 0.5, y: 0.5)

    /// Creates a fitting; positions are clamped to 0...1.
    public init(fit: ImageFit, x: Double, y: Double) {
        self.fit = fit
        self.x = max(0, min(1, x.isFinite ? x : 0.5))
        self.y = max(0, min(1, y.isFinite ? y : 0.5))
    }
}
