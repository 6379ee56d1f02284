import SourceDiagnostics

/// The diagnostic codes the TOML parser reports (explained in docs/toml.md and `carousel explain`).
///
/// Every code is an error: a syntax error stops the parse.
public enum TOMLErrorCode: String, DiagnosticCodeSet {
    /// Syntax error: something other than what TOML allows at that place.
    case syntax = "E0101"
    /// Invalid UTF-8, a NUL byte, a control character or a lone carriage return.
    case invalidCharacter = "E0102"
    /// A key defined twice, or a table defined twice / in two incompatible ways.
    case duplicate = "E0103"
    /// An integer that does not fit in 64 bits, or a malformed number.
    case invalidNumber = "E0104"
    /// A date or time that is malformed or does not exist (month 13, Feb 30, 25:00 ...).
    case invalidDateTime = "E0105"
    /// Arrays, inline tables and tables nested deeper than the parser's limit, or more inline-array
    /// elements in one document than its limit (both bound the memory a document can take).
    case tooDeep = "E0106"
    /// An unknown escape sequence in a string, or a \u / \U escape that is not a Unicode scalar.
    case invalidEscape = "E0107"
    /// A string, array, inline table or header that is not closed.
    case unterminated = "E0108"

    /// The stable code, e.g. `E0101`.
    public var id: DiagnosticID { DiagnosticID(rawValue) }

    /// Always `.error`.
    public var severity: Severity { .error }

    /// A one-line title.
    public var title: String {
        switch self {
        case .syntax: return "TOML syntax error"
        case .invalidCharacter: return "invalid UTF-8, NUL byte or control character"
        case .duplicate: return "duplicate key or table redefinition"
        case .invalidNumber: return "integer overflow or invalid number"
        case .invalidDateTime: return "invalid date or time"
        case .tooDeep: return "nesting too deep"
        case .invalidEscape: return "invalid escape sequence"
        case .unterminated: return "unterminated string, array, inline table or header"
        }
    }
}
