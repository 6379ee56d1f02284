import SourceDiagnostics

// E0203 (error).
// Emitted by: Sources/CarouselSpec/Reading/SpecReader.swift.
extension DiagnosticCode {
    /// A required key is missing.
    public static let missingKey = DiagnosticCode(
        "E0203", "missing required key",
        """
        A required key is missing: every spec needs at least one `[[carousel]]`, every \
        carousel an `id`, `[carousel.generate]` a `count`, and `frame` / `page-size` tables all \
        of their numbers. The diagnostic points at the table that lacks the key.
        """,
        wrong: "[[carousel]]\ntitle = \"Featured\"\n[[carousel.items]]\ntitle = \"One\"\n",
        right: "[[carousel]]\nid = \"featured\"\ntitle = \"Featured\"\n[[carousel.items]]\ntitle = \"One\"\n")
}

/// The message of E0203 and its fix-its.
extension SpecMessages {
    /// `fixIts`: the example line when it is exact (see ``SpecReader/isExact(_:)``).
    static func missingKey(
        _ key: String, in table: String, span: SourceSpan, path: String, example: String, fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.missingKey, message: "missing required key `\(key)` in \(table)",
            span: span, path: path, help: "add `\(example)`", fixIts: fixIts)
    }
}
