import SourceDiagnostics

extension Parser {
    /// Decodes the escape at the read position (a backslash) into `scratch`.
    mutating func appendEscape() throws(ParseStop) {
        let start = pos
        let letter = peek(1)
        pos += 2
        switch letter {
        case 0x62: scratch.append(0x08)  // \b
        case 0x74: scratch.append(0x09)  // \t
        case 0x6E: scratch.append(0x0A)  // \n
        case 0x66: scratch.append(0x0C)  // \f
        case 0x72: scratch.append(0x0D)  // \r
        case Byte.quote: scratch.append(Byte.quote)
        case Byte.backslash: scratch.append(Byte.backslash)
        case 0x75: try appendUnicodeEscape(start: start, digits: 4)  // \uXXXX
        case 0x55: try appendUnicodeEscape(start: start, digits: 8)  // \UXXXXXXXX
        default:
            pos = start
            let shown =
                start + 1 < end && letter != Byte.newline && letter != Byte.carriageReturn
                ? "`\\\(text(start + 1, min(end, start + 1 + max(1, InputCheck.sequenceLength(bytes, at: start + 1)))))`"
                : "a backslash at the end of the line"
            try fail(
                TOMLErrorCode.invalidEscape, "invalid escape sequence \(shown)",
                at: SourceSpan(start: start, end: min(end, start + 2)),
                help: "valid escapes: \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX \\UXXXXXXXX; write `\\\\` for a backslash")
        }
    }

    private mutating func appendUnicodeEscape(start: Int, digits: Int) throws(ParseStop) {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let digit = Byte.hexValue(peek()) else {
                try fail(
                    TOMLErrorCode.invalidEscape, "`\\\(digits == 4 ? "u" : "U")` needs exactly \(digits) hex digits",
                    at: SourceSpan(start: start, end: pos),
                    help: digits == 4 ? "write e.g. \\u00E9" : "write e.g. \\U0001F600")
            }
            value = value << 4 | digit
            pos += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            try fail(
                TOMLErrorCode.invalidEscape,
                "escape `\(text(start, pos))` is not a Unicode scalar value (surrogate or above U+10FFFF)",
                at: SourceSpan(start: start, end: pos),
                help: "use a code point in U+0000...U+D7FF or U+E000...U+10FFFF")
        }
        appendUTF8(scalar.value)
    }

    /// Appends the UTF-8 encoding of a valid scalar value.
    private mutating func appendUTF8(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            scratch.append(UInt8(value))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | value >> 6))
            scratch.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | value >> 12))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | value >> 18))
            scratch.append(UInt8(0x80 | value >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
