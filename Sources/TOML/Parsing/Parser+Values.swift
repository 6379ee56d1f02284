import SourceDiagnostics

extension Parser {
    /// Any value; `depth` is the nesting depth the value would have if it is an array or table.
    ///
    /// Arrays and inline tables recurse through here, so this stays a small dispatcher: scalars
    /// are parsed out of line and their locals never sit in the recursive stack frames.
    mutating func parseValue(depth: Int) throws(ParseStop) -> TOMLValue {
        switch peek() {
        case Byte.leftBracket: return try parseArray(depth: depth)
        case Byte.leftBrace: return try parseInlineTable(depth: depth)
        default: return try parseScalar()
        }
    }

    /// A string, boolean, number or date-time.
    @inline(never) mutating func parseScalar() throws(ParseStop) -> TOMLValue {
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
        case 0x74 where matches("true"):  // t
            pos += 4
            return TOMLValue(.boolean(true), span: SourceSpan(start: start, end: pos))
        case 0x66 where matches("false"):  // f
            pos += 5
            return TOMLValue(.boolean(false), span: SourceSpan(start: start, end: pos))
        case Byte.plus, Byte.minus, 0x69, 0x6E, Byte.zero...Byte.nine:  // + - i n 0-9
            return try parseNumberOrDateTime()
        default:
            try failExpectedValue()
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
        let base = valueStack.count
        while true {
            skipBlank()
            if peek() == Byte.rightBracket {
                pos += 1
                break
            }
            if pos >= end { try failUnterminated("array", open: start, closing: "]") }
            try countArrayElement(at: pos)
            let element = try parseValue(depth: depth + 1)
            valueStack.push(element)
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
            try failArraySeparator(open: start)
        }
        let items = valueStack.popAll(from: base)
        return TOMLValue(.array(items, isArrayOfTables: false), span: SourceSpan(start: start, end: pos))
    }

    /// `{ k = v, ... }` on one line, no trailing comma; immutable once closed.
    ///
    /// Entries collect on `entryStack`; the first dotted key (or the 49th key) moves them into a
    /// ``TableNode`` builder, which handles the sub-tables dotted keys create and indexes many keys.
    mutating func parseInlineTable(depth: Int) throws(ParseStop) -> TOMLValue {
        let start = pos
        try checkDepth(depth, at: start)
        pos += 1
        let base = entryStack.count
        var builder: TableNode?
        skipSpaces()
        if peek() == Byte.rightBrace {
            pos += 1
        } else {
            while true {
                try checkInlineLineBreak(open: start)
                if let builder {
                    try parseKeyValue(into: builder, depth: depth)
                } else if !(try parseInlineEntry(base: base, depth: depth)) {
                    builder = moveInlineEntries(from: base, open: start)
                    continue
                } else if entryStack.count - base > TableNode.indexThreshold {
                    // Many keys: the builder's dictionary keeps duplicate checks linear overall.
                    builder = moveInlineEntries(from: base, open: start)
                }
                skipSpaces()
                let byte = peek()
                if byte == Byte.comma {
                    let comma = pos
                    pos += 1
                    skipSpaces()
                    if peek() == Byte.rightBrace { try failTrailingComma(at: comma) }
                    continue
                }
                if byte == Byte.rightBrace {
                    pos += 1
                    break
                }
                try failInlineSeparator(open: start)
            }
        }
        let span = SourceSpan(start: start, end: pos)
        if let builder {
            builder.span = span
            return TOMLValue(.table(builder.freeze()), span: span)
        }
        let entries = entryStack.popAll(from: base)
        hashStack.pop(from: base)
        return TOMLValue(.table(TOMLTable(entries: entries, span: span, origin: .inline)), span: span)
    }

    /// Moves the entries collected for an inline table into a ``TableNode`` builder.
    private mutating func moveInlineEntries(from base: Int, open: Int) -> TableNode {
        let node = TableNode(span: .point(open), origin: .inline)
        for position in base..<entryStack.count {
            node.append(ParsedKey(key: entryStack[position].key, hash: hashStack[position]), entryStack[position].value)
        }
        entryStack.pop(from: base)
        hashStack.pop(from: base)
        return node
    }

    /// Inline tables end on the line they start: a line break (or the end) inside one is E0108.
    @inline(__always) private mutating func checkInlineLineBreak(open: Int) throws(ParseStop) {
        let byte = peek()
        if pos >= end || byte == Byte.newline || byte == Byte.carriageReturn { try failInlineUnterminated(open: open) }
    }

    /// One `key = value` of an inline table onto `entryStack`. Returns false, without consuming
    /// anything, when the key is dotted (the caller switches to a table builder).
    private mutating func parseInlineEntry(base: Int, depth: Int) throws(ParseStop) -> Bool {
        guard let key = try parseInlineKey(base: base) else { return false }
        let value = try parseValue(depth: depth + 1)
        entryStack.push(TOMLEntry(key: key.key, value: value))
        hashStack.push(key.hash)
        return true
    }

    /// The key and `=` of an inline-table entry, checked against the keys before it; nil (with
    /// the read position unchanged) for a dotted key. Out of line to keep the recursion lean.
    @inline(never) private mutating func parseInlineKey(base: Int) throws(ParseStop) -> ParsedKey? {
        let keyStart = pos
        let key = try parseKey()
        skipSpaces()
        if peek() == Byte.dot {
            pos = keyStart
            return nil
        }
        guard peek() == Byte.equals else { try failMissingEquals(after: key) }
        pos += 1
        skipSpaces()
        for position in base..<entryStack.count
        where hashStack[position] == key.hash && entryStack[position].key.name == key.key.name {
            try failDuplicateKey(key, firstDefinition: entryStack[position].key.span)
        }
        return key
    }
}
