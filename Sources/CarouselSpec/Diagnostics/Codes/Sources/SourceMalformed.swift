import SourceDiagnostics

// E0384 (error).
// Emitted by: Sources/CarouselSpec/ItemSources/ItemSourcePass.swift.
extension DiagnosticCode {
    /// A source file that is not CSV or JSON of items.
    public static let sourceMalformed = DiagnosticCode(
        "E0384", "source file is not a table of items",
        """
        A `csv` source is RFC 4180 CSV in UTF-8 (a byte-order mark is fine): a header row of item \
        keys (`title`, `subtitle`, `image`, `alt`, `color`, `id` ...), then one row per item with \
        as many fields; quote a field that holds a comma, a quote (written `""`) or a line break. \
        A `json` source is an array of objects whose members are item keys. Reported in the \
        source file, at the place that breaks the format.
        """,
        wrong: sourceSpec("json = \"photos.carousel.toml\""),
        right: sourceSpec(goodCSVSource))
}

/// The message of E0384.
extension SpecMessages {
    /// E0384: the source file's bytes break its format at `span` (in the source file).
    static func sourceMalformed(_ message: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(DiagnosticCode.sourceMalformed, message: message, span: span, path: path)
    }
}
