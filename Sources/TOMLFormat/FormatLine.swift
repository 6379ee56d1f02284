/// One line (or logical line) of a document as the formatter sees it.
enum FormatLine {
    /// An empty line (only whitespace).
    case blank
    /// A comment alone on its line (its bytes in the source, trailing whitespace left out).
    case comment(Range<Int>)
    /// `[a.b]` or `[[a.b]]`, already in canonical text, with its trailing comment.
    case header([UInt8], comment: Range<Int>?)
    /// `key = value` with its trailing comment.
    case pair(key: [UInt8], value: FormatValue, comment: Range<Int>?)
}

/// A value with just enough structure to lay it out.
indirect enum FormatValue {
    /// Any value kept as written (its bytes in the source): strings, numbers, booleans, dates.
    case scalar(Range<Int>)
    /// An array; `multiline` when its source had a line break between its brackets.
    case array([ArrayElement], dangling: [Range<Int>], multiline: Bool)
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
    var leading: [Range<Int>]
    /// The element.
    var value: FormatValue
    /// A comment on the same line after the element (and its comma).
    var trailing: Range<Int>?
}
