import SourceDiagnostics

// E0319 (error).
// Emitted by: CustomEffectRule in Sources/CarouselSpec/Diagnostics/Codes/Effects/TransformStopsOutOfOrder.swift.
extension DiagnosticCode {
    /// `effect = "custom"` without any `[[carousel.transform]]` stop.
    public static let customWithoutTransform = DiagnosticCode(
        "E0319", "custom effect without stops",
        """
        `effect = "custom"` places every page by the `[[carousel.transform]]` stops. Without any \
        stop every page would sit, untransformed, on the selected one. Add at least one stop, or \
        choose another effect.
        """,
        wrong: spec("effect = \"custom\"\n"),
        right: spec("effect = \"custom\"\n[[carousel.transform]]\noffset = 1\ntranslate-x = 300\n"))
}

/// The message of E0319 and its fix-its.
extension SpecMessages {
    /// E0319: `effect = "custom"` without stops.
    static func customWithoutTransform(span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.customWithoutTransform,
            message: "effect \"custom\" has no [[carousel.transform]] stops", span: span, path: path,
            help: "add stops, e.g. [[carousel.transform]] offset = 1, translate-x = 300 (docs/spec.md, custom)")
    }
}
