import SourceDiagnostics

/// A key as written in the source (bare, quoted or one part of a dotted key), with its span.
public struct TOMLKey: Sendable, Hashable {
    /// The key after unescaping.
    public var name: String
    /// Where the key is written.
    public var span: SourceSpan

    /// Creates a key.
    public init(name: String, span: SourceSpan) {
        self.name = name
        self.span = span
    }
}

/// A TOML date-time of any of the four kinds; the kind follows from which parts are present.
public struct TOMLDateTime: Sendable, Hashable {
    /// Year, month, day when a date part is present.
    public var date: (year: Int, month: Int, day: Int)?
    /// Hour, minute, second and nanoseconds when a time part is present.
    public var time: (hour: Int, minute: Int, second: Int, nanosecond: Int)?
    /// The fractional-second digits exactly as written ("" when none), kept for round-tripping.
    public var fractionDigits: String
    /// Offset from UTC in minutes for offset date-times (`Z` is 0); nil for local kinds.
    public var offsetMinutes: Int?

    /// Creates a date-time.
    public init(
        date: (year: Int, month: Int, day: Int)?,
        time: (hour: Int, minute: Int, second: Int, nanosecond: Int)?,
        fractionDigits: String = "",
        offsetMinutes: Int? = nil
    ) {
        self.date = date
        self.time = time
        self.fractionDigits = fractionDigits
        self.offsetMinutes = offsetMinutes
    }

    /// The four TOML kinds.
    public enum Kind: String, Sendable {
        case offsetDateTime = "datetime"
        case localDateTime = "datetime-local"
        case localDate = "date-local"
        case localTime = "time-local"
    }

    /// Which of the four kinds this is.
    public var kind: Kind {
        if date != nil, time != nil { return offsetMinutes == nil ? .localDateTime : .offsetDateTime }
        return date != nil ? .localDate : .localTime
    }

    /// Equal when every component, the offset and the fraction digits as written are equal.
    public static func == (lhs: TOMLDateTime, rhs: TOMLDateTime) -> Bool {
        lhs.date?.year == rhs.date?.year && lhs.date?.month == rhs.date?.month && lhs.date?.day == rhs.date?.day
            && lhs.time?.hour == rhs.time?.hour && lhs.time?.minute == rhs.time?.minute
            && lhs.time?.second == rhs.time?.second && lhs.time?.nanosecond == rhs.time?.nanosecond
            && lhs.offsetMinutes == rhs.offsetMinutes && lhs.fractionDigits == rhs.fractionDigits
    }

    /// Hashes the components and the offset (consistent with `==`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(date?.year)
        hasher.combine(date?.month)
        hasher.combine(date?.day)
        hasher.combine(time?.hour)
        hasher.combine(time?.minute)
        hasher.combine(time?.second)
        hasher.combine(time?.nanosecond)
        hasher.combine(offsetMinutes)
    }
}

/// How a table came to exist; the parser's redefinition rules and the schema's messages use it.
public enum TOMLTableOrigin: Sendable, Hashable {
    /// `[header]`.
    case header
    /// One element of `[[header]]`.
    case arrayOfTablesElement
    /// `{ ... }`.
    case inline
    /// Created implicitly as the parent of a header (`[a.b]` creates `a`).
    case implicit
    /// Created by a dotted key (`a.b = 1` creates `a`).
    case dotted
    /// The document itself.
    case root
}

/// A table: keys in source order, each with its value.
public struct TOMLTable: Sendable {
    /// Entries in the order they were defined.
    public var entries: [TOMLEntry]
    /// The header (`[a.b]`, `[[a]]`), the braces of an inline table, or the first key that created it.
    public var span: SourceSpan
    /// How the table was made.
    public var origin: TOMLTableOrigin

    /// Creates a table.
    public init(entries: [TOMLEntry] = [], span: SourceSpan, origin: TOMLTableOrigin) {
        self.entries = entries
        self.span = span
        self.origin = origin
    }

    /// The entry named `key`, if any (linear scan: tables in specs are small).
    public subscript(key: String) -> TOMLEntry? {
        for entry in entries where entry.key.name == key { return entry }
        return nil
    }
}

/// One `key = value` (or a sub-table) inside a table.
public struct TOMLEntry: Sendable {
    /// The last key of the (possibly dotted) key path that names this entry in its table.
    public var key: TOMLKey
    /// The value.
    public var value: TOMLValue

    /// Creates an entry.
    public init(key: TOMLKey, value: TOMLValue) {
        self.key = key
        self.value = value
    }
}

/// A TOML value with the span of its source text.
public struct TOMLValue: Sendable {
    /// The value's payload.
    ///
    /// Only the date-time case is `indirect` (boxed on the heap, it is large). Arrays and tables
    /// already keep their elements in heap buffers, so storing them inline saves one allocation
    /// per value when parsing.
    public enum Kind: Sendable {
        case string(String)
        case integer(Int64)
        case float(Double)
        case boolean(Bool)
        indirect case dateTime(TOMLDateTime)
        /// An array; `isArrayOfTables` tells `[[x]]` from `x = [...]`.
        case array([TOMLValue], isArrayOfTables: Bool)
        case table(TOMLTable)
    }

    /// The payload.
    public var kind: Kind
    /// The value's text (for tables: see ``TOMLTable/span``; for arrays of tables: the first header).
    public var span: SourceSpan

    /// Creates a value.
    public init(_ kind: Kind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }

    /// A short type name for messages: "string", "integer", "float", "boolean", "datetime", "array", "table".
    public var typeName: String {
        switch kind {
        case .string: return "string"
        case .integer: return "integer"
        case .float: return "float"
        case .boolean: return "boolean"
        case .dateTime(let value):
            switch value.kind {
            case .offsetDateTime: return "offset date-time"
            case .localDateTime: return "local date-time"
            case .localDate: return "local date"
            case .localTime: return "local time"
            }
        case .array: return "array"
        case .table: return "table"
        }
    }
}

/// The result of parsing: the document (as far as it could be built) and every problem found.
public struct TOMLParseResult: Sendable {
    /// The root table; partial when there were errors.
    public var root: TOMLTable
    /// Syntax and structure errors with spans (codes `E01xx`).
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(root: TOMLTable, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }

    /// True when no error was recorded.
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
}
