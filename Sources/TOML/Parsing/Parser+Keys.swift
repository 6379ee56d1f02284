import SourceDiagnostics

extension Parser {
    /// One key part: bare (`a-b_1`), basic (`"a b"`) or literal (`'a.b'`). Multi-line strings are
    /// not keys.
    mutating func parseKey() throws(ParseStop) -> ParsedKey {
        let start = pos
        let byte = peek()
        if Byte.isBareKey(byte) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            while pos < end {
                let next = bytes[pos]
                guard Byte.isBareKey(next) else { break }
                hash = (hash ^ UInt64(next)) &* 0x0000_0100_0000_01B3
                pos += 1
            }
            let name = keyCache.name(for: UnsafeBufferPointer(rebasing: bytes[start..<pos]), hash: hash)
            return ParsedKey(key: TOMLKey(name: name, span: SourceSpan(start: start, end: pos)), hash: hash)
        }
        if byte == Byte.quote || byte == Byte.apostrophe {
            if peek(1) == byte && peek(2) == byte {
                try fail(
                    TOMLErrorCode.syntax, "a multi-line string cannot be used as a key",
                    at: SourceSpan(start: start, end: start + 3),
                    help: "quote the key with a single \(byte == Byte.quote ? "\"" : "'") on each side")
            }
            let name = byte == Byte.quote ? try parseBasicString() : try parseLiteralString()
            return ParsedKey(TOMLKey(name: name, span: SourceSpan(start: start, end: pos)))
        }
        try fail(
            TOMLErrorCode.syntax, "expected a key, found \(describe(pos))", at: .point(pos),
            help: "bare keys may contain only A-Z a-z 0-9 _ -; quote other keys: \"my key\" = 1")
    }
}
