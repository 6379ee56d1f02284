/// Ease-out curves on normalised time.
public enum EaseOut {
    /// Cubic ease-out: `1 - (1 - t)^3`, for `t` clamped to 0...1.
    public static func cubic(_ t: Double) -> Double {
        let u = 1 - min(1, max(0, t))
        return 1 - u * u * u
    }

    /// Derivative of ``cubic(_:)`` with respect to `t` (for the velocity of an eased motion).
    public static func cubicSlope(_ t: Double) -> Double {
        let u = 1 - min(1, max(0, t))
        return 3 * u * u
    }
}
