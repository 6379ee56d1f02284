import SourceDiagnostics

/// Error paths of the recursive value parser, kept out of line so that the functions that recurse
/// (one stack frame set per nesting level) stay small.
extension Parser {
    /// No value starts at the read position; names an unquoted word in full.
    @inline(never) mutating func failExpectedValue() throws(ParseStop) -> Never {
        var wordEnd = pos
        while wordEnd < end && wordEnd - pos < 40 && Byte.isBareKey(bytes[wordEnd]) { wordEnd += 1 }
        guard wordEnd > pos else {
            try fail(
                TOMLErrorCode.syntax, "expected a value, found \(describe(pos))", at: .point(pos),
                help: "values are strings (quoted), numbers, true/false, dates, [arrays] or {inline tables}")
        }
        let word = text(pos, wordEnd)
        let lowered = word.lowercased()
        let isBoolean = lowered == "true" || lowered == "false"
        let help = isBoolean ? "booleans are written in lower case: \(lowered)" : "strings must be quoted: \"\(word)\""
        let span = SourceSpan(start: pos, end: wordEnd)
        // A bare word holds only A-Z a-z 0-9 _ -, so quoting it needs no escapes.
        let fix = FixIt.replace(span, with: isBoolean ? lowered : "\"\(word)\"", safety: .safe)
        try fail(TOMLErrorCode.syntax, "expected a value, found `\(word)`", at: span, help: help, fixIts: [fix])
    }

    /// After an array element: neither `,` nor `]`.
    @inline(never) mutating func failArraySeparator(open: Int) throws(ParseStop) -> Never {
        if pos >= end { try failUnterminated("array", open: open, closing: "]") }
        try fail(
            TOMLErrorCode.syntax, "expected `,` or `]` after an array element, found \(describe(pos))",
            at: .point(pos), help: "separate array elements with commas", fixIts: insertComma())
    }

    /// After an inline-table entry: neither `,` nor `}`.
    @inline(never) mutating func failInlineSeparator(open: Int) throws(ParseStop) -> Never {
        let byte = peek()
        if pos >= end || byte == Byte.newline || byte == Byte.carriageReturn { try failInlineUnterminated(open: open) }
        try fail(
            TOMLErrorCode.syntax, "expected `,` or `}` in an inline table, found \(describe(pos))",
            at: .point(pos), help: "separate the key/value pairs of an inline table with commas",
            fixIts: insertComma())
    }

    /// A comma right after the previous value, when only spaces or tabs lie between it and the
    /// read position (after a line break or a comment there is no single right place).
    func insertComma() -> [FixIt] {
        var at = pos
        while at > 0, bytes[at - 1] == Byte.space || bytes[at - 1] == Byte.tab { at -= 1 }
        guard at > 0, bytes[at - 1] != Byte.newline, bytes[at - 1] != Byte.carriageReturn else { return [] }
        return [FixIt(message: "insert a comma", edits: [TextEdit(span: .point(at), replacement: ",")], safety: .safe)]
    }

    /// A line break or the end of the file inside an inline table.
    @inline(never) mutating func failInlineUnterminated(open: Int) throws(ParseStop) -> Never {
        try fail(
            TOMLErrorCode.unterminated, "unterminated inline table: expected `}`, found \(describe(pos))",
            at: .point(pos),
            labels: [DiagnosticLabel(span: SourceSpan(start: open, end: open + 1), message: "opened here")],
            help: "an inline table must be closed on the same line; use a [table] header for longer tables")
    }

    /// `{ a = 1, }`.
    @inline(never) mutating func failTrailingComma(at comma: Int) throws(ParseStop) -> Never {
        try fail(
            TOMLErrorCode.syntax, "trailing comma in an inline table", at: SourceSpan(start: comma, end: comma + 1),
            help: "TOML 1.0 does not allow a comma after the last key of an inline table",
            fixIts: [.remove(SourceSpan(start: comma, end: comma + 1), message: "remove the comma", safety: .safe)])
    }

    /// A key not followed by `=`.
    @inline(never) mutating func failMissingEquals(after key: ParsedKey) throws(ParseStop) -> Never {
        try fail(
            TOMLErrorCode.syntax, "expected `=` after the key `\(key.key.shownName)`, found \(describe(pos))",
            at: .point(pos), help: "write `key = value`; keys with spaces or dots must be quoted")
    }
}
