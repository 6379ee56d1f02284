/// Builds a ``TOMLSyntaxTree`` from ``TOMLTokenizer``'s tokens by recursive descent. It never
/// fails: tokens that fit no rule go into an error node and an error is recorded.
struct TreeBuilder {
    var tokenizer: TOMLTokenizer
    var errors: [TOMLSyntaxError] = []
    /// Arrays and inline tables nested deeper are kept as one flat error node, so the recursion
    /// stays far from the stack's limit.
    static let maxDepth = 128

    init(bytes: UnsafeBufferPointer<UInt8>) {
        tokenizer = TOMLTokenizer(bytes: bytes)
    }

    /// The next token in `mode`, not consumed.
    func peek(_ mode: TOMLTokenizer.Mode) -> TOMLToken? {
        var copy = tokenizer
        return copy.next(mode)
    }

    /// Consumes the next token (which `peek` returned) into `children`.
    mutating func bump(_ mode: TOMLTokenizer.Mode, into children: inout [TOMLSyntaxElement]) {
        if let token = tokenizer.next(mode) { children.append(.token(token)) }
    }

    /// Consumes spaces and tabs.
    mutating func skipWhitespace(into children: inout [TOMLSyntaxElement]) {
        while peek(.key)?.kind == .whitespace { bump(.key, into: &children) }
    }

    mutating func error(_ message: String, at token: TOMLToken?) {
        let offset = tokenizer.position
        errors.append(TOMLSyntaxError(message: message, span: token?.span ?? .point(offset)))
    }

    // MARK: Lines

    mutating func document() -> TOMLSyntaxNode {
        var children: [TOMLSyntaxElement] = []
        while let token = peek(.key) {
            switch token.kind {
            case .byteOrderMark, .whitespace, .newline, .comment:
                bump(.key, into: &children)
            case .leftBracket:
                children.append(.node(header()))
                lineEnd(into: &children)
            case .bareKey, .basicString, .literalString:
                children.append(.node(keyValue(depth: 0)))
                lineEnd(into: &children)
            default:
                error("expected a key or a [table] header", at: token)
                errorToLineEnd(into: &children)
            }
        }
        return TOMLSyntaxNode(.document, children: children, start: 0)
    }

    /// After a header or key/value: whitespace and a comment, then the line break is left for
    /// the document; anything else up to the line break becomes an error node.
    mutating func lineEnd(into children: inout [TOMLSyntaxElement]) {
        skipWhitespace(into: &children)
        if peek(.key)?.kind == .comment { bump(.key, into: &children) }
        guard let token = peek(.key), token.kind != .newline else { return }
        error("expected a line break", at: token)
        errorToLineEnd(into: &children)
    }

    /// The tokens up to the line break (at least one) as an error node.
    mutating func errorToLineEnd(into children: inout [TOMLSyntaxElement]) {
        var junk: [TOMLSyntaxElement] = []
        while let token = peek(.value), token.kind != .newline { bump(.value, into: &junk) }
        if !junk.isEmpty { children.append(.node(TOMLSyntaxNode(.error, children: junk, start: 0))) }
    }

    /// `[key]` or `[[key]]`.
    mutating func header() -> TOMLSyntaxNode {
        var children: [TOMLSyntaxElement] = []
        let start = tokenizer.position
        bump(.key, into: &children)
        var isArray = false
        if let second = peek(.key), second.kind == .leftBracket, second.span.start == start + 1 {
            isArray = true
            bump(.key, into: &children)
        }
        let kind: TOMLNodeKind = isArray ? .arrayTable : .table
        skipWhitespace(into: &children)
        guard let first = peek(.key), Self.isKeyPart(first.kind) else {
            error("expected a key in the table header", at: peek(.key))
            return TOMLSyntaxNode(kind, children: children, start: start)
        }
        children.append(.node(key()))
        skipWhitespace(into: &children)
        for _ in 0..<(isArray ? 2 : 1) {
            guard peek(.key)?.kind == .rightBracket else {
                error(isArray ? "expected `]]` to close the header" : "expected `]` to close the header", at: peek(.key))
                break
            }
            bump(.key, into: &children)
        }
        return TOMLSyntaxNode(kind, children: children, start: start)
    }

    // MARK: Keys and values

    static func isKeyPart(_ kind: TOMLTokenKind) -> Bool {
        kind == .bareKey || kind == .basicString || kind == .literalString
    }

