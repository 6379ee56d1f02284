import SourceDiagnostics

extension SpecMessages {
    /// E0316: `[carousel.<table>]` on a carousel whose effect is `effect` (`effectSpan`: where it
    /// is set, nil when it is the default).
    static func effectTableMismatch(
        table: String, for effects: [String], effect: String, span: SourceSpan, path: String, effectSpan: SourceSpan?
    ) -> Diagnostic {
        let names = effects.map { "\"\($0)\"" }.joined(separator: ", ")
        var labels: [DiagnosticLabel] = []
        var notes: [String] = []
        var fixIts: [FixIt] = []
        if let effectSpan {
            labels.append(DiagnosticLabel(span: effectSpan, message: "the effect is set to \"\(effect)\" here"))
            fixIts = effects.prefix(1).map {
                .replace(effectSpan, with: "\"\($0)\"", message: "set `effect` to \"\($0)\"")
            }
        } else {
            notes.append("this carousel has no `effect` key, so its effect is \"slide\" (the default)")
        }
        return Diagnostic(
            DiagnosticCode.effectTableMismatch,
            message: "[carousel.\(table)] does not apply to effect \"\(effect)\"", span: span, path: path,
            labels: labels,
            help: "remove the table, or set `effect` to " + (effects.count == 1 ? names : "one of \(names)"),
            notes: notes,
            fixIts: fixIts)
    }

    /// W0440: `perspective` on a flat effect.
    static func flatEffectPerspective(effect: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.flatEffectPerspective,
            message: "`perspective` changes nothing with effect = \"\(effect)\"", span: span, path: path,
            help: "remove it, or choose a 3D effect (coverflow, rotary, cylinder or their inverted forms)",
            fixIts: [.remove(span, message: "remove `perspective`")])
    }

    /// W0441: `tilt` on a wheel.
    static func wheelTilt(effect: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.wheelTilt, message: "`tilt` changes nothing with effect = \"\(effect)\"", span: span,
            path: path, help: "remove it: a wheel turns in the window's plane",
            fixIts: [.remove(span, message: "remove `tilt`")])
    }
}
