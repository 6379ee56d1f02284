import SourceDiagnostics

extension Parser {
    /// One of the four date-time kinds in `start..<stop` (RFC 3339 with TOML's relaxations).
    mutating func parseDateTime(_ start: Int, _ stop: Int) throws(ParseStop) -> TOMLValue {
        let span = SourceSpan(start: start, end: stop)
        var index = start
        var result = TOMLDateTime(date: nil, time: nil)
        if bytes[start + 2] != Byte.colon {
            guard stop - index >= 10, let year = digits(index, 4), bytes[index + 4] == Byte.minus,
                let month = digits(index + 5, 2), bytes[index + 7] == Byte.minus, let day = digits(index + 8, 2)
            else {
                try failDateTime("`\(text(start, stop))` is not a valid date (expected YYYY-MM-DD)", span)
            }
            guard month >= 1 && month <= 12 else { try failDateTime("month \(month) is out of range 01-12", span) }
            let days = Parser.daysIn(month: month, year: year)
            guard day >= 1 && day <= days else {
                try failDateTime(
                    "day \(day) does not exist in \(year)-\(month < 10 ? "0" : "")\(month) (it has \(days) days)", span)
            }
            result.date = (year, month, day)
            index += 10
            if index < stop {
                let separator = bytes[index]
                guard separator == 0x54 || separator == 0x74 || separator == Byte.space else {  // T t space
                    try failDateTime("expected `T` or a space between date and time in `\(text(start, stop))`", span)
                }
                index = try parseTime(index + 1, stop, span, into: &result)
                if index < stop { index = try parseOffset(index, stop, span, into: &result) }
            }
        } else {
            index = try parseTime(index, stop, span, into: &result)
        }
        if index != stop {
            try failDateTime("unexpected \(describe(index)) in date-time `\(text(start, stop))`", span)
        }
        return TOMLValue(.dateTime(result), span: span)
    }

    /// `HH:MM:SS` with an optional fraction; returns the index after it.
    private mutating func parseTime(_ from: Int, _ stop: Int, _ span: SourceSpan, into result: inout TOMLDateTime)
        throws(ParseStop) -> Int
    {
        var index = from
        guard stop - index >= 8, let hour = digits(index, 2), bytes[index + 2] == Byte.colon,
            let minute = digits(index + 3, 2), bytes[index + 5] == Byte.colon, let second = digits(index + 6, 2)
        else {
            try failDateTime(
                "`\(text(span.start, span.end))` is not a valid time (expected HH:MM:SS with seconds)", span)
        }
        guard hour <= 23 else { try failDateTime("hour \(hour) is out of range 00-23", span) }
        guard minute <= 59 else { try failDateTime("minute \(minute) is out of range 00-59", span) }
        guard second <= 60 else { try failDateTime("second \(second) is out of range 00-60", span) }
        index += 8
        var nanosecond = 0
        if index < stop && bytes[index] == Byte.dot {
            index += 1
            let fractionStart = index
            while index < stop && Byte.isDigit(bytes[index]) {
                if index - fractionStart < 9 { nanosecond = nanosecond * 10 + Int(bytes[index] &- Byte.zero) }
                index += 1
            }
            let count = index - fractionStart
            guard count > 0 else { try failDateTime("expected digits after the decimal point of the seconds", span) }
            for _ in count..<max(count, 9) { nanosecond *= 10 }
            result.fractionDigits = text(fractionStart, index)
        }
        result.time = (hour, minute, second, nanosecond)
        return index
    }

    /// `Z`, `z` or `+HH:MM` / `-HH:MM`; returns the index after it.
    private mutating func parseOffset(_ from: Int, _ stop: Int, _ span: SourceSpan, into result: inout TOMLDateTime)
        throws(ParseStop) -> Int
    {
        let byte = bytes[from]
        if byte == 0x5A || byte == 0x7A {  // Z z
            result.offsetMinutes = 0
            return from + 1
        }
        guard byte == Byte.plus || byte == Byte.minus, stop - from >= 6, let hours = digits(from + 1, 2),
            bytes[from + 3] == Byte.colon, let minutes = digits(from + 4, 2)
        else {
            try failDateTime("expected a time zone offset (`Z`, `+HH:MM` or `-HH:MM`) at \(describe(from))", span)
        }
        guard hours <= 23 && minutes <= 59 else {
            try failDateTime("time zone offset `\(text(from, from + 6))` is out of range", span)
        }
        result.offsetMinutes = (hours * 60 + minutes) * (byte == Byte.minus ? -1 : 1)
        return from + 6
    }

    /// The decimal value of exactly `count` digits at `index`, or nil.
    private func digits(_ index: Int, _ count: Int) -> Int? {
        var value = 0
        for position in index..<(index + count) {
            guard position < end, Byte.isDigit(bytes[position]) else { return nil }
            value = value * 10 + Int(bytes[position] &- Byte.zero)
        }
        return value
    }

    /// Days in a month of the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private mutating func failDateTime(_ message: String, _ span: SourceSpan) throws(ParseStop) -> Never {
        try fail(
            TOMLErrorCode.invalidDateTime, message, at: span,
            help: "dates are YYYY-MM-DD, times HH:MM:SS[.fraction], offsets Z or +HH:MM, e.g. 1979-05-27T07:32:00Z")
    }
}
