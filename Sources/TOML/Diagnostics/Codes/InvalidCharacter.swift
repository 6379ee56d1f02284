import SourceDiagnostics

// E0102 (error). Emitted by the parser (Sources/TOML/Parsing/), which builds its
// messages and fix-its where it meets the problem.
extension TOMLErrorCode {
    /// Invalid UTF-8, a NUL byte, a control character or a lone carriage return.
    public static let invalidCharacter = TOMLErrorCode(
        "E0102", "invalid UTF-8, NUL byte or control character",
        """
        TOML files must be UTF-8 text without NUL bytes and without control characters other \
        than tab (and line breaks outside strings). The wrong example below contains a raw \
        U+0007 (bell) character inside the title. Save the file as UTF-8 and write control \
        characters as escapes such as `\\u0007` if you really need them.
        """,
        wrong: spec("title = \"Bell\u{07}\"\n"), right: spec("title = \"Bell\"\n"))
}
