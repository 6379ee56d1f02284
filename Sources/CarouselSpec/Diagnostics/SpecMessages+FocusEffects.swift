import SourceDiagnostics

extension SpecMessages {
    /// E0205's note on an effect key of a stack or marquee.
    static let effectKindsNote =
        "effects transform the cards of paging and focus carousels; a stack turns its own ring and a marquee drifts"

    /// W0444: `visible-neighbors` on a focus carousel whose `effect` draws only the selection and
    /// the card coming in (fade, flip, cube).
    static func focusNeighborsUnderEffect(effect: String, span: SourceSpan, path: String, effectSpan: SourceSpan?)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.focusNeighborsUnderEffect,
            message: "`visible-neighbors` changes nothing with effect = \"\(effect)\"", span: span, path: path,
            labels: effectSpan.map { [DiagnosticLabel(span: $0, message: "the effect is set here")] } ?? [],
            help: "remove it: under \"\(effect)\" only the selected card and the one coming in show; "
                + "choose coverflow, a ring, cards or custom to show neighbours",
            fixIts: [.remove(span, message: "remove `visible-neighbors`")])
    }

    /// W0445: a cube ground-shadow option while `shadow = false`.
    static func cubeShadowOptionUnused(key: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.cubeShadowOptionUnused,
            message: "`\(key)` changes nothing without the cube's ground shadow", span: span, path: path,
            help: "set `shadow = true` in [carousel.cube], or remove `\(key)`",
            fixIts: [.remove(span, message: "remove `\(key)`")])
    }
}
