import SourceDiagnostics

extension SpecScanner {
    /// A value at `index`, or nil at the end of the line.
    mutating func value(inArray: Bool, inline: Bool) -> ScannedValue? {
        guard index < bytes.count else { return nil }
        let start = index
        let byte = bytes[index]
        switch byte {
        case Byte.quote, Byte.apostrophe:
            let (text, content, terminated) = quoted(byte)
            return ScannedValue(
                kind: .string(text, content: content, isTerminated: terminated),
                span: SourceSpan(start: start, end: index))
        case Byte.openBrace where depth < Self.maxDepth:
            depth += 1
            defer { depth -= 1 }
            return inlineTable()
        case Byte.openBracket where depth < Self.maxDepth:
            depth += 1
            defer { depth -= 1 }
            return array()
        default:
            var end = index
            while end < bytes.count, !Byte.isLineEnd(bytes[end]), bytes[end] != Byte.hash, bytes[end] != Byte.comma,
                bytes[end] != Byte.closeBracket, bytes[end] != Byte.closeBrace
            {
                end += 1
            }
            var trimmed = end
            while trimmed > start, Byte.isBlank(bytes[trimmed - 1]) { trimmed -= 1 }
            index = end
            guard trimmed > start else { return nil }
            return ScannedValue(
                kind: .bare(String(decoding: bytes[start..<trimmed], as: UTF8.self)),
                span: SourceSpan(start: start, end: trimmed))
        }
    }

    /// `{ a = 1, b = 2 }` on one line; stops at the end of the line when not closed.
    mutating func inlineTable() -> ScannedValue {
        let start = index
        index += 1
        var entries: [ScannedEntry] = []
        var closed = false
        while index < bytes.count, !Byte.isLineEnd(bytes[index]) {
            skipBlanks()
            guard index < bytes.count, !Byte.isLineEnd(bytes[index]) else { break }
            if bytes[index] == Byte.closeBrace {
                index += 1
                closed = true
                break
            }
            if bytes[index] == Byte.comma {
                index += 1
                continue
            }
            let before = index
            if let entry = entry(inline: true) { entries.append(entry) }
            if index == before { index += 1 }
        }
        return ScannedValue(kind: .inlineTable(entries, isClosed: closed), span: SourceSpan(start: start, end: index))
    }

    /// `[ a, b ]`, over several lines; an unclosed array ends where a header or `key =` line begins.
    mutating func array() -> ScannedValue {
        let start = index
        index += 1
        var elements: [ScannedValue] = []
        var closed = false
        var lastEnd = index
        while index < bytes.count {
            let byte = bytes[index]
            if Byte.isBlank(byte) || byte == Byte.comma {
                index += 1
            } else if Byte.isLineEnd(byte) {
                index += 1
                if looksLikeNewStatement() { break }
            } else if byte == Byte.hash {
                skipToLineEnd()
            } else if byte == Byte.closeBracket {
                index += 1
                lastEnd = index
                closed = true
                break
            } else {
                let before = index
                if let element = value(inArray: true, inline: false) {
                    elements.append(element)
                    lastEnd = element.span.end
                }
                if index == before { index += 1 }
            }
        }
        if !closed { index = lastEnd }
        return ScannedValue(kind: .array(elements, isClosed: closed), span: SourceSpan(start: start, end: lastEnd))
    }

    /// At a line start inside an unclosed array: true when the line is a header or `key =`.
    func looksLikeNewStatement() -> Bool {
        var cursor = index
        while cursor < bytes.count, Byte.isBlank(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else { return false }
        if bytes[cursor] == Byte.openBracket {
            var next = cursor + 1
            if next < bytes.count, bytes[next] == Byte.openBracket { next += 1 }
            while next < bytes.count, Byte.isBlank(bytes[next]) { next += 1 }
            return next < bytes.count && Byte.isLetter(bytes[next])
        }
        guard Byte.isBareKey(bytes[cursor]) else { return false }
        while cursor < bytes.count, Byte.isBareKey(bytes[cursor]) || bytes[cursor] == Byte.dot { cursor += 1 }
        while cursor < bytes.count, Byte.isBlank(bytes[cursor]) { cursor += 1 }
        return cursor < bytes.count && bytes[cursor] == Byte.equals
    }

    /// A quoted string at `index` (one or three quotes); returns its text, the span of its content
    /// and whether it was closed. A one-line string ends at the line's end when not closed.
    mutating func quoted(_ quote: UInt8) -> (String, SourceSpan, Bool) {
        let isTriple = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        index += isTriple ? 3 : 1
        if isTriple, index < bytes.count, bytes[index] == Byte.carriageReturn { index += 1 }
        if isTriple, index < bytes.count, bytes[index] == Byte.newline { index += 1 }
        let contentStart = index
        var text: [UInt8] = []
        let escapes = quote == Byte.quote
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                if !isTriple {
                    let content = SourceSpan(start: contentStart, end: index)
                    index += 1
                    return (String(decoding: text, as: UTF8.self), content, true)
                }
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                    let content = SourceSpan(start: contentStart, end: index)
                    index += 3
                    return (String(decoding: text, as: UTF8.self), content, true)
                }
            }
            if !isTriple, Byte.isLineEnd(byte) { break }
            if escapes, byte == Byte.backslash, index + 1 < bytes.count {
                index += 1
                text += Self.unescaped(bytes[index])
                index += 1
                continue
            }
            text.append(byte)
            index += 1
        }
        return (String(decoding: text, as: UTF8.self), SourceSpan(start: contentStart, end: index), false)
    }

    /// The text of a simple escape (`\n`, `\t`, `\"`, `\\`); others are kept as written.
    static func unescaped(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "n"): return [Byte.newline]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [Byte.carriageReturn]
        case Byte.quote, Byte.backslash: return [byte]
        default: return [Byte.backslash, byte]
        }
    }
}