    /// A dotted key; the caller has seen its first part. Whitespace after the last part is left out.
    mutating func key() -> TOMLSyntaxNode {
        var children: [TOMLSyntaxElement] = []
        let start = tokenizer.position
        bump(.key, into: &children)
        while true {
            let saved = tokenizer
            var gap: [TOMLSyntaxElement] = []
            skipWhitespace(into: &gap)
            guard peek(.key)?.kind == .dot else {
                tokenizer = saved
                break
            }
            children += gap
            bump(.key, into: &children)
            skipWhitespace(into: &children)
            guard let part = peek(.key), Self.isKeyPart(part.kind) else {
                error("expected a key part after `.`", at: peek(.key))
                break
            }
            bump(.key, into: &children)
        }
        return TOMLSyntaxNode(.key, children: children, start: start)
    }

    /// `key = value`; the caller has seen the key's first part.
    mutating func keyValue(depth: Int) -> TOMLSyntaxNode {
        var children: [TOMLSyntaxElement] = []
        let start = tokenizer.position
        children.append(.node(key()))
        skipWhitespace(into: &children)
        guard peek(.key)?.kind == .equals else {
            error("expected `=` after a key", at: peek(.key))
            return TOMLSyntaxNode(.keyValue, children: children, start: start)
        }
        bump(.key, into: &children)
        skipWhitespace(into: &children)
        if let value = value(depth: depth) {
            children.append(.node(value))
        } else {
            error("expected a value", at: peek(.value))
        }
        return TOMLSyntaxNode(.keyValue, children: children, start: start)
    }

    /// A value, or nil (nothing consumed) when the next token starts none.
    mutating func value(depth: Int) -> TOMLSyntaxNode? {
        guard let token = peek(.value) else { return nil }
        let start = tokenizer.position
        switch token.kind {
        case .scalar, .basicString, .literalString, .multilineBasicString, .multilineLiteralString:
            var children: [TOMLSyntaxElement] = []
            bump(.value, into: &children)
            if !token.isTerminated { error("unterminated string", at: token) }
            return TOMLSyntaxNode(.value, children: children, start: start)
        case .leftBracket, .leftBrace:
            if depth >= Self.maxDepth { return tooDeep(at: token) }
            return token.kind == .leftBracket ? array(depth: depth + 1) : inlineTable(depth: depth + 1)
        default:
            return nil
        }
    }

    /// `[ value, ... ]`, over any number of lines.
    mutating func array(depth: Int) -> TOMLSyntaxNode {
        var children: [TOMLSyntaxElement] = []
        let start = tokenizer.position
        bump(.value, into: &children)
        while true {
            guard let token = peek(.value) else {
                error("unterminated array: expected `]`", at: nil)
                break
            }
            switch token.kind {
            case .whitespace, .newline, .comment, .comma:
                bump(.value, into: &children)
                continue
            case .rightBracket:
                bump(.value, into: &children)
                return TOMLSyntaxNode(.array, children: children, start: start)
            default:
                if let element = value(depth: depth) {
                    children.append(.node(element))
                } else {
                    error("expected a value or `]` in the array", at: token)
                    var junk: [TOMLSyntaxElement] = []
                    bump(.value, into: &junk)
                    children.append(.node(TOMLSyntaxNode(.error, children: junk, start: 0)))
                }
            }
        }
        return TOMLSyntaxNode(.array, children: children, start: start)
    }

    /// `{ key = value, ... }` on one line; an unclosed one ends at the line break.
    mutating func inlineTable(depth: Int) -> TOMLSyntaxNode {
        var children: [TOMLSyntaxElement] = []
        let start = tokenizer.position
        bump(.key, into: &children)
        while true {
            guard let token = peek(.key), token.kind != .newline else {
                error("unterminated inline table: expected `}`", at: nil)
                break
            }
            switch token.kind {
            case .whitespace, .comma:
                bump(.key, into: &children)
            case .rightBrace:
                bump(.key, into: &children)
                return TOMLSyntaxNode(.inlineTable, children: children, start: start)
            case .bareKey, .basicString, .literalString:
                children.append(.node(keyValue(depth: depth)))
            default:
                error("expected a key or `}` in the inline table", at: token)
                var junk: [TOMLSyntaxElement] = []
                bump(.value, into: &junk)
                children.append(.node(TOMLSyntaxNode(.error, children: junk, start: 0)))
            }
        }
        return TOMLSyntaxNode(.inlineTable, children: children, start: start)
    }

    /// A value nested deeper than ``maxDepth``: its tokens up to the matching bracket, flat.
    mutating func tooDeep(at token: TOMLToken) -> TOMLSyntaxNode {
        error("nesting is deeper than \(Self.maxDepth) levels", at: token)
        var children: [TOMLSyntaxElement] = []
        let start = tokenizer.position
        var open = 0
        while let next = peek(.value) {
            bump(.value, into: &children)
            switch next.kind {
            case .leftBracket, .leftBrace: open += 1
            case .rightBracket, .rightBrace: open -= 1
            default: break
            }
            if open == 0 { break }
        }
        return TOMLSyntaxNode(.error, children: children, start: start)
    }
}
