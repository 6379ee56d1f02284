/// Builds a ``TOMLSyntaxTree`` from ``TOMLTokenizer``'s tokens by recursive descent into flat
/// storage (tokens in order, nodes in preorder). It never fails: tokens that fit no rule go into
/// an error node and an error is recorded.
struct TreeBuilder {
    var tokenizer: TOMLTokenizer
    var errors: [TOMLSyntaxError] = []
    var tokens: [TOMLToken] = []
    var nodes: [TOMLSyntaxStorage.Record] = []
    /// Arrays and inline tables nested deeper are kept as one flat error node, so the recursion
    /// stays far from the stack's limit.
    static let maxDepth = 128

    init(bytes: UnsafeBufferPointer<UInt8>, reserving: Bool) {
        tokenizer = TOMLTokenizer(bytes: bytes)
        // A spec has about one token in three bytes and one node in eight. Capacity never written
        // is never resident, while growing by doubling copies (and touches) the whole array.
        if reserving {
            tokens.reserveCapacity(bytes.count / 2 + 16)
            nodes.reserveCapacity(bytes.count / 4 + 16)
        }
    }

    /// The last token peeked, and where and in which mode: every token is peeked before it is
    /// consumed, often more than once, so keeping it means each is scanned once.
    var lookahead: (from: Int, mode: TOMLTokenizer.Mode, token: TOMLToken?) = (-1, .key, nil)

    /// The next token in `mode`, not consumed.
    mutating func peek(_ mode: TOMLTokenizer.Mode) -> TOMLToken? {
        if let token = cached(mode) { return token }
        var copy = tokenizer
        let token = copy.next(mode)
        lookahead = (tokenizer.position, mode, token)
        return token
    }

    /// The token ``peek(_:)`` kept, when it is the next token in `mode` too: read in the same
    /// mode, or of a kind that the mode does not change (only bare words and `.` differ).
    func cached(_ mode: TOMLTokenizer.Mode) -> TOMLToken? {
        guard lookahead.from == tokenizer.position, let token = lookahead.token else { return nil }
        if lookahead.mode == mode { return token }
        switch token.kind {
        case .bareKey, .scalar, .dot, .unknown: return nil
        default: return token
        }
    }

    /// Consumes the next token (which `peek` returned).
    mutating func bump(_ mode: TOMLTokenizer.Mode) {
        if let token = cached(mode) {
            tokenizer.skip(past: token)
            tokens.append(token)
        } else if let token = tokenizer.next(mode) {
            tokens.append(token)
        }
    }

    /// Opens a node at the next token; ``finish(_:)`` closes it.
    mutating func start(_ kind: TOMLNodeKind) -> Int {
        let first = UInt32(truncatingIfNeeded: tokens.count)
        nodes.append(TOMLSyntaxStorage.Record(kind: kind, firstToken: first, endToken: first, subtreeEnd: 0))
        return nodes.count - 1
    }

    /// Closes the node opened as `index` after the tokens and nodes added since.
    mutating func finish(_ index: Int) {
        nodes[index].endToken = UInt32(truncatingIfNeeded: tokens.count)
        nodes[index].subtreeEnd = UInt32(truncatingIfNeeded: nodes.count)
    }

    /// Consumes spaces and tabs.
    mutating func skipWhitespace() {
        while peek(.key)?.kind == .whitespace { bump(.key) }
    }

    mutating func error(_ message: String, at token: TOMLToken?) {
        errors.append(TOMLSyntaxError(message: message, span: token?.span ?? .point(tokenizer.position)))
    }

    /// One token as an error node.
    mutating func errorToken(_ mode: TOMLTokenizer.Mode) {
        let node = start(.error)
        bump(mode)
        finish(node)
    }

    // MARK: Lines

    mutating func document() {
        let root = start(.document)
        while !atEnd { step() }
        finish(root)
    }

    /// True when every byte has been read.
    var atEnd: Bool { tokenizer.position >= tokenizer.bytes.count }

    /// Reads one line of the document into a ``TOMLNodeKind/line`` node at index 0 of fresh
    /// storage: the statements, trivia and line break it holds (multi-line values included).
    mutating func line() -> TOMLSyntaxStorage {
        tokens.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        let root = start(.line)
        repeat { step() } while !atEnd && tokens.last?.kind != .newline
        finish(root)
        return TOMLSyntaxStorage(tokens: tokens, nodes: nodes)
    }

    /// One element of the document: a trivia token, or a statement with the rest of its line.
    mutating func step() {
        guard let token = peek(.key) else { return }
        switch token.kind {
        case .byteOrderMark, .whitespace, .newline, .comment:
            bump(.key)
        case .leftBracket:
            header()
            lineEnd()
        case .bareKey, .basicString, .literalString:
            keyValue(depth: 0)
            lineEnd()
        default:
            error("expected a key or a [table] header", at: token)
            errorToLineEnd()
        }
    }

    /// After a header or key/value: whitespace and a comment, then the line break is left for
    /// the document; anything else up to the line break becomes an error node.
    mutating func lineEnd() {
        skipWhitespace()
        if peek(.key)?.kind == .comment { bump(.key) }
        guard let token = peek(.key), token.kind != .newline else { return }
        error("expected a line break", at: token)
        errorToLineEnd()
    }

