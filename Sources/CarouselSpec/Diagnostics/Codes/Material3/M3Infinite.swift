import CarouselEngine
import SourceDiagnostics

// E0330 (error).
// Emitted by: Sources/CarouselSpec/Rules/M3Rules.swift.
extension DiagnosticCode {
    /// `infinite = true` on a Material 3 carousel, which is finite.
    public static let m3Infinite = DiagnosticCode(
        "E0330", "infinite on a Material 3 carousel",
        """
        Material 3 carousels are finite (as in Compose and MDC): the keylines shift at the ends \
        so the first and last items can become large. A loop has no ends, so `infinite = true` \
        would be ignored; Carousel reports it instead. Remove it, or use a paging carousel with \
        `per-view` for a looping strip.
        """,
        wrong: m3Spec("infinite = true\n", m3: "layout = \"hero\"\n"),
        right: m3Spec(m3: "layout = \"hero\"\n"))
}

/// The message of E0330 and its fix-its.
extension SpecMessages {
    /// E0330: `infinite = true` on a Material 3 carousel.
    static func m3Infinite(span: SourceSpan, path: String, kindSpan: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.m3Infinite,
            message: "a Material 3 carousel is finite: its keylines shift to the first and last items, "
                + "which a loop never reaches",
            span: span, path: path,
            labels: kindSpan.map { [DiagnosticLabel(span: $0, message: "the kind is set here")] } ?? [],
            help: "remove `infinite`, or use kind = \"paging\" with `per-view` for a looping strip",
            fixIts: [SpecFixIts.remove("infinite", entry: span)])
    }
}
