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

    /// The color, or why not. Allocates nothing for a valid `#...` color (a spec may have 100,000).
    static func parse(_ text: String) -> Result<RGBAColor, Failure> {
        let utf8 = text.utf8
        guard utf8.first == UInt8(ascii: "#") else {
            if let named = NamedColors.color(named: text) { return .success(named) }
            if [3, 4, 6, 8].contains(utf8.count), utf8.allSatisfy({ hexValue($0) != nil }) {
                return .failure(.missingHash("#" + text))
            }
            return .failure(.unknownName(suggestions: NameSuggestions.closest(to: text, in: NamedColors.names)))
        }
        // The digits, four bits each, the first one highest; more than 8 is no color either way.
        var value: UInt32 = 0
        var count = 0
        // Over the contiguous bytes: the UTF-8 view's `dropFirst` and iterator cost more than the digits.
        var contiguous = text
        let isHex = contiguous.withUTF8 { bytes in
            for index in 1..<bytes.count {
                guard let digit = hexValue(bytes[index]), count < 8 else { return false }
                value = value << 4 | UInt32(digit)
                count += 1
            }
            return true
        }
        guard isHex else { return .failure(.badHex) }
        /// Digit `index` (0-based from the first), doubled into a channel (`F` -> `FF`).
        func short(_ index: Int) -> UInt8 {
            let digit = UInt8(truncatingIfNeeded: value >> UInt32(4 * (count - 1 - index))) & 0xF
            return digit << 4 | digit
        }
        /// Channel `index` of two digits each.
        func long(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: value >> UInt32(8 * (count / 2 - 1 - index))) }
        switch count {
        case 3, 4:
            return .success(
                RGBAColor(red: short(0), green: short(1), blue: short(2), alpha: count == 4 ? short(3) : 255))
        case 6, 8:
            return .success(RGBAColor(red: long(0), green: long(1), blue: long(2), alpha: count == 8 ? long(3) : 255))
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
