import SourceDiagnostics

// W0441 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Effects/EffectTableMismatch.swift.
extension DiagnosticCode {
    /// `tilt` in `[carousel.ring]` on a wheel, which turns in the window's plane.
    public static let wheelTilt = DiagnosticCode(
        "W0441", "tilt on a wheel",
        """
        `tilt` tips a rotary or cylinder ring towards the viewer. A wheel (`wheel`, \
        `inverted-wheel`) turns its cards in the window's plane about a hub beside the carousel, \
        so it has nothing to tip and the key changes nothing. Remove it, or choose a rotary or \
        cylinder ring.
        """,
        wrong: spec("effect = \"wheel\"\n[carousel.ring]\ntilt = 10\n"),
        right: spec("effect = \"wheel\"\n[carousel.ring]\nradius = 600\n"))
}

/// The message of W0441 and its fix-its.
extension SpecMessages {
    /// W0441: `tilt` on a wheel.
    static func wheelTilt(effect: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.wheelTilt, message: "`tilt` changes nothing with effect = \"\(effect)\"", span: span,
            path: path, help: "remove it: a wheel turns in the window's plane",
            fixIts: [.remove(span, message: "remove `tilt`", safety: .unsafe)])
    }
}
