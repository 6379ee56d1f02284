import SourceDiagnostics

// E0206 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Structure/NoItems.swift.
extension DiagnosticCode {
    /// Keys that exclude each other (`items` and `generate`).
    public static let conflictingKeys = DiagnosticCode(
        "E0206", "items and generate together",
        """
        A carousel gets its items either from a list of `[[carousel.items]]` tables or from a \
        `[carousel.generate]` table, not both: it would be unclear which one wins. Keep one.
        """,
        wrong: spec("[carousel.generate]\ncount = 100\n"),
        right: spec("[carousel.generate]\ncount = 100\n", items: ""))
}

/// The message of E0206 and its fix-its.
extension SpecMessages {
    static func itemsAndGenerate(generate: SourceSpan, items: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.conflictingKeys,
            message: "a carousel takes either [[carousel.items]] or [carousel.generate], not both", span: generate,
            path: path,
            labels: [DiagnosticLabel(span: items, message: "items are listed here")],
            help: "keep the item list or the generator and remove the other")
    }
}
