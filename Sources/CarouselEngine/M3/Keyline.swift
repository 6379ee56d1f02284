/// One keyline: a place along the region where an item has a given visible length.
///
/// `center` and `size` are in points from the region's leading edge; `unadjusted` is where an
/// item laid out at full size, one stride after another, would have its centre when it sits on
/// this keyline (docs/engine.md, "Material 3 keylines").
public struct Keyline: Sendable, Hashable {
    /// Centre of the visible rectangle, points from the region's leading edge.
    public var center: Double
    /// Visible length along the axis, points.
    public var size: Double
    /// The unmasked, evenly strided centre that maps onto this keyline, points.
    public var unadjusted: Double

    /// Creates a keyline.
    public init(center: Double, size: Double, unadjusted: Double) {
        self.center = center
        self.size = size
        self.unadjusted = unadjusted
    }

    /// The keyline a fraction `t` of the way from `a` to `b`.
    static func lerp(_ a: Keyline, _ b: Keyline, _ t: Double) -> Keyline {
        Keyline(
            center: a.center + (b.center - a.center) * t, size: a.size + (b.size - a.size) * t,
            unadjusted: a.unadjusted + (b.unadjusted - a.unadjusted) * t)
    }
}
