import SourceDiagnostics

// E0105 (error). Emitted by the parser (Sources/TOML/Parsing/), which builds its
// messages and fix-its where it meets the problem.
extension TOMLErrorCode {
    /// A date or time that is malformed or does not exist (month 13, Feb 30, 25:00 ...).
    public static let invalidDateTime = TOMLErrorCode(
        "E0105", "invalid date or time",
        """
        A date or time literal must be a real calendar date and clock time in RFC 3339 form \
        (no month 13, no February 30, no hour 25). Carousel specs have no date keys, so this \
        usually means a value that looks like a date was meant to be a string: quote it.
        """,
        wrong: spec("title = 2024-13-01\n"), right: spec("title = \"2024-13-01\"\n"))
}
