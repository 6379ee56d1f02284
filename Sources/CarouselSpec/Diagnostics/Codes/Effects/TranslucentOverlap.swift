import SourceDiagnostics

// W0443 (warning).
// Emitted by: Sources/CarouselSpec/Rules/TranslucentOverlapRule.swift.
extension DiagnosticCode {
    /// A translucent item `color` on a paging carousel whose effect lays cards over each other.
    public static let translucentOverlap = DiagnosticCode(
        "W0443", "translucent card in an overlapping effect",
        """
        Coverflow, the rings (rotary, cylinder, wheel), the time machines, cube, flip, cards and \
        custom effects lay cards over each other. A card whose `color` has an alpha below FF \
        lets the labels of the cards behind it show through it, which `check --render` reports \
        as W0416. Use an opaque colour (drop the last two hex digits), or the slide or fade effect.
        """,
        wrong: spec("effect = \"coverflow\"\n", items: "[[carousel.items]]\ntitle = \"One\"\ncolor = \"#30B0C780\"\n"),
        right: spec("effect = \"coverflow\"\n", items: "[[carousel.items]]\ntitle = \"One\"\ncolor = \"#30B0C7\"\n"))
}

/// The message of W0443 and its fix-its.
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
