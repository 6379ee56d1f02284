import TOML

extension FormatValue {
    /// The layout structure of a value node of the syntax tree.
    static func read(_ node: TOMLSyntaxNode, _ bytes: [UInt8]) throws(FormatStop) -> FormatValue {
        switch node.kind {
        case .value:
            return .scalar(node.span.start..<node.span.end)
        case .array:
            return try array(node, bytes)
        case .inlineTable:
            var pairs: [(key: [UInt8], value: FormatValue)] = []
            for child in node.nodes {
                guard child.kind == .keyValue else {
                    throw FormatStop(message: "unexpected text at byte \(child.span.start)")
                }
                pairs.append(try FormatLine.pair(child, bytes))
            }
            return .inlineTable(pairs)
        default:
            throw FormatStop(message: "expected a value at byte \(node.span.start)")
        }
    }

    /// `[ ... ]` with the comments between its elements.
    private static func array(_ node: TOMLSyntaxNode, _ bytes: [UInt8]) throws(FormatStop) -> FormatValue {
        var elements: [ArrayElement] = []
        var pending: [Range<Int>] = []
        var multiline = false
        var sameLine = false
        for child in node.children {
            switch child {
            case .token(let token):
                switch token.kind {
                case .newline:
                    multiline = true
                    sameLine = false
                case .comment:
                    let comment = FormatLine.trimmedComment(token, bytes)
                    multiline = true
                    if sameLine, let last = elements.indices.last, elements[last].trailing == nil {
                        elements[last].trailing = comment
                    } else {
                        pending.append(comment)
                    }
                case .whitespace, .comma, .leftBracket, .rightBracket:
                    break
                default:
                    throw FormatStop(message: "unexpected token at byte \(token.span.start)")
                }
            case .node(let element):
                let value = try read(element, bytes)
                if value.spansLines { multiline = true }
                elements.append(ArrayElement(leading: pending, value: value, trailing: nil))
                pending = []
                sameLine = true
            }
        }
        return .array(elements, dangling: pending, multiline: multiline)
    }
}
