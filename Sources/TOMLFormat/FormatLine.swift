/// One line (or logical line) of a document as the formatter sees it.
enum FormatLine {
    /// An empty line (only whitespace).
    case blank
    /// A comment alone on its line, trailing whitespace removed.
    case comment([UInt8])
    /// `[a.b]` or `[[a.b]]`, already in canonical text, with its trailing comment.
    case header([UInt8], comment: [UInt8]?)
    /// `key = value` with its trailing comment.
    case pair(key: [UInt8], value: FormatValue, comment: [UInt8]?)
}

/// A value with just enough structure to lay it out.
indirect enum FormatValue {
    /// Any value kept as written: strings, numbers, booleans, dates.
    case scalar([UInt8])
    /// An array; `multiline` when its source had a line break between its brackets.
    case array([ArrayElement], dangling: [[UInt8]], multiline: Bool)
    /// An inline table (always one line, as TOML 1.0 requires).
    case inlineTable([(key: [UInt8], value: FormatValue)])

    /// True when laying the value out needs line breaks outside strings.
    var spansLines: Bool {
        switch self {
        case .scalar: return false
        case .array(_, _, let multiline): return multiline
        case .inlineTable(let pairs): return pairs.contains { $0.value.spansLines }
        }
    }
}

/// One element of an array with the comments that belong to it.
struct ArrayElement {
    /// Own-line comments just before the element.
    var leading: [[UInt8]]
    /// The element.
    var value: FormatValue
    /// A comment on the same line after the element (and its comma).
    var trailing: [UInt8]?
}
