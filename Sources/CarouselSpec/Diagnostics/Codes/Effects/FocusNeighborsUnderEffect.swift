import SourceDiagnostics

// W0444 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// `visible-neighbors` on a focus carousel whose effect shows only the selection and the incoming card.
    public static let focusNeighborsUnderEffect = DiagnosticCode(
        "W0444", "visible-neighbors under a one-card effect",
        """
        On a focus carousel `visible-neighbors` says how many cards show on each side. Under \
        `fade` and `flip` every card sits in place on the selected one, and a cube shows at most \
        the two faces turned towards the viewer: only the selected card and the one coming in \
        show, whatever the count. Remove the key, or choose an effect that lays the neighbours \
        out (coverflow, a ring, a time machine, cards or custom).
        """,
        wrong: spec(
            "kind = \"focus\"\neffect = \"flip\"\n[carousel.focus]\nvisible-neighbors = 2\n"),
        right: spec(
            "kind = \"focus\"\neffect = \"coverflow\"\n[carousel.focus]\nvisible-neighbors = 2\n"),
        rules: [FocusEffectRule()])
}

/// The message of W0444 and its fix-its.
extension SpecMessages {
    /// W0444: `visible-neighbors` on a focus carousel whose `effect` draws only the selection and
    /// the card coming in (fade, flip, cube).
    static func focusNeighborsUnderEffect(effect: String, span: SourceSpan, path: String, effectSpan: SourceSpan?)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.focusNeighborsUnderEffect,
            message: "`visible-neighbors` changes nothing with effect = \"\(effect)\"", span: span, path: path,
            labels: label("the effect is set here", at: effectSpan),
            help: "remove it: under \"\(effect)\" only the selected card and the one coming in show; "
                + "choose coverflow, a ring, cards or custom to show neighbours",
            fixIts: [.remove(span, message: "remove `visible-neighbors`", safety: .unsafe)])
    }
}

/// W0444: `visible-neighbors` on a focus carousel whose effect shows only the selected card and
/// the one coming in (fade, flip, cube): the count changes nothing there.
struct FocusEffectRule: SpecRule {
    /// The effects that draw at most the selection and the incoming card.
    static let oneCardEffects = ["fade", "flip", "cube"]

    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.EffectKeys
        for carousel in spec.carousels where carousel.kind == .focus {
            let table = carousel.table
            guard !table.isInvalid(Keys.effect) else { continue }
            let effect = table[Keys.effect]
            guard Self.oneCardEffects.contains(effect), let focus = table[SpecSchema.CarouselKeys.focus],
                let span = focus.entrySpan(SpecSchema.FocusKeys.visibleNeighbors)
            else { continue }
            diagnostics.append(
                SpecMessages.focusNeighborsUnderEffect(
                    effect: effect, span: span, path: focus.path(of: SpecSchema.FocusKeys.visibleNeighbors),
                    effectSpan: table.isWritten(Keys.effect) ? table.valueSpan(Keys.effect) : nil))
        }
    }
}
