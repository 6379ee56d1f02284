/// The diagnostic codes the TOML parser reports (explained in docs/toml.md and `carousel explain`).
public enum TOMLErrorCode {
    /// Syntax error: something other than what TOML allows at that place.
    public static let syntax = "E0101"
    /// Invalid UTF-8, a NUL byte, a control character or a lone carriage return.
    public static let invalidCharacter = "E0102"
    /// A key defined twice, or a table defined twice / in two incompatible ways.
    public static let duplicate = "E0103"
    /// An integer that does not fit in 64 bits, or a malformed number.
    public static let invalidNumber = "E0104"
    /// A date or time that is malformed or does not exist (month 13, Feb 30, 25:00 ...).
    public static let invalidDateTime = "E0105"
    /// Arrays, inline tables and tables nested deeper than the parser's limit.
    public static let tooDeep = "E0106"
    /// An unknown escape sequence in a string, or a \u / \U escape that is not a Unicode scalar.
    public static let invalidEscape = "E0107"
    /// A string, array, inline table or header that is not closed.
    public static let unterminated = "E0108"

    /// Every code with a one-line title, in order.
    public static let all: [(code: String, title: String)] = [
        (syntax, "TOML syntax error"),
        (invalidCharacter, "invalid UTF-8, NUL byte or control character"),
        (duplicate, "duplicate key or table redefinition"),
        (invalidNumber, "integer overflow or invalid number"),
        (invalidDateTime, "invalid date or time"),
        (tooDeep, "nesting too deep"),
        (invalidEscape, "invalid escape sequence"),
        (unterminated, "unterminated string, array, inline table or header"),
    ]
}
