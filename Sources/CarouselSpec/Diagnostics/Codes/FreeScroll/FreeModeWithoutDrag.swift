import CarouselEngine
import SourceDiagnostics

// E0327 (error).
// Emitted by: Sources/CarouselSpec/Rules/FreeScrollRules.swift.
extension DiagnosticCode {
    /// A free `mode` on a carousel with `drag = false`.
    public static let freeModeWithoutDrag = DiagnosticCode(
        "E0327", "free mode on a carousel that cannot be dragged",
        """
        `[carousel.snap] mode = "free"` and `"free-snap"` decide what happens when a drag is \
        released: the carousel coasts with the release velocity. With `drag = false` there is no \
        drag to release, so the mode would change nothing; keys, the wheel and auto-scroll page \
        in every mode. Keep the one you mean (the fix-its remove either).
        """,
        wrong: spec("drag = false\n[carousel.snap]\nmode = \"free\"\n", items: tenItems),
        right: spec("[carousel.snap]\nmode = \"free\"\n", items: tenItems))
}

/// The message of E0327 and its fix-its.
extension SpecMessages {
    /// E0327: a free `mode` on a carousel that cannot be dragged, so nothing ever coasts.
    static func freeModeWithoutDrag(
        mode: SnapMode, span: SourceSpan, path: String, modeEntry: SourceSpan, dragEntry: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.freeModeWithoutDrag,
            message: "`mode = \"\(mode.rawValue)\"` shapes what a drag does after release, "
                + "but `drag = false` turns drags off",
            span: span, path: path,
            labels: [DiagnosticLabel(span: dragEntry, message: "drags are turned off here")],
            help: "keep the one you mean: remove `mode` (keys, wheel and auto-scroll page either way), "
                + "or remove `drag = false`",
            fixIts: [SpecFixIts.remove("mode", entry: modeEntry), SpecFixIts.remove("drag", entry: dragEntry)])
    }
}
