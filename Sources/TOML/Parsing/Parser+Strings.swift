import SourceDiagnostics

extension Parser {
    /// `"..."` with escapes; the read position is on the opening quote.
    mutating func parseBasicString() throws(ParseStop) -> String {
        let open = pos
        pos += 1
        let start = pos
        while true {
            skipPlainWords(Byte.quote)
            guard pos < end else { break }
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
        while true {
            skipPlainWords(Byte.apostrophe)
            guard pos < end else { break }
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
            skipPlainWords(Byte.quote)
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
            skipPlainWords(Byte.apostrophe)
            guard pos < end else { try failUnterminated("multi-line literal string", open: open, closing: "'''") }
            if bytes[pos] == Byte.apostrophe, let closing = try closingQuotes(Byte.apostrophe) {
                let value = text(start, pos + closing - 3)
                pos += closing
                return value
            }
            pos += 1
        }
    }

    /// Skips string content 8 bytes at a time and stops at the first byte that may need a look:
    /// `quote`, a backslash or a byte below 0x20 (line breaks, tab). Bytes of 0x80 and above
    /// (UTF-8 sequences, validated before parsing) are plain content.
    @inline(__always) mutating func skipPlainWords(_ quote: UInt8) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let quotes = UInt64(quote) &* ones
        let backslashes = UInt64(Byte.backslash) &* ones
        while pos + 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: pos, as: UInt64.self)
            let q = word ^ quotes
            let b = word ^ backslashes
            let hits = ((q &- ones) & ~q | (b &- ones) & ~b | (word &- 0x2020_2020_2020_2020) & ~word) & high
            if hits != 0 {
                // The lowest flagged byte is a real hit (borrows only create false hits above it).
                pos += hits.trailingZeroBitCount >> 3
                return
            }
            pos += 8
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
            try fail(
                TOMLErrorCode.syntax, "too many quotes at the end of a multi-line string",
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
                try fail(
                    TOMLErrorCode.invalidEscape,
                    "a line-ending backslash must be followed only by spaces and a line break",
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

    /// An unclosed string or other bracketed construct.
    @inline(never) mutating func failUnterminated(_ what: String, open: Int, closing: String) throws(ParseStop) -> Never
    {
        try fail(
            TOMLErrorCode.unterminated, "unterminated \(what): expected `\(closing)`, found \(describe(pos))",
            at: .point(pos),
            labels: [DiagnosticLabel(span: SourceSpan(start: open, end: open + 1), message: "opened here")],
            help: what.hasPrefix("multi")
                ? "close it with `\(closing)`"
                : "close it with `\(closing)` on the same line, or use a multi-line string")
    }
}
