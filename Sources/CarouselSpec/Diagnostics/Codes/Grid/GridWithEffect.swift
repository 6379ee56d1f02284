import CarouselEngine
import SourceDiagnostics

// E0377 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Grid/GridOnLoop.swift.
extension DiagnosticCode {
    /// `[carousel.grid]` with an `effect` other than slide.
    public static let gridWithEffect = DiagnosticCode(
        "E0377", "grid with an effect",
        """
        A grid moves whole lines of cards side by side. The effects (fade, coverflow, the rings, \
        cube, flip, cards, custom) turn or stack one page at a time, so they have no meaning for \
        a line of several cards; Swiper's grid also works with its slide effect only. Remove \
        `effect`, or remove `[carousel.grid]`.
        """,
        wrong: spec("effect = \"coverflow\"\nper-view = 3\n", items: gridOfTwelve),
        right: spec("per-view = 3\n", items: gridOfTwelve))
}

/// The message of E0377 and its fix-its.
extension SpecMessages {
    /// E0377: a grid with an effect other than slide.
    static func gridWithEffect(effect: String, span: SourceSpan, path: String, effectEntry: SourceSpan) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.gridWithEffect,
            message: "a grid slides its lines; `effect = \"\(effect)\"` moves one page at a time",
            span: span, path: path,
            labels: [DiagnosticLabel(span: effectEntry, message: "the effect is set here")],
            help: "remove `effect` (a grid slides), or remove `[carousel.grid]`",
            fixIts: [SpecFixIts.remove("effect", entry: effectEntry)])
    }
}
