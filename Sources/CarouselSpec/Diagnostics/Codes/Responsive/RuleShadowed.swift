import SourceDiagnostics

// W0471 (warning).
// Emitted by: Sources/CarouselSpec/Responsive/ResponsiveRuleChecks.swift.
extension DiagnosticCode {
    /// A key of a `[[carousel.when]]` rule that a later rule sets at every size where it applies.
    public static let ruleShadowed = DiagnosticCode(
        "W0471", "rule key shadowed by a later rule",
        """
        When several rules apply at one window size, the later one wins, key by key. A key of an \
        earlier rule is reported when a later rule sets the same key and applies at every \
        window size where the earlier one does (its range contains the earlier range, within \
        the sizes a window can have): the earlier value is then never used. Partly overlapping \
        rules are fine and not reported. Remove the key from the earlier rule, or narrow the \
        later rule.
        """,
        wrong: responsive(
            "",
            rules: "[[carousel.when]]\nmax-width = 599\nper-view = 1.5\n\n"
                + "[[carousel.when]]\nmax-width = 900\nper-view = 2\n"),
        right: responsive(
            "",
            rules: "[[carousel.when]]\nmin-width = 600\nmax-width = 900\nper-view = 2\n\n"
                + "[[carousel.when]]\nmax-width = 599\nper-view = 1.5\n"))
}

/// The message of W0471 and its fix-its.
extension SpecMessages {
    /// W0471: `key` of rule `rule` (1-based) that the later rule `later` sets wherever it applies.
    static func ruleShadowed(
        key: String, rule: Int, later: Int, entry: SourceSpan, laterEntry: SourceSpan, path: String
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.ruleShadowed,
            message: "`\(key)` of rule \(rule) is never used: rule \(later), later in the file, sets it at "
                + "every window size where rule \(rule) applies",
            span: entry, path: path,
            labels: [DiagnosticLabel(span: laterEntry, message: "rule \(later) sets `\(key)` here and wins")],
            help: "remove it from rule \(rule), or narrow rule \(later)'s range",
            notes: ["when rules overlap, the later one wins, key by key"],
            fixIts: [SpecFixIts.remove(key, entry: entry)])
    }
}
