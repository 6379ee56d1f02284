import SourceDiagnostics

/// The custom effect's stops: E0317 stops out of order or at a duplicated offset, E0318 stops
/// with another effect, E0319 the custom effect without stops. Run from ``EffectRule``.
enum CustomEffectRule {
    static func check(_ table: SpecTable, effect: String, effectSpan: SourceSpan?, into diagnostics: inout [Diagnostic])
    {
        typealias Keys = SpecSchema.EffectKeys
        typealias T = SpecSchema.TransformKeys
        let written = table.isWritten(Keys.transform)
        if effect != "custom" {
            guard written, let span = table.valueSpan(Keys.transform) ?? table.entrySpan(Keys.transform) else { return }
            diagnostics.append(
                SpecMessages.transformWithoutCustom(
                    effect: effect, span: span, path: table.path(of: Keys.transform.key), effectSpan: effectSpan))
            return
        }
        guard written, !table.isInvalid(Keys.transform) else {
            if !written, let span = effectSpan ?? table.entrySpan(Keys.effect) {
                diagnostics.append(
                    SpecMessages.customWithoutTransform(span: span, path: table.path(of: Keys.effect.key)))
            }
            return
        }
        var previous: (offset: Double, span: SourceSpan?)?
        for stop in table[Keys.transform] ?? [] {
            guard let offset = stop[T.offset] else { continue }
            let span = stop.valueSpan(T.offset) ?? stop.span
            if let previous, offset <= previous.offset {
                diagnostics.append(
                    SpecMessages.transformStopOutOfOrder(
                        offset: offset, previous: previous.offset, span: span, path: stop.path(of: T.offset.key),
                        previousSpan: previous.span))
            }
            previous = (offset, span)
        }
    }
}
