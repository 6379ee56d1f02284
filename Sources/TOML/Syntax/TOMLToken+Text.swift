import SourceDiagnostics

extension TOMLToken {
    /// For a string token of `bytes`: the bytes between its quotes (the line break right after a
    /// multi-line string's opening quotes left out; to the token's end when it is not closed).
    public func stringContent(in bytes: [UInt8]) -> SourceSpan {
        let span = self.span
        let isMultiline = kind == .multilineBasicString || kind == .multilineLiteralString
        var start = min(span.start + (isMultiline ? 3 : 1), span.end)
        if isMultiline, start < span.end, bytes[start] == Byte.carriageReturn { start += 1 }
        if isMultiline, start < span.end, bytes[start] == Byte.newline { start += 1 }
        let end = isTerminated ? max(start, span.end - (isMultiline ? 3 : 1)) : span.end
        return SourceSpan(start: start, end: end)
    }

    /// For a string token of `bytes`: its text as an editor shows it while it is being typed.
    /// See ``lenientText(_:isBasic:)``.
    public func lenientText(in bytes: [UInt8]) -> String {
        let content = stringContent(in: bytes)
        return Self.lenientText(
            bytes[content.start..<content.end], isBasic: kind == .basicString || kind == .multilineBasicString)
    }

    /// The text of a string's content `content` without failing: in a basic string the escapes
    /// `\n \t \r \" \\` are decoded and any other escape is kept as written (a `\u` being typed
    /// shows as typed); a literal string is its bytes.
    public static func lenientText(_ content: ArraySlice<UInt8>, isBasic: Bool) -> String {
        guard isBasic else { return String(decoding: content, as: UTF8.self) }
        var text: [UInt8] = []
        text.reserveCapacity(content.count)
        var index = content.startIndex
        while index < content.endIndex {
            let byte = content[index]
            if byte == Byte.backslash, index + 1 < content.endIndex {
                let escaped = content[index + 1]
                switch escaped {
                case UInt8(ascii: "n"): text.append(Byte.newline)
                case UInt8(ascii: "t"): text.append(Byte.tab)
                case UInt8(ascii: "r"): text.append(Byte.carriageReturn)
                case Byte.quote, Byte.backslash: text.append(escaped)
                default: text += [Byte.backslash, escaped]
                }
                index += 2
                continue
            }
            text.append(byte)
            index += 1
        }
        return String(decoding: text, as: UTF8.self)
    }
}
