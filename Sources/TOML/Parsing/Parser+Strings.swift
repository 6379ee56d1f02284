import SourceDiagnostics

extension Parser {
    /// `"..."` with escapes; the read position is on the opening quote.
    mutating func parseBasicString() throws(ParseStop) -> String {
        let open = pos
        pos += 1
        let start = pos
        while pos < end {
            let byte = bytes[pos]
            if byte == Byte.quote {
                let value = text(start, pos)
                pos += 1
                return value
            }
            if byte == Byte.backslash { break }
            if byte == Byte.newline || byte == Byte.carriageReturn { break }
            pos += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<pos]))
        while true {
            let byte = peek()
            if byte == Byte.quote {
                pos += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == Byte.backslash {
                try appendEscape()
            } else if pos >= end || byte == Byte.newline || byte == Byte.carriageReturn {
                try failUnterminated("string", open: open, closing: "\"")
            } else {
                scratch.append(byte)
                pos += 1
            }
        }
    }

    /// `'...'` without escapes; the read position is on the opening apostrophe.
    mutating func parseLiteralString() throws(ParseStop) -> String {
        let open = pos
        pos += 1
        let start = pos
        while pos < end {
            let byte = bytes[pos]
            if byte == Byte.apostrophe {
                let value = text(start, pos)
                pos += 1
                return value
            }
            if byte == Byte.newline || byte == Byte.carriageReturn { break }
            pos += 1
        }
        try failUnterminated("literal string", open: open, closing: "'")
    }

    /// `"""..."""`; the read position is on the first of the three quotes.
    mutating func parseMultilineBasicString() throws(ParseStop) -> String {
        let open = pos
        pos += 3
        skipFirstLineBreak()
        scratch.removeAll(keepingCapacity: true)
        var chunk = pos
        while true {
            guard pos < end else { try failUnterminated("multi-line string", open: open, closing: "\"\"\"") }
            let byte = bytes[pos]
            if byte == Byte.quote, let closing = try closingQuotes(Byte.quote) {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[chunk..<(pos + closing - 3)]))
                pos += closing
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == Byte.backslash {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[chunk..<pos]))
                if !(try skipLineEndingBackslash()) { try appendEscape() }
                chunk = pos
                continue
            }
            pos += 1
        }
    }

    /// `'''...'''`; the read position is on the first of the three apostrophes.
    mutating func parseMultilineLiteralString() throws(ParseStop) -> String {
        let open = pos
        pos += 3
        skipFirstLineBreak()
        let start = pos
        while true {
            guard pos < end else { try failUnterminated("multi-line literal string", open: open, closing: "'''") }
            if bytes[pos] == Byte.apostrophe, let closing = try closingQuotes(Byte.apostrophe) {
                let value = text(start, pos + closing - 3)
                pos += closing
                return value
            }
            pos += 1
        }
    }

    /// A line break right after the opening delimiter is not part of a multi-line string.
    private mutating func skipFirstLineBreak() {
        if peek() == Byte.newline {
            pos += 1
        } else if peek() == Byte.carriageReturn && peek(1) == Byte.newline {
            pos += 2
        }
    }

    /// At a quote inside a multi-line string: nil when fewer than three quotes follow, otherwise
    /// how many quotes (3 to 5) end the string; up to two belong to the content.
    private mutating func closingQuotes(_ quote: UInt8) throws(ParseStop) -> Int? {
        var count = 0
        while peek(count) == quote { count += 1 }
        if count < 3 { return nil }
        if count > 5 {
            try fail(TOMLErrorCode.syntax, "too many quotes at the end of a multi-line string",
                     at: SourceSpan(start: pos, end: pos + count),
                     help: "at most two quotes may directly precede the closing delimiter; escape the others")
        }
        return count
    }

    /// `\` followed by optional spaces and a line break: skips all whitespace and line breaks.
    /// Returns false (without moving) when the backslash starts an ordinary escape.
    private mutating func skipLineEndingBackslash() throws(ParseStop) -> Bool {
        var index = pos + 1
        while index < end && (bytes[index] == Byte.space || bytes[index] == Byte.tab) { index += 1 }
        let next: UInt8 = index < end ? bytes[index] : 0
        guard next == Byte.newline || next == Byte.carriageReturn else {
            if index > pos + 1 {
                try fail(TOMLErrorCode.invalidEscape, "a line-ending backslash must be followed only by spaces and a line break",
                         at: SourceSpan(start: pos, end: index + (index < end ? 1 : 0)),
                         help: "remove the text after the backslash, or write `\\\\` for a backslash")
            }
            return false
        }
        pos = index
        while pos < end {
            let byte = bytes[pos]
            if byte != Byte.space && byte != Byte.tab && byte != Byte.newline && byte != Byte.carriageReturn { break }
            pos += 1
        }
        return true
    }

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
            let shown = start + 1 < end && letter != Byte.newline && letter != Byte.carriageReturn
                ? "`\\\(text(start + 1, min(end, start + 1 + max(1, InputCheck.sequenceLength(bytes, at: start + 1)))))`"
                : "a backslash at the end of the line"
            try fail(TOMLErrorCode.invalidEscape, "invalid escape sequence \(shown)",
                     at: SourceSpan(start: start, end: min(end, start + 2)),
                     help: "valid escapes: \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX \\UXXXXXXXX; write `\\\\` for a backslash")
        }
    }

    private mutating func appendUnicodeEscape(start: Int, digits: Int) throws(ParseStop) {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let digit = Byte.hexValue(peek()) else {
                try fail(TOMLErrorCode.invalidEscape, "`\\\(digits == 4 ? "u" : "U")` needs exactly \(digits) hex digits",
                         at: SourceSpan(start: start, end: pos),
                         help: digits == 4 ? "write e.g. \\u00E9" : "write e.g. \\U0001F600")
            }
            value = value << 4 | digit
            pos += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            try fail(TOMLErrorCode.invalidEscape,
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

    /// An unclosed string or other bracketed construct.
    mutating func failUnterminated(_ what: String, open: Int, closing: String) throws(ParseStop) -> Never {
        try fail(TOMLErrorCode.unterminated, "unterminated \(what): expected `\(closing)`, found \(describe(pos))",
                 at: .point(pos), labels: [DiagnosticLabel(span: SourceSpan(start: open, end: open + 1), message: "opened here")],
                 help: what.hasPrefix("multi") ? "close it with `\(closing)`" : "close it with `\(closing)` on the same line, or use a multi-line string")
    }
}
