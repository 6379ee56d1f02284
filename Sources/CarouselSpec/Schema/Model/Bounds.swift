/// An allowed numeric range: a value, a string length or an element count.
package struct Bounds: Sendable, Hashable {
    /// Smallest allowed value, if any.
    package var min: Double?
    /// Largest allowed value, if any.
    package var max: Double?
    /// True when `min` itself is not allowed (`> 0`).
    package var minExclusive: Bool

    init(min: Double? = nil, max: Double? = nil, minExclusive: Bool = false) {
        self.min = min
        self.max = max
        self.minExclusive = minExclusive
    }

    /// `lo...hi`.
    static func range(_ low: Double, _ high: Double) -> Bounds { Bounds(min: low, max: high) }
    /// `> 0`.
    static let positive = Bounds(min: 0, minExclusive: true)
    /// `>= 0`.
    static let nonNegative = Bounds(min: 0)

    /// The longest length anything is drawn with, in points: 16384, the largest texture side
    /// SDL's renderers allow (docs/spec.md, "Limits"). Every length, size and offset that
    /// reaches drawing or integer arithmetic is bounded by it.
    static let drawableLength = 16_384.0
    /// A size: `> 0` and at most ``drawableLength``.
    static let size = Bounds(min: 0, max: drawableLength, minExclusive: true)
    /// A length that may be 0: `0..16384`.
    static let length = Bounds.range(0, drawableLength)
    /// A coordinate: `-16384..16384`.
    static let coordinate = Bounds.range(-drawableLength, drawableLength)

    /// The longest auto-scroll `interval`, in seconds: a day (a kiosk that turns a page daily).
    /// Long enough that `interval = 4000` is W0411's question rather than an error.
    static let maxInterval = 86_400.0

    /// True when `value` lies inside.
    package func contains(_ value: Double) -> Bool {
        if let min, minExclusive ? value <= min : value < min { return false }
        if let max, value > max { return false }
        return true
    }

    /// `0..4096`, `> 0`, `>= 0`, `<= 200`, `> 0 and <= 16384`.
    package var text: String {
        switch (min, max) {
        case let (low?, high?) where minExclusive: return "> \(Self.format(low)) and <= \(Self.format(high))"
        case let (low?, high?): return "\(Self.format(low))..\(Self.format(high))"
        case let (low?, nil): return minExclusive ? "> \(Self.format(low))" : ">= \(Self.format(low))"
        case let (nil, high?): return "<= \(Self.format(high))"
        case (nil, nil): return "any value"
        }
    }

    /// A number without a trailing `.0` when it is whole.
    package static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
