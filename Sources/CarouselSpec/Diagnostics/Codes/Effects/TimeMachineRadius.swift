import SourceDiagnostics

// W0442 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Effects/EffectTableMismatch.swift.
extension DiagnosticCode {
    /// `radius` in `[carousel.ring]` on a time machine, which has none.
    public static let timeMachineRadius = DiagnosticCode(
        "W0442", "radius on a time machine",
        """
        A time machine (`time-machine`, `inverted-time-machine`) lines its pages up in depth, one \
        stride apart, turned by `tilt`: it has no ring, so `[carousel.ring]`'s `radius` changes \
        nothing. Remove it (use `tilt` to turn the line).
        """,
        wrong: spec("effect = \"time-machine\"\n[carousel.ring]\nradius = 600\n"),
        right: spec("effect = \"time-machine\"\n[carousel.ring]\ntilt = 20\n"))
}

/// The message of W0442 and its fix-its.
extension SpecMessages {
    /// W0442: `radius` on a time machine.
    static func timeMachineRadius(effect: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.timeMachineRadius, message: "`radius` changes nothing with effect = \"\(effect)\"",
            span: span, path: path, help: "remove it: a time machine has no ring (`tilt` turns its line of pages)",
            fixIts: [.remove(span, message: "remove `radius`", safety: .unsafe)])
    }
}
