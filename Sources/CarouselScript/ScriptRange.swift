import CarouselEngine

/// The range a number of an input script must lie in; outside it the reader stops with a
/// `line:column` error whose words come from here, the same in every command.
///
/// The ranges are the engine's ``InputLimits`` (a window side is at least 1 point in a
/// script, where a real window may report 0) and ``InputScript/maximumTime``.
struct ScriptRange {
    let low: Double
    let high: Double
    /// What the number is counted in, for the message ("points", "wheel steps").
    let unit: String

    /// Pointer coordinates `x` and `y`.
    static let coordinate = ScriptRange(low: -InputLimits.coordinate, high: InputLimits.coordinate, unit: "points")
    /// Wheel deltas `dx` and `dy`.
    static let wheelDelta = ScriptRange(
        low: -InputLimits.wheelDelta, high: InputLimits.wheelDelta, unit: "wheel steps")
    /// Window sides: `size` and `resize` events.
    static let side = ScriptRange(low: 1, high: InputLimits.windowSide, unit: "points")
    /// Event times `t`.
    static let time = ScriptRange(low: 0, high: InputScript.maximumTime, unit: "")

    /// True for a finite value inside the range.
    func contains(_ value: Double) -> Bool { value.isFinite && value >= low && value <= high }

    /// "a number of points from -1000000 to 1000000".
    var words: String {
        let span = "from \(Self.format(low)) to \(Self.format(high))"
        return unit.isEmpty ? span : "a number of \(unit) \(span)"
    }

    /// A bound as written in messages (every bound is a whole number).
    static func format(_ value: Double) -> String { String(CheckedInt.of(value)) }
}
