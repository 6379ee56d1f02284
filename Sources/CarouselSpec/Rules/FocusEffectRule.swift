import SourceDiagnostics

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
