import CarouselEngine

/// A validated value of one field, already converted to its meaning (seconds, sRGB, absolute path).
enum SpecValue: Sendable, Hashable {
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case string(String)
    case color(RGBAColor)
    /// Seconds.
    case duration(Double)
    /// An absolute path.
    case path(String)
    case integers([Int])
    case stops([OpacityStop])
    case colors([RGBAColor])
    /// Lengths in points (`keylines`).
    case numbers([Double])
    /// Boxed, so the other cases stay small (a spec with 100,000 items holds many values).
    indirect case table(SpecTable)
    case tables([SpecTable])

    /// The number of an `integer`, `number` or `duration`.
    var double: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value), .duration(let value): return value
        default: return nil
        }
    }
}
