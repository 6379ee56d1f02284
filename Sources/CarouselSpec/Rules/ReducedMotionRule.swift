import SourceDiagnostics

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
