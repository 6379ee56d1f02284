import SourceDiagnostics

extension Parser {
    /// Any value; `depth` is the nesting depth the value would have if it is an array or table.
    mutating func parseValue(depth: Int) throws(ParseStop) -> TOMLValue {
        let start = pos
        let byte = peek()
        switch byte {
        case Byte.quote:
            let multiline = peek(1) == Byte.quote && peek(2) == Byte.quote
            let value = multiline ? try parseMultilineBasicString() : try parseBasicString()
            return TOMLValue(.string(value), span: SourceSpan(start: start, end: pos))
        case Byte.apostrophe:
            let multiline = peek(1) == Byte.apostrophe && peek(2) == Byte.apostrophe
            let value = multiline ? try parseMultilineLiteralString() : try parseLiteralString()
            return TOMLValue(.string(value), span: SourceSpan(start: start, end: pos))
        case Byte.leftBracket:
            return try parseArray(depth: depth)
        case Byte.leftBrace:
            return try parseInlineTable(depth: depth)
        case 0x74 where matches("true"):  // t
            pos += 4
            return TOMLValue(.boolean(true), span: SourceSpan(start: start, end: pos))
        case 0x66 where matches("false"):  // f
            pos += 5
            return TOMLValue(.boolean(false), span: SourceSpan(start: start, end: pos))
        case Byte.plus, Byte.minus, 0x69, 0x6E, Byte.zero...Byte.nine:  // + - i n 0-9
            return try parseNumberOrDateTime()
        default:
            let what = pos >= end || byte == Byte.newline || byte == Byte.carriageReturn ? "a value" : "a value"
            try fail(TOMLErrorCode.syntax, "expected \(what), found \(describe(pos))", at: .point(pos),
                     help: "values are strings (quoted), numbers, true/false, dates, [arrays] or {inline tables}")
        }
    }

    /// True when the bytes at the read position spell `word` (ASCII).
    private func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard pos + count <= end else { return false }
        let pointer = word.utf8Start
        for offset in 0..<count where bytes[pos + offset] != pointer[offset] { return false }
        return true
    }

    /// `[ v, v, ... ]`, line breaks and comments allowed, trailing comma allowed.
    mutating func parseArray(depth: Int) throws(ParseStop) -> TOMLValue {
        let start = pos
        try checkDepth(depth, at: start)
        pos += 1
        var items: [TOMLValue] = []
        while true {
            skipBlank()
            if peek() == Byte.rightBracket {
                pos += 1
                break
            }
            if pos >= end { try failUnterminated("array", open: start, closing: "]") }
            items.append(try parseValue(depth: depth + 1))
            skipBlank()
            let byte = peek()
            if byte == Byte.comma {
                pos += 1
                continue
            }
            if byte == Byte.rightBracket {
                pos += 1
                break
            }
            if pos >= end { try failUnterminated("array", open: start, closing: "]") }
            try fail(TOMLErrorCode.syntax, "expected `,` or `]` after an array element, found \(describe(pos))",
                     at: .point(pos), help: "separate array elements with commas")
        }
        return TOMLValue(.array(items, isArrayOfTables: false), span: SourceSpan(start: start, end: pos))
    }

    /// `{ k = v, ... }` on one line, no trailing comma; immutable once closed.
    mutating func parseInlineTable(depth: Int) throws(ParseStop) -> TOMLValue {
        let start = pos
        try checkDepth(depth, at: start)
        pos += 1
        let node = TableNode(span: .point(start), origin: .inline)
        skipSpaces()
        if peek() == Byte.rightBrace {
            pos += 1
        } else {
            while true {
                try parseKeyValue(into: node, depth: depth)
                skipSpaces()
                let byte = peek()
                if byte == Byte.comma {
                    pos += 1
                    skipSpaces()
                    if peek() == Byte.rightBrace {
                        try fail(TOMLErrorCode.syntax, "trailing comma in an inline table", at: .point(pos - 1),
                                 help: "TOML 1.0 does not allow a comma after the last key of an inline table")
                    }
                    continue
                }
                if byte == Byte.rightBrace {
                    pos += 1
                    break
                }
                if pos >= end || byte == Byte.newline || byte == Byte.carriageReturn {
                    try fail(TOMLErrorCode.unterminated, "unterminated inline table: expected `}`, found \(describe(pos))",
                             at: .point(pos), labels: [DiagnosticLabel(span: SourceSpan(start: start, end: start + 1), message: "opened here")],
                             help: "an inline table must be closed on the same line; use a [table] header for longer tables")
                }
                try fail(TOMLErrorCode.syntax, "expected `,` or `}` in an inline table, found \(describe(pos))",
                         at: .point(pos), help: "separate the key/value pairs of an inline table with commas")
            }
        }
        node.span = SourceSpan(start: start, end: pos)
        return TOMLValue(.table(node.freeze()), span: node.span)
    }
}
