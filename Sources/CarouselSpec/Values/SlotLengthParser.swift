import CarouselEngine

/// Reads the string forms of a slot length (`row-height`, `column-width`): `"auto"`, `"N%"`
/// (above 0, at most 100) and `"Nfr"` (above 0, at most 1000); N is digits with an optional
/// fraction. A length in points is a TOML number, read as a number.
package enum SlotLengthParser {
    /// The JSON Schema pattern of the string forms (the range of N is checked by `check` only).
    package static let pattern = "^(auto|[0-9]+(\\.[0-9]+)?(%|fr))$"

    /// What completion offers.
    package static let examples = ["auto", "1fr", "50%"]

    /// The largest `fr` share.
    static let maximumFraction = 1000.0

    /// The length a string stands for, or nil when it is none of the forms or out of range.
    package static func parse(_ text: String) -> SlotLength? {
        if text == "auto" { return .auto }
        if let number = percentage(text), number > 0, number <= 100 { return .percent(number) }
        if text.hasSuffix("fr"), let number = number(text.dropLast(2)), number > 0, number <= maximumFraction {
            return .fraction(number)
        }
        return nil
    }

    /// N of `"N%"` (any N the digit form allows, 0 and above 100 included: each key checks its
    /// own range), or nil when `text` is not that form. `frame` reads its percentages with it too.
    package static func percentage(_ text: String) -> Double? {
        guard text.hasSuffix("%") else { return nil }
        return number(text.dropLast())
    }

    /// The length of a read value: a number is points, a string one of the forms above.
    static func length(of value: SpecValue?) -> SlotLength? {
        switch value {
        case .integer(let points)?: return .points(Double(points))
        case .number(let points)?: return .points(points)
        case .string(let text)?: return parse(text)
        default: return nil
        }
    }

    /// Digits with an optional `.digits` fraction: no sign, exponent or spaces.
    private static func number(_ text: Substring) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({
                !$0.isEmpty && $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            })
        else { return nil }
        return Double(text)
    }
}

extension SlotLength: SpecFieldValue {
    /// A number (points) or one of the string forms.
    init?(specValue value: SpecValue) {
        guard let length = SlotLengthParser.length(of: value) else { return nil }
        self = length
    }
}
