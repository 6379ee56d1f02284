import CarouselEngine
import SourceDiagnostics

/// E0316: an effect's parameter table on a carousel with another effect; W0440: `perspective`
/// with a flat effect; W0441: `tilt` on a wheel; W0442: `radius` on a time machine; the custom
/// effect's stops (``CustomEffectRule``). (An effect key on a stack or marquee is E0205, from ``KindRule``.)
struct EffectRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.EffectKeys
        for carousel in spec.carousels where SpecSchema.effectKinds.contains(carousel.kind) {
            let table = carousel.table
            guard !table.isInvalid(Keys.effect) else { continue }
            let effect = table[Keys.effect]
            let effectSpan = table.isWritten(Keys.effect) ? table.valueSpan(Keys.effect) : nil
            let parameterTables: [(Field<SpecTable>, [String])] = [
                (Keys.coverflow, ["coverflow"]), (Keys.ring, SpecSchema.EffectNames.ringTable),
                (Keys.cards, ["cards"]), (Keys.cube, ["cube"]),
            ]
            for (key, effects) in parameterTables where !effects.contains(effect) && table.isWritten(key) {
                guard let span = table.valueSpan(key) ?? table.entrySpan(key) else { continue }
                diagnostics.append(
                    SpecMessages.effectTableMismatch(
                        table: key.key, for: effects, effect: effect, span: span, path: table.path(of: key.key),
                        effectSpan: effectSpan))
            }
            if effect.hasSuffix("wheel"), let ring = table[Keys.ring],
                let span = ring.entrySpan(SpecSchema.RingKeys.tilt)
            {
                diagnostics.append(
                    SpecMessages.wheelTilt(effect: effect, span: span, path: ring.path(of: SpecSchema.RingKeys.tilt)))
            }
            CustomEffectRule.check(table, effect: effect, effectSpan: effectSpan, into: &diagnostics)
            if SpecSchema.EffectNames.timeMachine.contains(effect), let ring = table[Keys.ring],
                let span = ring.entrySpan(SpecSchema.RingKeys.radius)
            {
                diagnostics.append(
                    SpecMessages.timeMachineRadius(
                        effect: effect, span: span, path: ring.path(of: SpecSchema.RingKeys.radius)))
            }
            if !SpecSchema.EffectNames.spatial.contains(effect), let span = table.entrySpan(Keys.perspective) {
                diagnostics.append(
                    SpecMessages.flatEffectPerspective(
                        effect: effect, span: span, path: table.path(of: Keys.perspective.key)))
            }
        }
    }
}
