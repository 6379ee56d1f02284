import SourceDiagnostics

/// W0430: a drifting marquee with `[carousel.marquee] on-reduced-motion = "stand"` while reduced
/// motion may be in force (`[window] reduced-motion` is not `"off"`): it would freeze.
struct ReducedMotionRule: SpecRule {
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
                SpecMessages.autoScrollUnderReducedMotion(
                    span: span, path: table.path(of: SpecSchema.MarqueeKeys.onReducedMotion), setting: setting))
        }
    }
}
