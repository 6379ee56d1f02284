/// The engine's one conversion from `Double` to `Int`: rounded, clamped, never a trap.
///
/// Swift's `Int(_:)` traps on NaN, on infinity and on values beyond `Int`'s range. Positions,
/// offsets and slot counts come from input the engine does not control (a pointer at 1e80, a
/// release at a huge speed), so every conversion goes through ``CheckedInt/of(_:_:)``: NaN
/// becomes 0 and everything else is clamped to ±``limit`` before it is converted.
public enum CheckedInt {
    /// The largest magnitude a converted value may have: 2^52 (4.5e15). Far beyond any page,
    /// item or slot index the engine counts, small enough that adding a page delta or a few
    /// slots to it cannot overflow `Int`.
    public static let limit = 4_503_599_627_370_496.0

    /// `value` rounded by `rule` (default: to nearest, halves away from zero), clamped to
    /// `-limit...limit`; 0 for NaN.
    @inlinable
    public static func of(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value.rounded(rule), -limit), limit))
    }
}
