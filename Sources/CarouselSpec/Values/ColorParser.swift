import SourceDiagnostics

/// Parses `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` and color names.
enum ColorParser {
    /// Why a color string was rejected.
    enum Failure: Error, Equatable {
        /// Starts with `#` but is not 3, 4, 6 or 8 hex digits.
        case badHex
        /// Not a known name; carries up to three close names.
        case unknownName(suggestions: [String])
        /// 3, 4, 6 or 8 hex digits without the leading `#` (`"FF0000"`); carries the fixed text.
        case missingHash(String)
    }

    /// The color, or why not.
    static func parse(_ text: String) -> Result<RGBAColor, Failure> {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#") else {
            if let named = NamedColors.color(named: text) { return .success(named) }
            if [3, 4, 6, 8].contains(bytes.count), bytes.allSatisfy({ hexValue($0) != nil }) {
                return .failure(.missingHash("#" + text))
            }
            return .failure(.unknownName(suggestions: NameSuggestions.closest(to: text, in: NamedColors.names)))
        }
        var digits: [UInt8] = []
        for byte in bytes.dropFirst() {
            guard let digit = hexValue(byte) else { return .failure(.badHex) }
            digits.append(digit)
        }
        switch digits.count {
        case 3, 4:
            let channels = digits.map { $0 << 4 | $0 }
            return .success(
                RGBAColor(
                    red: channels[0], green: channels[1], blue: channels[2],
                    alpha: digits.count == 4 ? channels[3] : 255))
        case 6, 8:
            var channels: [UInt8] = []
            for index in stride(from: 0, to: digits.count, by: 2) {
                channels.append(digits[index] << 4 | digits[index + 1])
            }
            return .success(
                RGBAColor(
                    red: channels[0], green: channels[1], blue: channels[2],
                    alpha: digits.count == 8 ? channels[3] : 255))
        default:
            return .failure(.badHex)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A regular expression accepting exactly what ``parse(_:)`` accepts (for the JSON Schema).
    static var pattern: String {
        "^(#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|" + NamedColors.names.joined(separator: "|")
            + ")$"
    }
}
