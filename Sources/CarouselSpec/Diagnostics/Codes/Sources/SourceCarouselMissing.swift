import SourceDiagnostics

// E0385 (error).
// Emitted by: Sources/CarouselSpec/ItemSources/ItemSourcePass.swift.
extension DiagnosticCode {
    /// `source.carousel` naming no carousel, itself, or a cycle.
    public static let sourceCarouselMissing = DiagnosticCode(
        "E0385", "source carousel not found",
        """
        `[carousel.source] carousel` names another carousel of the same spec by its `id`; this \
        carousel then shows that carousel's items (a thumbnail strip need not repeat every \
        image path). The carousel must exist, and sources must not lead back to where they \
        start.
        """,
        wrong: "[[carousel]]\nid = \"photos\"\n[[carousel.items]]\ntitle = \"One\"\n\n"
            + "[[carousel]]\nid = \"strip\"\n[carousel.source]\ncarousel = \"foto\"\n",
        right: "[[carousel]]\nid = \"photos\"\n[[carousel.items]]\ntitle = \"One\"\n\n"
            + "[[carousel]]\nid = \"strip\"\n[carousel.source]\ncarousel = \"photos\"\n")
}

/// The messages of E0385.
extension SpecMessages {
    /// E0385: no carousel has the id `id`.
    static func sourceCarouselMissing(_ id: String, candidates: [String], span: SourceSpan, path: String)
        -> Diagnostic
    {
        let suggestion = NameSuggestions.closest(to: id, in: candidates).first
        return Diagnostic(
            DiagnosticCode.sourceCarouselMissing, message: "no carousel has the id \(quoted(id))", span: span,
            path: path,
            help: suggestion.map { "did you mean \(quoted($0))?" }
                ?? "the ids are " + candidates.map { quoted($0) }.joined(separator: ", "),
            fixIts: suggestion.map { [.replace(span, with: "\"\($0)\"", safety: .safe)] } ?? [])
    }

    /// E0385: sources that lead back to `id`.
    static func sourceCycle(_ chain: [String], span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.sourceCarouselMissing,
            message: "the carousel sources form a cycle: " + chain.map { quoted($0) }.joined(separator: " -> "),
            span: span, path: path, help: "give one carousel of the cycle its own items")
    }
}
