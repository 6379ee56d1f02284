import CarouselEngine
import SourceDiagnostics

/// The layout proofs at every window size the rules name: each bound of each rule and the size
/// just past it (so both sides of every breakpoint are proven where they meet), the other side
/// at the rule's own bounds or the spec's size, kept inside the sizes a window can have.
///
/// At each size the spec is resolved with the rules that apply there and laid out as the window
/// would show it (``ResponsiveSpec/layoutSize(forWindow:)``); what the proofs find there and not
/// at the spec's own size is reported with a note naming the size and the rules that apply, and
/// a label on each of those rules.
struct ResponsiveProofs {
    /// The proofs run at each size: the layout proofs and the paging and focus keys that depend
    /// on the layout (`W0451`, "has no effect", is left to the spec's own size).
    static let rules: [any SpecRule] =
        [FrameInsideWindowRule(), PagingKeysRule(), FocusShrinkRule()] + SpecRules.all.filter { $0 is any LayoutRule }

    /// The most sizes proven per spec (64 rules could name over a thousand).
    static let maximumSizes = 48

    /// The spec's `min-size`, then the sizes the rules of `spec` name, in file order, without the
    /// spec's own size.
    static func sizes(_ spec: ResponsiveSpec) -> [Size] {
        let base = spec.specSize
        var sizes: [Size] = []
        if let minimum = spec.minSize, minimum != base { sizes.append(minimum) }
        for rule in spec.rules.joined() where !rule.range.isEmpty {
            let widths = edges(rule.range.minWidth, rule.range.maxWidth, fallback: base.width)
            let heights = edges(rule.range.minHeight, rule.range.maxHeight, fallback: base.height)
            for width in widths {
                for height in heights {
                    let size = Size(
                        width: clamp(width, WindowBounds.minimumWidth, WindowBounds.maximumWidth),
                        height: clamp(height, WindowBounds.minimumHeight, WindowBounds.maximumHeight))
                    if size != base, !sizes.contains(size) { sizes.append(size) }
                }
            }
        }
        return Array(sizes.prefix(maximumSizes))
    }

    /// A minimum and the point below it, a maximum and the point above it; the fallback without either.
    private static func edges(_ low: Double?, _ high: Double?, fallback: Double) -> [Double] {
        var values: [Double] = []
        if let low { values += [low, low - 1] }
        if let high { values += [high, high + 1] }
        return values.isEmpty ? [fallback] : values
    }

    private static func clamp(_ value: Double, _ low: Int, _ high: Int) -> Double {
        min(max(value.rounded(), Double(low)), Double(high))
    }

    /// The rules' own checks, then (when those found no error) the proofs at every size.
    static func checkAll(
        _ spec: ResponsiveSpec, base: SpecResolution, file: SourceFile, into diagnostics: inout [Diagnostic]
    ) {
        var found: [Diagnostic] = []
        ResponsiveRuleChecks().check(base, into: &found)
        // A rule whose keys were all refused (E0201, E0340) is not also "a rule that changes nothing".
        let hadErrors = diagnostics.contains { $0.severity == .error }
        diagnostics += found.filter { !(hadErrors && $0.code == DiagnosticCode.ruleChangesNothing.id) }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        if !hasErrors { check(spec, file: file, into: &diagnostics) }
    }

    /// The sizes of ``sizes(_:)`` that resolve to a spec not proven yet, each with the size it is
    /// laid out at: the spec's own size is proven already, and a size with the same rules and the
    /// same laid out size as one before it would resolve to the same spec.
    static func distinctSizes(_ spec: ResponsiveSpec) -> [(window: Size, layout: Size)] {
        var proven: Set<Situation> = [
            Situation(applied: spec.appliedRules(forWindow: spec.specSize), layout: spec.specSize)
        ]
        var distinct: [(window: Size, layout: Size)] = []
        for size in sizes(spec) {
            let layout = spec.layoutSize(forWindow: size)
            let applied = spec.appliedRules(forWindow: size)
            guard proven.insert(Situation(applied: applied, layout: layout)).inserted else { continue }
            distinct.append((size, layout))
        }
        return distinct
    }

    /// Runs the proofs at every size; appends what is new (by code and place) to `diagnostics`.
    static func check(_ spec: ResponsiveSpec, file: SourceFile, into diagnostics: inout [Diagnostic]) {
        var seen = Set(diagnostics.map { Key(code: $0.code, span: $0.span) })
        for (size, layout) in distinctSizes(spec) {
            let resolution = spec.resolution(forWindow: size, layOutAt: layout)
            var found: [Diagnostic] = []
            for rule in rules { rule.check(resolution, into: &found) }
            for diagnostic in found where seen.insert(Key(code: diagnostic.code, span: diagnostic.span)).inserted {
                diagnostics.append(annotated(diagnostic, size: size, layout: layout, spec: spec, file: file))
            }
        }
    }

    /// `diagnostic` with a note naming the window size and the rules in force, and a label on each rule.
    static func annotated(
        _ diagnostic: Diagnostic, size: Size, layout: Size, spec: ResponsiveSpec, file: SourceFile
    ) -> Diagnostic {
        var copy = diagnostic
        let shown = "\(Int(size.width))×\(Int(size.height))"
        var named: [String] = []
        for (index, rules) in spec.rules.enumerated() {
            for rule in rules where rule.applies(to: size) {
                let line = file.range(of: rule.table.span).start.line
                named.append("rule \(rule.number) of `\(spec.ids[index])` (line \(line))")
                copy.labels.append(DiagnosticLabel(span: rule.table.span, message: "this rule applies at \(shown)"))
            }
        }
        let scaled =
            layout == size ? "" : " (laid out at \(Int(layout.width))×\(Int(layout.height)) and scaled down)"
        let rulesText = named.isEmpty ? "where no rule applies" : "where " + named.joined(separator: ", ") + " applies"
        copy.notes.append("at a \(shown) window\(scaled), \(rulesText)")
        return copy
    }

    private struct Key: Hashable {
        var code: DiagnosticID
        var span: SourceSpan?
    }

    private struct Situation: Hashable {
        var applied: [[Int]]
        var layout: Size
    }
}
