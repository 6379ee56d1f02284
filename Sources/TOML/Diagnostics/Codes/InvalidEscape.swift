import SourceDiagnostics

// E0107 (error). Emitted by the parser (Sources/TOML/Parsing/), which builds its
// messages and fix-its where it meets the problem.
extension TOMLErrorCode {
    /// An unknown escape sequence in a string, or a \u / \U escape that is not a Unicode scalar.
    public static let invalidEscape = TOMLErrorCode(
        "E0107", "invalid escape sequence",
        """
        Basic strings (in double quotes) only know the escapes `\\b \\t \\n \\f \\r \\" \\\\`, \
        `\\uXXXX` and `\\UXXXXXXXX` naming a Unicode scalar. Write a backslash as `\\\\`, or use \
        a literal string in single quotes where backslashes have no meaning.
        """,
        wrong: spec("title = \"Save 50\\%\"\n"), right: spec("title = 'Save 50\\%'\n"))
}
