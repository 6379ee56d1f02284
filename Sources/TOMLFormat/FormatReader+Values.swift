extension FormatReader {
    /// A value: a string, array, inline table, or any other scalar kept as written.
    mutating func readValue() throws(FormatStop) -> FormatValue {
        let start = pos
        switch peek() {
        case Ascii.quote?:
            if peek(1) == Ascii.quote && peek(2) == Ascii.quote {
                try skipMultilineString(Ascii.quote)
            } else {
                try skipBasicString()
            }
        case Ascii.apostrophe?:
            if peek(1) == Ascii.apostrophe && peek(2) == Ascii.apostrophe {
                try skipMultilineString(Ascii.apostrophe)
            } else {
                try skipLiteralString()
            }
        case Ascii.openBracket?:
            return try readArray()
        case Ascii.openBrace?:
            return try readInlineTable()
        default:
            skipBareScalar()
            guard pos > start else { throw FormatStop(message: "expected a value at byte \(pos)") }
        }
        return .scalar(start..<pos)
    }

    /// A number, boolean or date-time; a date followed by a space and a time is one value.
    private mutating func skipBareScalar() {
        let start = pos
        skipScalarWord()
        let word = bytes[start..<pos]
        let isDate = word.count == 10 && word[start + 4] == 0x2D && word[start + 7] == 0x2D
        if isDate, peek() == Ascii.space, let a = peek(1), let b = peek(2), Ascii.isDigit(a), Ascii.isDigit(b),
            peek(3) == 0x3A
        {
            pos += 1
            skipScalarWord()
        }
    }

    private mutating func skipScalarWord() {
        while let byte = peek() {
            switch byte {
            case Ascii.space, Ascii.tab, Ascii.newline, Ascii.carriageReturn, Ascii.comma, Ascii.closeBracket,
                Ascii.closeBrace, Ascii.hash:
                return
            default: pos += 1
            }
        }
    }

    /// `[ ... ]` with the comments between its elements.
    private mutating func readArray() throws(FormatStop) -> FormatValue {
        pos += 1
        var elements: [ArrayElement] = []
        var pending: [Range<Int>] = []
        var multiline = false
        var sameLine = false
        while true {
            skipSpaces()
            guard let byte = peek() else { throw FormatStop(message: "unterminated array") }
            if atLineBreak() {
                skipLineBreak()
                multiline = true
                sameLine = false
            } else if byte == Ascii.hash {
                let comment = readComment()
                multiline = true
                if sameLine, let last = elements.indices.last, elements[last].trailing == nil {
                    elements[last].trailing = comment
                } else {
                    pending.append(comment)
                }
            } else if byte == Ascii.comma {
                pos += 1
            } else if byte == Ascii.closeBracket {
                pos += 1
                return .array(elements, dangling: pending, multiline: multiline)
            } else {
                let value = try readValue()
                if value.spansLines { multiline = true }
                elements.append(ArrayElement(leading: pending, value: value, trailing: nil))
                pending = []
                sameLine = true
            }
        }
    }

    /// `{ key = value, ... }`.
    private mutating func readInlineTable() throws(FormatStop) -> FormatValue {
        pos += 1
        var pairs: [(key: [UInt8], value: FormatValue)] = []
        skipSpaces()
        if peek() == Ascii.closeBrace {
            pos += 1
            return .inlineTable(pairs)
        }
        while true {
            let key = try readKey()
            skipSpaces()
            try expect(Ascii.equals, "`=` in an inline table")
            skipSpaces()
            pairs.append((key, try readValue()))
            skipSpaces()
            if peek() == Ascii.closeBrace {
                pos += 1
                return .inlineTable(pairs)
            }
            try expect(Ascii.comma, "`,` or `}` in an inline table")
            skipSpaces()
        }
    }

    /// Skips `"..."` (escapes included).
    mutating func skipBasicString() throws(FormatStop) {
        pos += 1
        while let byte = peek() {
            pos += 1
            if byte == Ascii.backslash {
                pos += 1
            } else if byte == Ascii.quote {
                return
            }
        }
        throw FormatStop(message: "unterminated string")
    }

    /// Skips `'...'`.
    mutating func skipLiteralString() throws(FormatStop) {
        pos += 1
        while let byte = peek() {
            pos += 1
            if byte == Ascii.apostrophe { return }
        }
        throw FormatStop(message: "unterminated literal string")
    }

    /// Skips `"""..."""` or `'''...'''`: the closing run of 3 to 5 quotes ends it.
    mutating func skipMultilineString(_ quote: UInt8) throws(FormatStop) {
        pos += 3
        while let byte = peek() {
            if byte == Ascii.backslash && quote == Ascii.quote {
                pos += 2
                continue
            }
            if byte == quote {
                var run = 0
                while peek(run) == quote { run += 1 }
                if run >= 3 {
                    pos += min(run, 5)
                    return
                }
                pos += run
                continue
            }
            pos += 1
        }
        throw FormatStop(message: "unterminated multi-line string")
    }
}
