import SourceDiagnostics

extension SpecMessages {
    /// W0443: a translucent card colour where the effect makes cards overlap.
    static func translucentOverlap(
        color: RGBAColor, effect: String, span: SourceSpan, path: String, effectSpan: SourceSpan?
    ) -> Diagnostic {
        let percent = Int((Double(color.alpha) / 255 * 100).rounded())
        return Diagnostic(
            DiagnosticCode.translucentOverlap,
            message: "this card is \(percent)% opaque, and `effect = \"\(effect)\"` lays cards over each other: "
                + "the labels of the cards behind it show through",
            span: span, path: path,
            labels: effectSpan.map { [DiagnosticLabel(span: $0, message: "cards overlap with this effect")] } ?? [],
            help: "use an opaque colour, e.g. \"\(color.hex.prefix(7))\" (the same without its alpha)")
    }
}
