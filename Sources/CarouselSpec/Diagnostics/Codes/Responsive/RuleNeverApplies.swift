import SourceDiagnostics

// W0470 (warning).
// Emitted by: Sources/CarouselSpec/Responsive/ResponsiveRuleChecks.swift.
extension DiagnosticCode {
    /// A `[[carousel.when]]` rule that no allowed window size (160×120 to 7680×4320) matches.
    public static let ruleNeverApplies = DiagnosticCode(
        "W0470", "rule that no window matches",
        """
        Windows are 160 to 7680 points wide and 120 to 4320 points tall (the demo cannot be \
        made smaller, and a spec's `size` stays in that range). A rule whose range lies outside \
        it, such as `max-width = 100`, never applies. The fix-it moves the bound to the nearest \
        size a window can have.
        """,
        wrong: responsive("", rules: "[[carousel.when]]\nmax-width = 100\nper-view = 2\n"),
        right: responsive("", rules: "[[carousel.when]]\nmax-width = 599\nper-view = 2\n"))
}

/// The message of W0470 and its fix-its.
extension SpecMessages {
    /// W0470: a bound that no allowed window size meets (`limits`: the allowed range of that side).
    static func ruleNeverApplies(
        key: String, value: Double, side: String, limits: ClosedRange<Int>, span: SourceSpan, path: String
    ) -> Diagnostic {
        let nearest = key.hasPrefix("min") ? limits.upperBound : limits.lowerBound
        return Diagnostic(
            DiagnosticCode.ruleNeverApplies,
            message: "`\(key) = \(points(value))` matches no window: a window is \(limits.lowerBound) to "
                + "\(limits.upperBound) points \(side == "width" ? "wide" : "tall")",
            span: span, path: path,
            help: "use a value from \(limits.lowerBound) to \(limits.upperBound), or remove the rule",
            fixIts: [.replace(span, with: String(nearest), message: "use \(nearest)", safety: .unsafe)])
    }
}
