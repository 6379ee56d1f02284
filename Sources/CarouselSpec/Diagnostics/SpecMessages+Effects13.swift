import SourceDiagnostics

extension SpecMessages {
    /// E0317: a `[[carousel.transform]]` stop at or before the previous stop's offset.
    static func transformStopOutOfOrder(
        offset: Double, previous: Double, span: SourceSpan, path: String, previousSpan: SourceSpan?
    ) -> Diagnostic {
        let same = offset == previous
        let o = Bounds.format(offset), p = Bounds.format(previous)
        return Diagnostic(
            DiagnosticCode.transformStopsOutOfOrder,
            message: same
                ? "two [[carousel.transform]] stops at offset \(o)"
                : "[[carousel.transform]] stop at offset \(o) comes after one at offset \(p)",
            span: span, path: path,
            labels: previousSpan.map { [DiagnosticLabel(span: $0, message: "the previous stop is at offset \(p)")] }
                ?? [],
            help: same
                ? "change or remove one of them: each stop needs its own offset"
                : "write the stops in increasing `offset`")
    }

    /// E0318: `[[carousel.transform]]` with another effect.
    static func transformWithoutCustom(effect: String, span: SourceSpan, path: String, effectSpan: SourceSpan?)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.transformWithoutCustom,
            message: "[[carousel.transform]] stops do not apply to effect \"\(effect)\"", span: span, path: path,
            labels: effectSpan.map { [DiagnosticLabel(span: $0, message: "the effect is set to \"\(effect)\" here")] }
                ?? [],
            help: "set `effect = \"custom\"`, or remove the stops",
            notes: effectSpan == nil
                ? ["this carousel has no `effect` key, so its effect is \"slide\" (the default)"] : [],
            fixIts: effectSpan.map { [.replace($0, with: "\"custom\"", message: "set `effect` to \"custom\"")] } ?? [])
    }

    /// E0319: `effect = "custom"` without stops.
    static func customWithoutTransform(span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.customWithoutTransform,
            message: "effect \"custom\" has no [[carousel.transform]] stops", span: span, path: path,
            help: "add stops, e.g. [[carousel.transform]] offset = 1, translate-x = 300 (docs/spec.md, custom)")
    }

    /// W0442: `radius` on a time machine.
    static func timeMachineRadius(effect: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.timeMachineRadius, message: "`radius` changes nothing with effect = \"\(effect)\"",
            span: span, path: path, help: "remove it: a time machine has no ring (`tilt` turns its line of pages)",
            fixIts: [.remove(span, message: "remove `radius`")])
    }
}
