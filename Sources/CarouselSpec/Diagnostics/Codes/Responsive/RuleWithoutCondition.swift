import SourceDiagnostics

// W0472 (warning).
// Emitted by: Sources/CarouselSpec/Responsive/ResponsiveRuleChecks.swift.
extension DiagnosticCode {
    /// A `[[carousel.when]]` rule without `min-width`, `max-width`, `min-height` or `max-height`.
    public static let ruleWithoutCondition = DiagnosticCode(
        "W0472", "rule without a condition",
        """
        A rule without `min-width`, `max-width`, `min-height` or `max-height` applies at every \
        window size, so its keys simply replace the carousel's: write them on the carousel \
        itself, or give the rule the range it was meant for.
        """,
        wrong: responsive("", rules: "[[carousel.when]]\nper-view = 2\n"),
        right: responsive("", rules: "[[carousel.when]]\nmin-width = 800\nper-view = 2\n"))
}

/// The message of W0472 and its fix-its.
extension SpecMessages {
    /// W0472: a rule without a window condition.
    static func ruleWithoutCondition(rule: Int, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.ruleWithoutCondition,
            message: "rule \(rule) has no `min-width`, `max-width`, `min-height` or `max-height`: "
                + "it applies at every window size",
            span: span, path: path,
            help: "add a condition such as `max-width = 599`, or write its keys on the carousel itself")
    }
}
