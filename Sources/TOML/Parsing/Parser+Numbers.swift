import SourceDiagnostics

extension Parser {
    /// An integer, float, `inf`/`nan` or date-time starting at the read position.
    mutating func parseNumberOrDateTime() throws(ParseStop) -> TOMLValue {
        let start = pos
        while pos < end && Byte.isValueToken(bytes[pos]) { pos += 1 }
        if pos - start == 10 && isDateTimeToken(start, pos) && peek() == Byte.space
            && Byte.isDigit(peek(1)) && Byte.isDigit(peek(2)) && peek(3) == Byte.colon
        {
            pos += 1  // `1979-05-27 07:32:00`: a space may separate date and time
            while pos < end && Byte.isValueToken(bytes[pos]) { pos += 1 }
        }
        if isDateTimeToken(start, pos) { return try parseDateTime(start, pos) }
        return try parseNumber(start, pos)
    }

    /// `HH:` or `YYYY-` at the start of the token.
    private func isDateTimeToken(_ start: Int, _ stop: Int) -> Bool {
        guard stop - start >= 5, Byte.isDigit(bytes[start]), Byte.isDigit(bytes[start + 1]) else { return false }
        if bytes[start + 2] == Byte.colon { return true }
        return Byte.isDigit(bytes[start + 2]) && Byte.isDigit(bytes[start + 3]) && bytes[start + 4] == Byte.minus
    }

