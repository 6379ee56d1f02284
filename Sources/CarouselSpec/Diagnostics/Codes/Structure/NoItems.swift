import SourceDiagnostics

// W0405 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// A carousel without items.
    public static let noItems = DiagnosticCode(
        "W0405", "no items",
        """
        The carousel has neither `[[carousel.items]]`, `[carousel.generate]` nor `[carousel.source]`. \
        It is valid \
        (the demo draws an empty-state card saying "No items") but probably not what you meant.
        """,
        wrong: spec("", items: ""), right: spec(""),
        rules: [ItemSourceRule()])
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

/// E0206 when a carousel has both `[[carousel.items]]` and `[carousel.generate]` (pointing at both);
/// W0405 when it has neither.
struct ItemSourceRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels {
            typealias Keys = SpecSchema.CarouselKeys
            let table = carousel.table
            switch (table.keySpan(Keys.items), table.keySpan(Keys.generate)) {
            case let (items?, generate?):
                diagnostics.append(
                    SpecMessages.itemsAndGenerate(
                        generate: table.valueSpan(Keys.generate) ?? generate,
                        items: table.valueSpan(Keys.items) ?? items,
                        path: table.path(of: Keys.generate)))
            case (nil, nil) where !table.isWritten(Keys.source):
                diagnostics.append(
                    SpecMessages.noItems(span: carousel.headerSpan, path: table.path, id: carousel.displayID))
            default:
                break
            }
        }
    }
}
