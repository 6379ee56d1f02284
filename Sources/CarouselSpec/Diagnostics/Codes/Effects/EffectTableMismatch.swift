import CarouselEngine
import SourceDiagnostics

// E0316 (error).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// An effect's parameter table on a carousel whose `effect` is another one.
    public static let effectTableMismatch = DiagnosticCode(
        "E0316", "effect parameters for another effect",
        """
        `[carousel.coverflow]` holds the parameters of `effect = "coverflow"`, and \
        `[carousel.ring]` those of the ring effects (`rotary`, `inverted-rotary`, `cylinder`, \
        `inverted-cylinder`). On a carousel whose `effect` is another one the table would be \
        ignored, which usually means the effect or the table is a mistake, so it is an error. \
        Set `effect` to the effect the table is for, or remove the table.
        """,
        wrong: spec("effect = \"slide\"\n[carousel.coverflow]\nrotate = 30\n"),
        right: spec("effect = \"coverflow\"\n[carousel.coverflow]\nrotate = 30\n"),
        rules: [EffectRule()])
}

/// The message of E0316 and its fix-its.
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
                .replace(effectSpan, with: "\"\($0)\"", message: "set `effect` to \"\($0)\"", safety: .unsafe)
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
}

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
