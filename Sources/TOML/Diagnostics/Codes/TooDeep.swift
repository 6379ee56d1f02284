import SourceDiagnostics

// E0106 (error). Emitted by the parser (Sources/TOML/Parsing/), which builds its
// messages and fix-its where it meets the problem.
extension TOMLErrorCode {
    /// Arrays, inline tables and tables nested deeper than the parser's limit, or more inline-array
    /// elements in one document than its limit (both bound the memory a document can take).
    public static let tooDeep = TOMLErrorCode(
        "E0106", "nesting too deep",
        """
        Arrays, inline tables and tables may be nested at most 256 levels deep, and one document \
        holds at most 250,000 inline-array elements. The limits keep the parser's memory and \
        stack bounded on hostile input; no carousel spec needs more than three levels, and \
        `[carousel.generate]` makes big carousels without listing them.
        """,
        wrong: spec(
            "title = \"Deep\"\nopacity = " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
                + "\n"),
        right: spec("title = \"Deep\"\n"))
}
