import SourceDiagnostics

// W0430 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// A drifting marquee told to stand still under reduced motion, so its items stop changing.
    public static let marqueeStandsUnderReducedMotion = DiagnosticCode(
        "W0430", "marquee stands still under reduced motion",
        """
        Reduced motion removes the motion, not the content (WCAG 2.3.3): under `[window] \
        reduced-motion = "on"` (or `"auto"` on a desktop that asks for it) auto-scroll keeps its \
        interval and each page change jumps, and a marquee jumps item by item, each item \
        standing for its reading time (`[carousel.marquee] on-reduced-motion = "step"`, the \
        default). `on-reduced-motion = "stand"` stops a drifting marquee instead, so a reader \
        who asked for reduced motion sees only the items in the frame until they scroll. Write \
        `"step"`, or keep `"stand"` where the items in the frame are all that matters. The \
        pause control and the progress indicator stay in every case (WCAG 2.2.2).
        """,
        wrong: "[window]\nreduced-motion = \"on\"\n\n"
            + spec("kind = \"marquee\"\n\n[carousel.marquee]\non-reduced-motion = \"stand\"\n\n"),
        right: "[window]\nreduced-motion = \"on\"\n\n"
            + spec("kind = \"marquee\"\n\n[carousel.marquee]\non-reduced-motion = \"step\"\n\n"),
        rules: [MarqueeStandsRule()])
}

/// The message of W0430.
extension SpecMessages {
    /// W0430: a drifting marquee with `on-reduced-motion = "stand"` while reduced motion may be
    /// in force (`setting`: the window's `reduced-motion` when written).
    static func marqueeStandsUnderReducedMotion(span: SourceSpan, path: String, setting: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.marqueeStandsUnderReducedMotion,
            message: "this marquee stands still under reduced motion: its items change only when scrolled",
            span: span, path: path,
            labels: label("reduced motion can be in force here", at: setting),
            help: "write `on-reduced-motion = \"step\"` to show each item in turn at a reading pace",
            fixIts: [.replace(span, with: "\"step\"", message: "step item by item", safety: .unsafe)])
    }
}

/// W0430: a drifting marquee with `[carousel.marquee] on-reduced-motion = "stand"` while reduced
/// motion may be in force (`[window] reduced-motion` is not `"off"`): it would freeze.
struct MarqueeStandsRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        guard spec.resolvedWindow.reducedMotion != .off else { return }
        let setting = spec.window.valueSpan(SpecSchema.WindowKeys.reducedMotion)
        for carousel in spec.carousels where carousel.kind == .marquee {
            let configuration = carousel.configuration
            guard configuration.marquee.onReducedMotion == .stand, configuration.marquee.speedPointsPerSecond != 0,
                configuration.auto?.enabled ?? true,
                let table = carousel.table[SpecSchema.CarouselKeys.marquee],
                let span = table.valueSpan(SpecSchema.MarqueeKeys.onReducedMotion)
            else { continue }
            diagnostics.append(
                SpecMessages.marqueeStandsUnderReducedMotion(
                    span: span, path: table.path(of: SpecSchema.MarqueeKeys.onReducedMotion), setting: setting))
        }
    }
}
