import SourceDiagnostics

// E0204 (error).
// Emitted by: Sources/CarouselSpec/Rules/DuplicateIDRules.swift.
extension DiagnosticCode {
    /// Two carousels, or two items of one carousel, share an id.
    public static let duplicateID = DiagnosticCode(
        "E0204", "duplicate id",
        """
        Carousel ids must be unique in the file and item ids unique in their carousel, because \
        events, `--carousel ID` and hot reload find things by id. An item without an `id` takes \
        its 1-based position as id, so an explicit `id = "2"` can clash with the second item. \
        The label points at the first use.
        """,
        wrong: spec("") + "\n[[carousel]]\nid = \"featured\"\n[[carousel.items]]\ntitle = \"Two\"\n",
        right: spec("") + "\n[[carousel]]\nid = \"news\"\n[[carousel.items]]\ntitle = \"Two\"\n")
}

/// The message of E0204 and its fix-its.
extension SpecMessages {
    static func duplicateID(_ id: String, of what: String, span: SourceSpan, path: String, first: SourceSpan)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.duplicateID, message: "duplicate \(what) id `\(id)`", span: span,
            path: path,
            labels: [DiagnosticLabel(span: first, message: "`\(id)` is first used here")],
            help: "give every \(what) a different id")
    }
}
