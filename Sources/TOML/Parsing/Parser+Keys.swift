import SourceDiagnostics

extension Parser {
    /// One key part: bare (`a-b_1`), basic (`"a b"`) or literal (`'a.b'`). Multi-line strings are
    /// not keys.
    mutating func parseKey() throws(ParseStop) -> TOMLKey {
        let start = pos
        let byte = peek()
        if Byte.isBareKey(byte) {
            pos += 1
            while pos < end && Byte.isBareKey(bytes[pos]) { pos += 1 }
            return TOMLKey(name: text(start, pos), span: SourceSpan(start: start, end: pos))
        }
        if byte == Byte.quote || byte == Byte.apostrophe {
            if peek(1) == byte && peek(2) == byte {
                try fail(TOMLErrorCode.syntax, "a multi-line string cannot be used as a key",
                         at: SourceSpan(start: start, end: start + 3),
                         help: "quote the key with a single \(byte == Byte.quote ? "\"" : "'") on each side")
            }
            let name = byte == Byte.quote ? try parseBasicString() : try parseLiteralString()
            return TOMLKey(name: name, span: SourceSpan(start: start, end: pos))
        }
        let what = pos >= end || byte == Byte.newline || byte == Byte.carriageReturn
            ? "a key" : "a key (letters, digits, `_`, `-`, or a quoted string)"
        try fail(TOMLErrorCode.syntax, "expected \(what), found \(describe(pos))", at: .point(pos),
                 help: "bare keys may contain only A-Z a-z 0-9 _ -; quote other keys: \"my key\" = 1")
    }
}
