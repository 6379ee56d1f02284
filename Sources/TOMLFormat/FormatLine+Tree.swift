import TOML

extension FormatLine {
    /// The lines of a valid document, read from its syntax tree one source line at a time (the
    /// whole tree is never held): one per line, with every comment and the text of every scalar.
    /// An error node (never in a document that parsed) throws ``FormatStop``.
    static func lines(of bytes: [UInt8]) throws(FormatStop) -> [FormatLine] {
        var lines: [FormatLine] = []
        var item: FormatLine?
        var lineHasItem = false
        try TOMLSyntaxTree.forEachLine(of: bytes) { (chunk) throws(FormatStop) in
            try chunk.forEachChild { (child) throws(FormatStop) in
                switch child {
                case .token(let token):
                    switch token.kind {
                    case .newline:
                        if let finished = item {
                            lines.append(finished)
                        } else if !lineHasItem {
                            lines.append(.blank)
                        }
                        item = nil
                        lineHasItem = false
                    case .comment:
                        let comment = trimmedComment(token, bytes)
                        switch item {
                        case .header(let text, nil)?: item = .header(text, comment: comment)
                        case .pair(let key, let value, nil)?: item = .pair(key: key, value: value, comment: comment)
                        default:
                            lines.append(.comment(comment))
                            lineHasItem = true
                        }
                    case .whitespace, .byteOrderMark:
                        break
                    default:
                        throw FormatStop(message: "unexpected token at byte \(token.span.start)")
                    }
                case .node(let node):
                    guard item == nil else {
                        throw FormatStop(message: "two statements on the line at byte \(node.span.start)")
                    }
                    lineHasItem = true
                    item = try line(node, bytes)
                }
            }
        }
        if let item { lines.append(item) }
        return lines
    }

    /// A header or key/value line.
    private static func line(_ node: TOMLSyntaxNode, _ bytes: [UInt8]) throws(FormatStop) -> FormatLine {
        switch node.kind {
        case .table, .arrayTable:
            guard let key = node.first(.key) else {
                throw FormatStop(message: "a header without a key at byte \(node.span.start)")
            }
            let (open, close): ([UInt8], [UInt8]) =
                node.kind == .arrayTable
                ? (Array("[[".utf8), Array("]]".utf8)) : ([Ascii.openBracket], [Ascii.closeBracket])
            return .header(open + canonicalKey(key, bytes) + close, comment: nil)
        case .keyValue:
            let (key, value) = try pair(node, bytes)
            return .pair(key: key, value: value, comment: nil)
        default:
            throw FormatStop(message: "unexpected text at byte \(node.span.start)")
        }
    }

    /// The canonical key and the value of a `key = value` node.
    static func pair(_ node: TOMLSyntaxNode, _ bytes: [UInt8]) throws(FormatStop) -> ([UInt8], FormatValue) {
        guard let key = node.first(.key), let value = node.lastNode, value.kind != .key else {
            throw FormatStop(message: "an incomplete key/value pair at byte \(node.span.start)")
        }
        return (canonicalKey(key, bytes), try FormatValue.read(value, bytes))
    }

    /// A dotted key in canonical form: parts joined by `.`, quotes dropped where not needed.
    static func canonicalKey(_ key: TOMLSyntaxNode, _ bytes: [UInt8]) -> [UInt8] {
        var text: [UInt8] = []
        // A key node holds only its parts, dots and whitespace.
        key.forEachToken { token in
            guard token.kind != .whitespace && token.kind != .dot else { return }
            if !text.isEmpty { text.append(Ascii.dot) }
            let written = bytes[token.span.start..<token.span.end]
            guard token.kind != .bareKey, written.count >= 2 else {
                text.append(contentsOf: written)
                return
            }
            let inner = written.dropFirst().dropLast()
            let plain = token.kind == .literalString || !inner.contains(Ascii.backslash)
            text.append(contentsOf: plain && TOMLTokenizer.isBareKey(inner) ? inner : written)
        }
        return text
    }

    /// A comment token's range with trailing spaces and tabs removed.
    static func trimmedComment(_ token: TOMLToken, _ bytes: [UInt8]) -> Range<Int> {
        var end = token.span.end
        while end > token.span.start, bytes[end - 1] == Ascii.space || bytes[end - 1] == Ascii.tab { end -= 1 }
        return token.span.start..<end
    }
}
