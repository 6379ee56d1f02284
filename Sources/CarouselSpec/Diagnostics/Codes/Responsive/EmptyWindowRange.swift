import SourceDiagnostics

// E0341 (error).
// Emitted by: Sources/CarouselSpec/Responsive/ResponsiveRuleChecks.swift.
extension DiagnosticCode {
    /// A `[[carousel.when]]` rule whose minimum is above its maximum: it matches no window.
    public static let emptyWindowRange = DiagnosticCode(
        "E0341", "rule with an empty window range",
        """
        A rule applies when `min-width` ≤ window width ≤ `max-width` and `min-height` ≤ window \
        height ≤ `max-height` (each bound optional, both ends included). A minimum above its \
        maximum matches no window at all, so the rule would silently never apply. The fix-it \
        swaps the two values.
        """,
        wrong: responsive("", rules: "[[carousel.when]]\nmin-width = 900\nmax-width = 600\nper-view = 2\n"),
        right: responsive("", rules: "[[carousel.when]]\nmin-width = 600\nmax-width = 900\nper-view = 2\n"))
}

/// The message of E0341 and its fix-its.
extension SpecMessages {
    /// E0341: `min-<side>` above `max-<side>`.
    static func emptyWindowRange(
        side: String, min: Double, max: Double, minSpan: SourceSpan, maxSpan: SourceSpan, path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.emptyWindowRange,
            message: "`min-\(side) = \(points(min))` is above `max-\(side) = \(points(max))`: "
                + "the rule matches no window",
            span: minSpan, path: path,
            labels: [DiagnosticLabel(span: maxSpan, message: "`max-\(side)` is set here")],
            help: "swap the two values, so the rule applies from \(points(max)) to \(points(min)) points",
            notes: ["a rule applies when min-\(side) ≤ window \(side) ≤ max-\(side) (both ends included)"],
            fixIts: [
                FixIt(
                    message: "swap min-\(side) and max-\(side)",
                    edits: [
                        TextEdit(span: minSpan, replacement: points(max)),
                        TextEdit(span: maxSpan, replacement: points(min)),
                    ], safety: .unsafe)
            ])
    }
}
