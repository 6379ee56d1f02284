import CarouselEngine
import SourceDiagnostics

/// Reads the string form of a `frame` side, `"N%"`, with the percentage parser of the slot
/// lengths (``SlotLengthParser/percentage(_:)``): `x` and `y` take 0 to 100, `width` and
/// `height` (whose points must be above 0) above 0 and at most 100.
package enum FrameLengthReading {
    /// The JSON Schema pattern of the string form (the range of N is checked by `check` only).
    package static let pattern = "^[0-9]+(\\.[0-9]+)?%$"

    /// What completion offers.
    package static let examples = ["0%", "50%", "100%"]

    /// The E0309 for `text` written for `field`, nil when it is a percentage in range.
    static func problem(_ text: String, field: FieldDescriptor, span: SourceSpan, path: String) -> Diagnostic? {
        let positive = field.bounds?.minExclusive == true
        let across = ["y", "height"].contains(field.key) ? "height" : "width"
        guard let percent = SlotLengthParser.percentage(text) else {
            let compact = String(text.unicodeScalars.filter { $0 != " " && $0 != "\t" })
            let fixed = compact != text && inRange(SlotLengthParser.percentage(compact), positive: positive)
            return SpecMessages.badFrameLength(
                field.key, value: text, fixed: fixed ? compact : nil, across: across, span: span, path: path)
        }
        guard inRange(percent, positive: positive) else {
            return SpecMessages.frameLengthOutOfRange(
                field.key, value: text, positive: positive, across: across, span: span, path: path)
        }
        return nil
    }

    private static func inRange(_ percent: Double?, positive: Bool) -> Bool {
        guard let percent else { return false }
        return (positive ? percent > 0 : percent >= 0) && percent <= 100
    }
}

extension FrameLength: SpecFieldValue {
    /// A number (points) or `"N%"` (the reader has checked its form and range).
    init?(specValue value: SpecValue) {
        switch value {
        case .integer(let points): self = .points(Double(points))
        case .number(let points): self = .points(points)
        case .string(let text):
            guard let percent = SlotLengthParser.percentage(text) else { return nil }
            self = .percent(percent)
        default: return nil
        }
    }
}
