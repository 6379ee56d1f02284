import SourceDiagnostics

// E0317 (error).
// Emitted by: CustomEffectRule below, run by EffectRule (Effects/EffectTableMismatch.swift) for
// each custom effect.
extension DiagnosticCode {
    /// `[[carousel.transform]]` stops whose offsets do not increase.
    public static let transformStopsOutOfOrder = DiagnosticCode(
        "E0317", "custom effect stops out of order",
        """
        The stops of a custom effect (`[[carousel.transform]]`) map a page's offset from the \
        selection to its transform, interpolated between neighbouring stops. They must be written \
        in strictly increasing `offset`: a stop out of order or at an offset already used would \
        make the interpolation ambiguous. Reorder the stops, or change or remove the duplicate.
        """,
        wrong: spec(
            "effect = \"custom\"\n[[carousel.transform]]\noffset = 1\n[[carousel.transform]]\noffset = -1\n"),
        right: spec(
            "effect = \"custom\"\n[[carousel.transform]]\noffset = -1\n[[carousel.transform]]\noffset = 1\n"))
}

/// The message of E0317 and its fix-its.
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
            labels: label("the previous stop is at offset \(p)", at: previousSpan),
            help: same
                ? "change or remove one of them: each stop needs its own offset"
                : "write the stops in increasing `offset`")
    }
}

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
