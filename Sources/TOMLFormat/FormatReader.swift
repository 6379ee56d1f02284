/// Reads a validated TOML document into ``FormatLine``s, keeping every comment and the text of
/// every scalar. Works on bytes; never traps (an unexpected byte throws ``FormatStop``).
struct FormatReader {
    let bytes: [UInt8]
    var pos = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { pos = 3 }
    }

    /// Every line of the document, in order.
    mutating func readDocument() throws(FormatStop) -> [FormatLine] {
        var lines: [FormatLine] = []
        while true {
            skipSpaces()
            guard let byte = peek() else { break }
            if atLineBreak() {
                skipLineBreak()
                lines.append(.blank)
                continue
            }
            if byte == Ascii.hash {
                lines.append(.comment(readComment()))
                try finishLine()
            } else if byte == Ascii.openBracket {
                lines.append(try readHeader())
            } else {
                let key = try readKey()
                skipSpaces()
                try expect(Ascii.equals, "`=` after a key")
                skipSpaces()
                let value = try readValue()
                lines.append(.pair(key: key, value: value, comment: try readLineEnd()))
            }
        }
        return lines
    }

    /// `[key]` or `[[key]]` and what follows on its line.
    private mutating func readHeader() throws(FormatStop) -> FormatLine {
        pos += 1
        let double = peek() == Ascii.openBracket
        if double { pos += 1 }
        skipSpaces()
        let key = try readKey()
        skipSpaces()
        try expect(Ascii.closeBracket, "`]` closing a table header")
        if double { try expect(Ascii.closeBracket, "`]]` closing an array-of-tables header") }
        var text: [UInt8] = double ? [Ascii.openBracket, Ascii.openBracket] : [Ascii.openBracket]
        text += key
        text += double ? [Ascii.closeBracket, Ascii.closeBracket] : [Ascii.closeBracket]
        return .header(text, comment: try readLineEnd())
    }

    /// After a pair or header: spaces, an optional comment, then a line break or the end.
    private mutating func readLineEnd() throws(FormatStop) -> Range<Int>? {
        skipSpaces()
        var comment: Range<Int>?
        if peek() == Ascii.hash { comment = readComment() }
        try finishLine()
        return comment
    }

    /// Consumes the line break ending a line (or accepts the end of the input).
    private mutating func finishLine() throws(FormatStop) {
        skipSpaces()
        guard pos < bytes.count else { return }
        guard atLineBreak() else { throw FormatStop(message: "expected the end of the line at byte \(pos)") }
        skipLineBreak()
    }

    /// A dotted key in canonical form: parts joined by `.`, quotes dropped where not needed.
    mutating func readKey() throws(FormatStop) -> [UInt8] {
        var text: [UInt8] = []
        while true {
            skipSpaces()
            if !text.isEmpty { text.append(Ascii.dot) }
            text += try readKeyPart()
            skipSpaces()
            guard peek() == Ascii.dot else { return text }
            pos += 1
        }
    }

    private mutating func readKeyPart() throws(FormatStop) -> [UInt8] {
        let start = pos
        switch peek() {
        case Ascii.quote?:
            try skipBasicString()
        case Ascii.apostrophe?:
            try skipLiteralString()
        default:
            while let byte = peek(), Ascii.isBareKey(byte) { pos += 1 }
            guard pos > start else { throw FormatStop(message: "expected a key at byte \(pos)") }
            return Array(bytes[start..<pos])
        }
        let inner = bytes[(start + 1)..<(pos - 1)]
        let plain = bytes[start] == Ascii.apostrophe || !inner.contains(Ascii.backslash)
        if plain, !inner.isEmpty, inner.allSatisfy(Ascii.isBareKey) { return Array(inner) }
        return Array(bytes[start..<pos])
    }

    /// A comment from `#` to the end of the line, trailing spaces and tabs removed.
    mutating func readComment() -> Range<Int> {
        let start = pos
        while pos < bytes.count, !atLineBreak() { pos += 1 }
        var end = pos
        while end > start, bytes[end - 1] == Ascii.space || bytes[end - 1] == Ascii.tab { end -= 1 }
        return start..<end
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(FormatStop) {
        guard peek() == byte else { throw FormatStop(message: "expected \(what) at byte \(pos)") }
        pos += 1
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        let index = pos + offset
        return index < bytes.count ? bytes[index] : nil
    }

    mutating func skipSpaces() {
        while let byte = peek(), byte == Ascii.space || byte == Ascii.tab { pos += 1 }
    }

    /// At `\n` or `\r\n`.
    func atLineBreak() -> Bool {
        peek() == Ascii.newline || (peek() == Ascii.carriageReturn && peek(1) == Ascii.newline)
    }

    mutating func skipLineBreak() {
        pos += peek() == Ascii.carriageReturn ? 2 : 1
    }
}