    /// Integer or float in `start..<stop`.
    private mutating func parseNumber(_ start: Int, _ stop: Int) throws(ParseStop) -> TOMLValue {
        let span = SourceSpan(start: start, end: stop)
        var index = start
        let sign = bytes[index]
        if sign == Byte.plus || sign == Byte.minus { index += 1 }
        let negative = sign == Byte.minus
        if stop - index == 3 {
            let word = (bytes[index], bytes[index + 1], bytes[index + 2])
            if word == (0x69, 0x6E, 0x66) { return TOMLValue(.float(negative ? -.infinity : .infinity), span: span) }
            if word == (0x6E, 0x61, 0x6E) { return TOMLValue(.float(.nan), span: span) }
        }
        guard index < stop, Byte.isDigit(bytes[index]) else {
            if !Byte.isDigit(bytes[start]) && sign != Byte.plus && sign != Byte.minus {
                let word = text(start, stop)
                let quotable = !word.utf8.contains { $0 == Byte.quote || $0 == Byte.backslash || $0 < 0x20 }
                try fail(
                    TOMLErrorCode.syntax, "expected a value, found `\(word)`", at: span,
                    help: "strings must be quoted: \"\(word)\"; special floats are written inf and nan",
                    fixIts: quotable ? [.replace(span, with: "\"\(word)\"", safety: .safe)] : [])
            }
            try failNumber(
                "`\(text(start, stop))` is not a valid number", span,
                help: "a sign must be followed by digits, inf or nan")
        }
        if bytes[index] == Byte.zero && index + 1 < stop {
            let prefix = bytes[index + 1]
            if prefix == 0x78 || prefix == 0x6F || prefix == 0x62 {  // x o b
                if index != start {
                    try failNumber(
                        "hexadecimal, octal and binary integers cannot have a sign", span,
                        help: "remove the sign, or write the number in decimal")
                }
                return try parseRadixInteger(start, stop, radix: prefix == 0x78 ? 16 : prefix == 0x6F ? 8 : 2)
            }
        }
        let integerStart = index
        index = try scanDigits(index, stop, span)
        if bytes[integerStart] == Byte.zero && index - integerStart > 1 {
            try failNumber(
                "leading zeros are not allowed in `\(text(start, stop))`", span,
                help: "write the number without leading zeros (octal is written 0o17)")
        }
        var isFloat = false
        if index < stop && bytes[index] == Byte.dot {
            isFloat = true
            index = try scanDigits(index + 1, stop, span, after: "the decimal point")
        }
        if index < stop && bytes[index] | 0x20 == 0x65 {  // e E
            isFloat = true
            index += 1
            if index < stop && (bytes[index] == Byte.plus || bytes[index] == Byte.minus) { index += 1 }
            index = try scanDigits(index, stop, span, after: "the exponent")
        }
        if index != stop {
            try failNumber(
                "`\(text(start, stop))` is not a valid number (unexpected \(describe(index)))", span,
                help: "numbers look like 42, -17, 1_000, 3.14, 6.02e23, 0xFF, inf or nan")
        }
        if isFloat { return TOMLValue(.float(floatValue(start, stop)), span: span) }
        var magnitude: UInt64 = 0
        for position in integerStart..<stop where bytes[position] != Byte.underscore {
            let (times, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(bytes[position] &- Byte.zero))
            if overflow1 || overflow2 || sum > (negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)) {
                try failOverflow(span)
            }
            magnitude = sum
        }
        let value = negative ? Int64(bitPattern: 0 &- magnitude) : Int64(magnitude)
        return TOMLValue(.integer(value), span: span)
    }

    /// `0x..`, `0o..`, `0b..` (no sign, underscores between digits, at most Int64.max).
    private mutating func parseRadixInteger(_ start: Int, _ stop: Int, radix: UInt64) throws(ParseStop) -> TOMLValue {
        let span = SourceSpan(start: start, end: stop)
        var index = start + 2
        var value: UInt64 = 0
        var previousWasDigit = false
        while index < stop {
            let byte = bytes[index]
            if byte == Byte.underscore && previousWasDigit && index + 1 < stop {
                previousWasDigit = false
                index += 1
                continue
            }
            guard let digit = Byte.hexValue(byte), UInt64(digit) < radix else {
                try failNumber(
                    "`\(text(start, stop))` is not a valid base-\(radix) integer (unexpected \(describe(index)))", span,
                    help: "underscores may only separate digits; digits must fit the base")
            }
            let (times, overflow1) = value.multipliedReportingOverflow(by: radix)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(digit))
            if overflow1 || overflow2 || sum > UInt64(Int64.max) { try failOverflow(span) }
            value = sum
            previousWasDigit = true
            index += 1
        }
        if !previousWasDigit {
            try failNumber(
                "`\(text(start, stop))` has no digits after its prefix", span, help: "write e.g. 0xFF, 0o17 or 0b1010")
        }
        return TOMLValue(.integer(Int64(value)), span: span)
    }

    /// Digits with single underscores between them; returns the index after the last digit.
    private mutating func scanDigits(_ from: Int, _ stop: Int, _ span: SourceSpan, after: String = "") throws(ParseStop)
        -> Int
    {
        var index = from
        guard index < stop, Byte.isDigit(bytes[index]) else {
            let place = after.isEmpty ? "" : " after \(after)"
            try failNumber(
                "expected a digit\(place) in `\(text(span.start, span.end))`", span,
                help: "a float needs digits on both sides of the point, e.g. 0.5 or 3.0e2")
        }
        while index < stop {
            let byte = bytes[index]
            if Byte.isDigit(byte) {
                index += 1
            } else if byte == Byte.underscore {
                guard index + 1 < stop, Byte.isDigit(bytes[index + 1]) else {
                    try failNumber(
                        "an underscore in a number must be between two digits", span,
                        help: "write 1_000, not 1__000, _1000 or 1000_")
                }
                index += 1
            } else {
                break
            }
        }
        return index
    }

    private mutating func failNumber(_ message: String, _ span: SourceSpan, help: String) throws(ParseStop) -> Never {
        try fail(TOMLErrorCode.invalidNumber, message, at: span, help: help)
    }

    private mutating func failOverflow(_ span: SourceSpan) throws(ParseStop) -> Never {
        try fail(
            TOMLErrorCode.invalidNumber, "integer `\(text(span.start, span.end))` does not fit in 64 bits", at: span,
            help:
                "integers range from -9223372036854775808 to 9223372036854775807; use a float or a string for larger values"
        )
    }
}
