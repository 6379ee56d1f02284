import SourceDiagnostics

// E0108 (error). Emitted by the parser (Sources/TOML/Parsing/), which builds its
// messages and fix-its where it meets the problem.
extension TOMLErrorCode {
    /// A string, array, inline table or header that is not closed.
    public static let unterminated = TOMLErrorCode(
        "E0108", "unterminated string, array, inline table or header",
        """
        A string, array, inline table or table header was opened but not closed. Basic and \
        literal strings end on the same line; use triple quotes for text over several lines.
        """,
        wrong: spec("title = \"Featured\n"), right: spec("title = \"Featured\"\n"))
}
