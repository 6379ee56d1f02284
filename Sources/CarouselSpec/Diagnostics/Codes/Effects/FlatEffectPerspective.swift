import SourceDiagnostics

// W0440 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Effects/EffectTableMismatch.swift.
extension DiagnosticCode {
    /// `perspective` on a carousel whose effect is flat (slide, fade): it changes nothing.
    public static let flatEffectPerspective = DiagnosticCode(
        "W0440", "perspective on a flat effect",
        """
        `perspective` is the eye distance the 3D effects (`coverflow` and the rings) are seen \
        from. `slide` and `fade` move pages in the plane only, so a `perspective` on such a \
        carousel changes nothing. Remove it, or choose a 3D effect.
        """,
        wrong: spec("effect = \"fade\"\nperspective = 800\n"),
        right: spec("effect = \"coverflow\"\nperspective = 800\n"))
}

/// The message of W0440 and its fix-its.
extension SpecMessages {
    /// W0440: `perspective` on a flat effect.
    static func flatEffectPerspective(effect: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.flatEffectPerspective,
            message: "`perspective` changes nothing with effect = \"\(effect)\"", span: span, path: path,
            help: "remove it, or choose a 3D effect (coverflow, rotary, cylinder or their inverted forms)",
            fixIts: [.remove(span, message: "remove `perspective`", safety: .unsafe)])
    }
}
