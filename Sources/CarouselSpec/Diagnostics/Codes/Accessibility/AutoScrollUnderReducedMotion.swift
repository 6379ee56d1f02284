import SourceDiagnostics

// W0430 (warning).
// Emitted by: the rule below (`rules:`).
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
        right: "[window]\nreduced-motion = \"auto\"\n\n" + spec("[carousel.auto]\ninterval = \"4s\"\n"),
        rules: [ReducedMotionRule()])
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
            labels: label("reduced motion is switched on here", at: setting),
            help: "remove `[carousel.auto]`, or write `reduced-motion = \"auto\"` to follow the desktop")
    }
}

/// W0430: `[window] reduced-motion = "on"` with a `[carousel.auto]` table that can never run.
struct ReducedMotionRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        guard spec.resolvedWindow.reducedMotion == .on else { return }
        let setting = spec.window.valueSpan(SpecSchema.WindowKeys.reducedMotion)
        for carousel in spec.carousels {
            guard let auto = carousel.configuration.auto, auto.enabled,
                let table = carousel.table[SpecSchema.CarouselKeys.auto]
            else { continue }
            diagnostics.append(
                SpecMessages.autoScrollUnderReducedMotion(
                    marquee: carousel.kind == .marquee, span: table.span, path: table.path, setting: setting))
        }
    }
}
