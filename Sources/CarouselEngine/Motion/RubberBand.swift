/// Resistance past the edge of a finite carousel.
///
/// An overshoot `x >= 0` is displayed as `x * c * limit / (limit + c * x)` with `c = 0.5`:
/// about half the pointer's movement at first, never more than `limit`.
public enum RubberBand {
    /// The initial ratio of displayed to dragged overshoot.
    public static let coefficient = 0.5

    /// The displayed overshoot for a dragged overshoot `x` (sign kept), bounded by `limit`.
    public static func displacement(_ x: Double, limit: Double) -> Double {
        guard limit > 0 else { return 0 }
        let magnitude = abs(x)
        let shown = magnitude * coefficient * limit / (limit + coefficient * magnitude)
        return x < 0 ? -shown : shown
    }

    /// Applies the band to a position in pages, allowed range `0...last`, overshoot bounded by `limit` pages.
    public static func clamp(_ position: Double, last: Double, limit: Double) -> Double {
        if position < 0 { return displacement(position, limit: limit) }
        if position > last { return last + displacement(position - last, limit: limit) }
        return position
    }
}