    /// The tokens up to the line break (at least one: the caller saw one) as an error node.
    mutating func errorToLineEnd() {
        let node = start(.error)
        while let token = peek(.value), token.kind != .newline { bump(.value) }
        finish(node)
    }

    /// `[key]` or `[[key]]`.
    mutating func header() {
        let opening = tokenizer.position
        var isArray = false
        if let second = TOMLTokenizer.peekAfter(tokenizer, .key), second.kind == .leftBracket,
            second.span.start == opening + 1
        {
            isArray = true
        }
        let node = start(isArray ? .arrayTable : .table)
        defer { finish(node) }
        bump(.key)
        if isArray { bump(.key) }
        skipWhitespace()
        guard let first = peek(.key), Self.isKeyPart(first.kind) else {
            error("expected a key in the table header", at: peek(.key))
            return
        }
        key()
        skipWhitespace()
        for _ in 0..<(isArray ? 2 : 1) {
            guard peek(.key)?.kind == .rightBracket else {
                error(
                    isArray ? "expected `]]` to close the header" : "expected `]` to close the header", at: peek(.key))
                return
            }
            bump(.key)
        }
    }

    // MARK: Keys and values

    static func isKeyPart(_ kind: TOMLTokenKind) -> Bool {
        kind == .bareKey || kind == .basicString || kind == .literalString
    }

    /// A dotted key; the caller has seen its first part. Whitespace after the last part is left out.
    mutating func key() {
        let node = start(.key)
        defer { finish(node) }
        bump(.key)
        while dotFollows() {
            skipWhitespace()
            bump(.key)
            skipWhitespace()
            guard let part = peek(.key), Self.isKeyPart(part.kind) else {
                error("expected a key part after `.`", at: peek(.key))
                return
            }
            bump(.key)
        }
    }

    /// Whether a `.` comes next, after any whitespace (which is left unread).
    mutating func dotFollows() -> Bool {
        guard let next = peek(.key) else { return false }
        guard next.kind == .whitespace else { return next.kind == .dot }
        var after = tokenizer
        after.skip(past: next)
        return after.peekKind(.key) == .dot
    }

    /// `key = value`; the caller has seen the key's first part.
    mutating func keyValue(depth: Int) {
        let node = start(.keyValue)
        defer { finish(node) }
        key()
        skipWhitespace()
        guard peek(.key)?.kind == .equals else {
            error("expected `=` after a key", at: peek(.key))
            return
        }
        bump(.key)
        skipWhitespace()
        if !value(depth: depth) { error("expected a value", at: peek(.value)) }
    }

    /// A value; false (nothing consumed) when the next token starts none.
    mutating func value(depth: Int) -> Bool {
        guard let token = peek(.value) else { return false }
        switch token.kind {
        case .scalar, .basicString, .literalString, .multilineBasicString, .multilineLiteralString:
            let node = start(.value)
            bump(.value)
            finish(node)
            if !token.isTerminated { error("unterminated string", at: token) }
        case .leftBracket, .leftBrace:
            if depth >= Self.maxDepth {
                tooDeep(at: token)
            } else if token.kind == .leftBracket {
                array(depth: depth + 1)
            } else {
                inlineTable(depth: depth + 1)
            }
        default:
            return false
        }
        return true
    }

    /// `[ value, ... ]`, over any number of lines.
    mutating func array(depth: Int) {
        let node = start(.array)
        defer { finish(node) }
        bump(.value)
        while true {
            guard let token = peek(.value) else {
                error("unterminated array: expected `]`", at: nil)
                return
            }
            switch token.kind {
            case .whitespace, .newline, .comment, .comma:
                bump(.value)
            case .rightBracket:
                bump(.value)
                return
            default:
                if !value(depth: depth) {
                    error("expected a value or `]` in the array", at: token)
                    errorToken(.value)
                }
            }
        }
    }

    /// `{ key = value, ... }` on one line; an unclosed one ends at the line break.
    mutating func inlineTable(depth: Int) {
        let node = start(.inlineTable)
        defer { finish(node) }
        bump(.key)
        while true {
            guard let token = peek(.key), token.kind != .newline else {
                error("unterminated inline table: expected `}`", at: nil)
                return
            }
            switch token.kind {
            case .whitespace, .comma:
                bump(.key)
            case .rightBrace:
                bump(.key)
                return
            case .bareKey, .basicString, .literalString:
                keyValue(depth: depth)
            default:
                error("expected a key or `}` in the inline table", at: token)
                errorToken(.value)
            }
        }
    }

    /// A value nested deeper than ``maxDepth``: its tokens up to the matching bracket, flat.
    mutating func tooDeep(at token: TOMLToken) {
        error("nesting is deeper than \(Self.maxDepth) levels", at: token)
        let node = start(.error)
        defer { finish(node) }
        var open = 0
        while let next = peek(.value) {
            bump(.value)
            switch next.kind {
            case .leftBracket, .leftBrace: open += 1
            case .rightBracket, .rightBrace: open -= 1
            default: break
            }
            if open == 0 { return }
        }
    }
}

extension TOMLTokenizer {
    /// The token after the next one, in `mode`.
    static func peekAfter(_ tokenizer: TOMLTokenizer, _ mode: Mode) -> TOMLToken? {
        var copy = tokenizer
        _ = copy.next(mode)
        return copy.next(mode)
    }
}
