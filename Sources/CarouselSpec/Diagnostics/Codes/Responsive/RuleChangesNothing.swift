import SourceDiagnostics

// W0473 (warning).
// Emitted by:
//   Sources/CarouselSpec/Responsive/ResponsiveProofs.swift,
//   Sources/CarouselSpec/Responsive/ResponsiveRuleChecks.swift.
extension DiagnosticCode {
    /// A `[[carousel.when]]` rule that changes no key.
    public static let ruleChangesNothing = DiagnosticCode(
        "W0473", "rule that changes nothing",
        """
        A rule with a window range but no key to change has no effect at any size. Add the key \
        it was meant to change, or remove the rule.
        """,
        wrong: responsive("", rules: "[[carousel.when]]\nmax-width = 599\n"),
        right: responsive("", rules: "[[carousel.when]]\nmax-width = 599\nper-view = 1\n"))
}

/// The message of W0473 and its fix-its.
extension SpecMessages {
    /// W0473: a rule that changes no key.
    static func ruleChangesNothing(rule: Int, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.ruleChangesNothing,
            message: "rule \(rule) changes nothing: it has conditions but no key to change",
            span: span, path: path,
            help: "add a key it changes ("
                + SpecSchema.overridableKeys.map { "`\($0)`" }.joined(separator: ", ")
                + "), or remove the rule")
    }
}
