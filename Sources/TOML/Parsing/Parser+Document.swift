import SourceDiagnostics

extension Parser {
    /// Parses every line of the document into `root`.
    mutating func parseDocument() throws(ParseStop) {
        while true {
            skipSpaces()
            guard pos < end else { return }
            switch bytes[pos] {
            case Byte.newline, Byte.carriageReturn:
                pos += 1
            case Byte.hash:
                skipComment()
            case Byte.leftBracket:
                try parseHeader()
                try expectLineEnd(after: "the table header")
            default:
                try parseKeyValue(into: current, depth: currentDepth)
                try expectLineEnd(after: "the value")
            }
        }
    }

    /// `[a.b]` or `[[a.b]]`: makes the named table the current one.
    mutating func parseHeader() throws(ParseStop) {
        let start = pos
        let isArray = peek(1) == Byte.leftBracket
        pos += isArray ? 2 : 1
        skipSpaces()
        var node = root
        var depth = 1
        var key = try parseKey()
        skipSpaces()
        while peek() == Byte.dot {
            try checkDepth(depth, at: key.key.span.start)
            node = try descendForHeader(node, key)
            depth += 1
            pos += 1
            skipSpaces()
            key = try parseKey()
            skipSpaces()
        }
        try checkDepth(depth, at: key.key.span.start)
        if peek() != Byte.rightBracket || (isArray && peek(1) != Byte.rightBracket) {
            let closing = isArray ? "]]" : "]"
            let code =
                pos >= end || peek() == Byte.newline || peek() == Byte.carriageReturn
                ? TOMLErrorCode.unterminated : TOMLErrorCode.syntax
            let found = peek() == Byte.rightBracket ? pos + 1 : pos
            try fail(
                code, "expected `\(closing)` to close the table header, found \(describe(found))",
                at: .point(found), help: "a header is `[name]` or `[[name]]` with dots between key parts")
        }
        pos += isArray ? 2 : 1
        let span = SourceSpan(start: start, end: pos)
        let left = current
        current = isArray ? try appendArrayElement(node, key, span) : try defineTable(node, key, span)
        currentDepth = depth
        // The table being left is usually complete: give back the capacity reserved for filling it.
        // Not when the new table is the next element of the same array of tables: that element is
        // built in the same node, the one left is frozen already, and the room is for the new one.
        if left !== root && left !== current { left.compact() }
    }

    /// `key = value` or `a.b.c = value` into `table` (whose nesting depth is `depth`).
    mutating func parseKeyValue(into table: TableNode, depth: Int) throws(ParseStop) {
        var target = table
        var depth = depth + 1
        var key = try parseKey()
        skipSpaces()
        while peek() == Byte.dot {
            try checkDepth(depth, at: key.key.span.start)
            target = try descendForDottedKey(target, key)
            depth += 1
            pos += 1
            skipSpaces()
            key = try parseKey()
            skipSpaces()
        }
        guard peek() == Byte.equals else { try failMissingEquals(after: key) }
        pos += 1
        skipSpaces()
        if let existing = target.find(key) {
            try failDuplicateKey(key, firstDefinition: target.definitionSpan(at: existing))
        }
        let value = try parseValue(depth: depth)
        target.append(consume key, consume value)
    }
}
