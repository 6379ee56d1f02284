import SourceDiagnostics
import TOML

extension SpecScanner {
    /// A value at ``index``, or nil at the end of the line.
    mutating func value(inArray: Bool, inline: Bool) -> ScannedValue? {
        guard let token = peek(.value) else { return nil }
        switch token.kind {
        case _ where token.kind.isString:
            bump(.value)
            return ScannedValue(
                kind: .string(
                    token.lenientText(in: bytes), content: token.stringContent(in: bytes),
                    isTerminated: token.isTerminated),
                span: token.span)
        case .leftBrace where depth < Self.maxDepth:
            depth += 1
            defer { depth -= 1 }
            return inlineTable()
        case .leftBracket where depth < Self.maxDepth:
            depth += 1
            defer { depth -= 1 }
            return array()
        default:
            return bareValue()
        }
    }

    /// Unquoted text up to the line's end, a comment, `,`, `]` or `}`, blanks at its end left
    /// out: a number, a boolean, or a word being typed; nil when there is none.
    mutating func bareValue() -> ScannedValue? {
        let start = index
        var end = start
        var run = tokenizer
        while true {
            var next = run
            guard let token = junkToken(&next), !isLineBreak(token) else { break }
            switch token.kind {
            case .comment, .comma, .rightBracket, .rightBrace: break
            default:
                run = next
                if token.kind != .whitespace { end = token.span.end }
                continue
            }
            break
        }
        tokenizer = run
        guard end > start else { return nil }
        return ScannedValue(
            kind: .bare(String(decoding: bytes[start..<end], as: UTF8.self)), span: SourceSpan(start: start, end: end))
    }

    /// `{ a = 1, b = 2 }` on one line; stops at the end of the line when not closed.
    mutating func inlineTable() -> ScannedValue {
        let start = index
        bump(.key)
        var entries: [ScannedEntry] = []
        var closed = false
        while let token = peek(.key), !isLineBreak(token) {
            switch token.kind {
            case .whitespace, .comma:
                bump(.key)
                continue
            case .rightBrace:
                bump(.key)
                closed = true
            default:
                let before = index
                if let entry = entry(inline: true) { entries.append(entry) }
                if index == before { skipByte(at: before) }
                continue
            }
            break
        }
        return ScannedValue(kind: .inlineTable(entries, isClosed: closed), span: SourceSpan(start: start, end: index))
    }

    /// `[ a, b ]`, over several lines; an unclosed array ends where a header or `key =` line begins.
    mutating func array() -> ScannedValue {
        let start = index
        bump(.value)
        var elements: [ScannedValue] = []
        var closed = false
        var lastEnd = index
        var afterLast = tokenizer
        loop: while let token = peek(.value) {
            switch token.kind {
            case .whitespace, .comma:
                bump(.value)
            case _ where isLineBreak(token):
                bump(.value)
                if startsStatement() { break loop }
            case .comment:
                skipToLineEnd()
            case .rightBracket:
                bump(.value)
                lastEnd = index
                afterLast = tokenizer
                closed = true
                break loop
            default:
                let before = index
                if let element = value(inArray: true, inline: false) {
                    elements.append(element)
                    lastEnd = element.span.end
                    afterLast = tokenizer
                }
                if index == before { skipByte(at: before) }
            }
        }
        if !closed { tokenizer = afterLast }
        return ScannedValue(kind: .array(elements, isClosed: closed), span: SourceSpan(start: start, end: lastEnd))
    }

    /// At a line start: true when the line is a header (`[` then a letter) or starts `key =`.
    func startsStatement() -> Bool {
        var line = tokenizer
        var token = line.next(.key)
        if token?.kind == .whitespace { token = line.next(.key) }
        guard let first = token else { return false }
        if first.kind == .leftBracket {
            var next = line.next(.key)
            if next?.kind == .leftBracket, next?.span.start == first.span.end { next = line.next(.key) }
            if next?.kind == .whitespace { next = line.next(.key) }
            guard let word = next, word.kind == .bareKey else { return false }
            return Self.isLetter(bytes[word.span.start])
        }
        guard first.kind == .bareKey else { return false }
        var end = first.span.end
        while let next = line.peekKind(.key), next == .bareKey || next == .dot {
            guard let part = line.next(.key), part.span.start == end else { return false }
            end = part.span.end
        }
        token = line.next(.key)
        if token?.kind == .whitespace { token = line.next(.key) }
        return token?.kind == .equals
    }

    /// `A-Z a-z`.
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
