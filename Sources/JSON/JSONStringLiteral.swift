/// The one JSON string escaper of the package.
///
/// Quotes, backslashes and control characters are escaped, and so are DEL (0x7F), the C1
/// controls (U+0080-U+009F) and the bidirectional controls (U+061C, U+200E, U+200F,
/// U+202A-U+202E, U+2066-U+2069), so JSON printed on a terminal can never drive it or reorder
/// it, and U+2028 / U+2029 (they end lines in JavaScript); everything else is copied as UTF-8.
/// The text decodes back exactly.
public enum JSONStringLiteral {
    /// Appends `text` as a JSON string literal to `output`.
    public static func append(_ text: String, to output: inout [UInt8]) {
        output.append(0x22)
        var text = text
        text.withUTF8 { append(utf8: $0, to: &output) }
        output.append(0x22)
    }

    private static func append(utf8: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            switch byte {
            case 0x22: output += #"\""#.utf8
            case 0x5C: output += #"\\"#.utf8
            case 0x0A: output += #"\n"#.utf8
            case 0x0D: output += #"\r"#.utf8
            case 0x09: output += #"\t"#.utf8
            case 0x08: output += #"\b"#.utf8
            case 0x0C: output += #"\f"#.utf8
            case 0x00..<0x20, 0x7F: appendUnicodeEscape(UInt32(byte), to: &output)
            case 0xC2 where index + 1 < count && utf8[index + 1] < 0xA0:
                appendUnicodeEscape(UInt32(utf8[index + 1]), to: &output)
                index += 1
            case 0xD8 where index + 1 < count && utf8[index + 1] == 0x9C:
                appendUnicodeEscape(0x061C, to: &output)
                index += 1
            case 0xE2 where index + 2 < count && escapesThreeByte(utf8[index + 1], utf8[index + 2]):
                let value = 0x2000 | (UInt32(utf8[index + 1] & 0x3F) << 6) | UInt32(utf8[index + 2] & 0x3F)
                appendUnicodeEscape(value, to: &output)
                index += 2
            default: output.append(byte)
            }
            index += 1
        }
    }

    /// Whether U+2xxx encoded as `E2 second third` is escaped: U+200E, U+200F, U+2028, U+2029,
    /// U+202A-U+202E and U+2066-U+2069.
    private static func escapesThreeByte(_ second: UInt8, _ third: UInt8) -> Bool {
        if second == 0x80 { return third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) }
        return second == 0x81 && (0xA6...0xA9).contains(third)
    }

    /// `text` as a JSON string literal.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        output += [0x5C, 0x75]
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}
