import SourceDiagnostics

// E0101 (error). Emitted by the parser (Sources/TOML/Parsing/), which builds its
// messages and fix-its where it meets the problem.
extension TOMLErrorCode {
    /// Syntax error: something other than what TOML allows at that place.
    public static let syntax = TOMLErrorCode(
        "E0101", "TOML syntax error",
        """
        The file is not valid TOML at this position: a key without `=`, a value TOML does not \
        know (bare words need quotes), a missing comma in an array, or text after a value on \
        the same line. The message says what was expected and what was found. A syntax error \
        stops the check of the file, so fix it first and run the check again.
        """,
        wrong: spec("title = Featured\n"), right: spec("title = \"Featured\"\n"))
}
