import SourceDiagnostics

// W0430 (warning).
// Emitted by: Sources/CarouselSpec/Rules/ReducedMotionRule.swift.
extension DiagnosticCode {
    /// `[carousel.auto]` written while `[window] reduced-motion = "on"` keeps auto-scroll off.
    public static let autoScrollUnderReducedMotion = DiagnosticCode(
        "W0430", "auto-scroll under reduced motion",
        """
        `[window] reduced-motion = "on"` plays the window without auto-scroll and without a \
        marquee's drift, so a `[carousel.auto]` table never runs (Space cannot switch it on \
        either). Remove the table, or write `reduced-motion = "auto"` to auto-scroll unless the \
        desktop asks for reduced motion (`CAROUSEL_REDUCED_MOTION`, else GNOME's \
        `enable-animations`).
        """,
        wrong: "[window]\nreduced-motion = \"on\"\n\n" + spec("[carousel.auto]\ninterval = \"4s\"\n"),
        right: "[window]\nreduced-motion = \"auto\"\n\n" + spec("[carousel.auto]\ninterval = \"4s\"\n"))
}

/// The message of W0430 and its fix-its.
extension SpecMessages {
    /// W0430: a `[carousel.auto]` table that `reduced-motion = "on"` keeps from running.
    static func autoScrollUnderReducedMotion(marquee: Bool, span: SourceSpan, path: String, setting: SourceSpan?)
        -> Diagnostic
    {
        let what = marquee ? "the marquee does not drift" : "this carousel never auto-scrolls"
        return Diagnostic(
            DiagnosticCode.autoScrollUnderReducedMotion,
            message: "`[carousel.auto]` has no effect: `reduced-motion = \"on\"`, so \(what)",
            span: span, path: path,
            labels: setting.map { [DiagnosticLabel(span: $0, message: "reduced motion is switched on here")] } ?? [],
            help: "remove `[carousel.auto]`, or write `reduced-motion = \"auto\"` to follow the desktop")
    }
}
