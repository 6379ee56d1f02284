import SourceDiagnostics

// W0405 (warning).
// Emitted by: Sources/CarouselSpec/Rules/ItemSourceRule.swift.
extension DiagnosticCode {
    /// A carousel without items.
    public static let noItems = DiagnosticCode(
        "W0405", "no items",
        """
        The carousel has neither `[[carousel.items]]` nor `[carousel.generate]`. It is valid \
        (the demo draws an empty-state card saying "No items") but probably not what you meant.
        """,
        wrong: spec("", items: ""), right: spec(""))
}

/// The message of W0405 and its fix-its.
extension SpecMessages {
    static func noItems(span: SourceSpan, path: String, id: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.noItems, message: "carousel `\(id)` has no items", span: span,
            path: path,
            help: "add [[carousel.items]] tables or a [carousel.generate] table",
            notes: ["the demo shows an empty-state card (\"No items\")"])
    }
}
