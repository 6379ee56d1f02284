import SourceDiagnostics

// E0383 (error).
// Emitted by: Sources/CarouselSpec/ItemSources/ItemSourcePass.swift.
extension DiagnosticCode {
    /// A source file with errors (reported at their own lines in that file).
    public static let sourceHasErrors = DiagnosticCode(
        "E0383", "source file has errors",
        """
        A `csv` or `json` source is read as items: each row or element is checked like \
        `[[carousel.items]]` (unknown keys, colours, lengths, image files ...). Each problem is \
        reported at its own line and column in the source file; this error, at the `source` key \
        of the spec, says that the file has them, so editors that show only the spec see it too.
        """,
        wrong: sourceSpec("json = \"photos.carousel.toml\""),
        right: sourceSpec(goodCSVSource))
}

/// The message of E0383.
extension SpecMessages {
    /// E0383: the source file `written` has `errors` errors, the first `first`.
    static func sourceHasErrors(
        _ key: String, written: String, errors: Int, first: String, span: SourceSpan, path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.sourceHasErrors,
            message: "the `\(key)` source \(quoted(written)) has \(errors) error\(errors == 1 ? "" : "s")",
            span: span, path: path, notes: ["first: " + first, "each is reported at its place in that file"])
    }
}
