import SourceDiagnostics

/// The messages of `[[carousel.when]]` rules (E0340, E0341, W0470-W0473).
extension SpecMessages {
    /// E0340: a key that no rule can change; `table` is the carousel table it belongs to
    /// (`[[carousel]]` or `[carousel.auto]`), `changeable` what the rule's table can change.
    static func fixedAtBreakpoint(
        _ key: String, of table: String, ruleTable: String, changeable: [String], span: SourceSpan, path: String
    ) -> Diagnostic {
        let name = table == "[[carousel]]" ? "`\(key)`" : "`\(key)` of \(table)"
        return Diagnostic(
            DiagnosticCode.fixedAtBreakpoint,
            message: "\(name) cannot change in a rule: \(ruleTable) can change only "
                + changeable.map { "`\($0)`" }.joined(separator: ", "),
            span: span, path: path,
            help: "write `\(key)` on the carousel itself, where it holds at every window size",
            notes: [
                "kind, axis, infinite, items and the other keys outside that list hold at every window size, "
                    + "so a resize never rebuilds the carousel (docs/spec.md, Responsive rules)"
            ])
    }

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
                    ])
            ])
    }

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
            fixIts: [.replace(span, with: String(nearest), message: "use \(nearest)")])
    }

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

    /// W0472: a rule without a window condition.
    static func ruleWithoutCondition(rule: Int, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.ruleWithoutCondition,
            message: "rule \(rule) has no `min-width`, `max-width`, `min-height` or `max-height`: "
                + "it applies at every window size",
            span: span, path: path,
            help: "add a condition such as `max-width = 599`, or write its keys on the carousel itself")
    }

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
