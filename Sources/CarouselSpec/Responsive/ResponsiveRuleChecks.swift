import CarouselEngine
import SourceDiagnostics

/// The checks of the rules themselves: ranges (E0341, W0470, W0472), keys (W0473, E0205 for a
/// key of another kind) and shadowing between rules (W0471).
struct ResponsiveRuleChecks: SpecRule {
    typealias Keys = SpecSchema.ResponsiveKeys

    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels {
            let rules = ResponsiveRule.rules(of: carousel.table)
            for rule in rules {
                checkRange(rule, into: &diagnostics)
                checkKeys(rule, carousel: carousel, into: &diagnostics)
            }
            checkShadowing(rules, into: &diagnostics)
        }
    }

    /// E0341 for an inverted side, else W0470 for a bound outside every window; W0472 without any.
    private func checkRange(_ rule: ResponsiveRule, into diagnostics: inout [Diagnostic]) {
        let table = rule.table
        if rule.range.isUnbounded {
            diagnostics.append(
                SpecMessages.ruleWithoutCondition(rule: rule.number, span: table.span, path: table.path))
            return
        }
        let sides = [
            ("width", Keys.minWidth, Keys.maxWidth, WindowBounds.minimumWidth...WindowBounds.maximumWidth),
            ("height", Keys.minHeight, Keys.maxHeight, WindowBounds.minimumHeight...WindowBounds.maximumHeight),
        ]
        for (side, minKey, maxKey, limits) in sides {
            if let low = table[minKey], let high = table[maxKey], low > high,
                let lowSpan = table.valueSpan(minKey), let highSpan = table.valueSpan(maxKey)
            {
                diagnostics.append(
                    SpecMessages.emptyWindowRange(
                        side: side, min: low, max: high, minSpan: lowSpan, maxSpan: highSpan,
                        path: table.path(of: minKey)))
                continue
            }
            if let low = table[minKey], low > Double(limits.upperBound), let span = table.valueSpan(minKey) {
                diagnostics.append(
                    SpecMessages.ruleNeverApplies(
                        key: minKey.key, value: low, side: side, limits: limits, span: span,
                        path: table.path(of: minKey)))
            }
            if let high = table[maxKey], high < Double(limits.lowerBound), let span = table.valueSpan(maxKey) {
                diagnostics.append(
                    SpecMessages.ruleNeverApplies(
                        key: maxKey.key, value: high, side: side, limits: limits, span: span,
                        path: table.path(of: maxKey)))
            }
        }
    }

    /// W0473 for a rule without keys; E0205 for a key that does not apply to the carousel's kind.
    private func checkKeys(_ rule: ResponsiveRule, carousel: CarouselContext, into diagnostics: inout [Diagnostic]) {
        let table = rule.table
        let overrides = rule.overrides
        if overrides.isEmpty, !(0..<table.slots.count).contains(where: { table.isInvalid(slot: $0) }) {
            diagnostics.append(SpecMessages.ruleChangesNothing(rule: rule.number, span: table.span, path: table.path))
        }
        for slot in overrides {
            let field = table.descriptor.fields[slot]
            guard let kinds = field.kinds, !kinds.contains(carousel.kind), let keySpan = table.slots[slot].keySpan
            else { continue }
            let isTable = ResponsiveSchema.isRuleSubTable(field)
            diagnostics.append(
                SpecMessages.notForKind(
                    isTable ? "the table [carousel.when.\(field.key)]" : "the key `\(field.key)`",
                    kind: carousel.kind.rawValue,
                    allowed: CarouselKind.allCases.filter { kinds.contains($0) }.map(\.rawValue),
                    span: isTable ? table.slots[slot].valueSpan ?? keySpan : keySpan, path: table.path(of: field.key),
                    kindSpan: carousel.kindSpan))
        }
    }

    /// W0471: a key of a rule that a later rule sets at every window size where the first applies
    /// (within the sizes a window can have). The last such rule is named: it is the one that wins.
    private func checkShadowing(_ rules: [ResponsiveRule], into diagnostics: inout [Diagnostic]) {
        for (position, rule) in rules.enumerated() {
            let reach = rule.range.intersection(.allowed)
            guard !reach.isEmpty else { continue }
            let later = rules[(position + 1)...].filter { $0.range.covers(reach) && !$0.range.isEmpty }
            guard !later.isEmpty else { continue }
            for (path, entry) in rule.changedKeys {
                guard let winner = later.last(where: { $0.changedKeys.contains { $0.path == path } }),
                    let laterEntry = winner.changedKeys.first(where: { $0.path == path })?.entry
                else { continue }
                diagnostics.append(
                    SpecMessages.ruleShadowed(
                        key: path, rule: rule.number, later: winner.number, entry: entry, laterEntry: laterEntry,
                        path: rule.table.path(of: path.split(separator: ".").first.map(String.init) ?? path)))
            }
        }
    }
}
