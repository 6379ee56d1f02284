import SourceDiagnostics

// E0318 (error).
// Emitted by: CustomEffectRule in Sources/CarouselSpec/Diagnostics/Codes/Effects/TransformStopsOutOfOrder.swift.
extension DiagnosticCode {
    /// `[[carousel.transform]]` on a carousel whose effect is not "custom".
    public static let transformWithoutCustom = DiagnosticCode(
        "E0318", "transform stops without the custom effect",
        """
        `[[carousel.transform]]` stops are read only by `effect = "custom"`. On a carousel with \
        another effect (or none: "slide") they would be ignored, so it is an error. Set \
        `effect = "custom"`, or remove the stops.
        """,
        wrong: spec("effect = \"slide\"\n[[carousel.transform]]\noffset = 0\nscale = 0.9\n"),
        right: spec("effect = \"custom\"\n[[carousel.transform]]\noffset = 0\nscale = 0.9\n"))
}

/// The message of E0318 and its fix-its.
extension SpecMessages {
    /// E0318: `[[carousel.transform]]` with another effect.
    static func transformWithoutCustom(effect: String, span: SourceSpan, path: String, effectSpan: SourceSpan?)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.transformWithoutCustom,
            message: "[[carousel.transform]] stops do not apply to effect \"\(effect)\"", span: span, path: path,
            labels: label("the effect is set to \"\(effect)\" here", at: effectSpan),
            help: "set `effect = \"custom\"`, or remove the stops",
            notes: effectSpan == nil
                ? ["this carousel has no `effect` key, so its effect is \"slide\" (the default)"] : [],
            fixIts: effectSpan.map {
                [.replace($0, with: "\"custom\"", message: "set `effect` to \"custom\"", safety: .unsafe)]
            } ?? [])
    }
}
