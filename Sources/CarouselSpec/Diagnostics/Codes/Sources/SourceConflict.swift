import SourceDiagnostics

// E0380 (error).
// Emitted by: Sources/CarouselSpec/ItemSources/ItemSourcePass.swift.
extension DiagnosticCode {
    /// A source together with written or generated items, or a source naming no or two places.
    public static let sourceConflict = DiagnosticCode(
        "E0380", "items from two places",
        """
        A carousel's items come from one place: `[[carousel.items]]` written in the spec, \
        `[carousel.generate]`, or `[carousel.source]`. A source names exactly one of `carousel` \
        (another carousel's items), `files` (a glob of pictures), `csv` or `json` (a file of \
        items). Remove the written items, or the source.
        """,
        wrong: sourceSpec(goodCSVSource, items: "[[carousel.items]]\ntitle = \"One\"\n"),
        right: sourceSpec(goodCSVSource))
}

/// The messages of E0380.
extension SpecMessages {
    /// E0380: `[carousel.source]` beside `[[carousel.items]]` or `[carousel.generate]`.
    static func sourceWithItems(_ other: String, source: SourceSpan, other otherSpan: SourceSpan, path: String)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.sourceConflict,
            message: "[carousel.source] and \(other) both give this carousel its items",
            span: source, path: path, labels: [DiagnosticLabel(span: otherSpan, message: "\(other) is here")],
            help: "remove \(other), or the source")
    }

    /// E0380: a source naming none, or more than one, of its keys.
    static func sourceKeyCount(written: [String], span: SourceSpan, path: String) -> Diagnostic {
        let keys = SpecSchema.SourceKeys.all.map { "`\($0.key)`" }.joined(separator: ", ")
        let message =
            written.isEmpty
            ? "[carousel.source] names no source"
            : "[carousel.source] names \(written.count) sources (" + written.map { "`\($0)`" }.joined(separator: ", ")
                + ")"
        return Diagnostic(
            DiagnosticCode.sourceConflict, message: message, span: span, path: path,
            help: "write exactly one of \(keys)")
    }
}
