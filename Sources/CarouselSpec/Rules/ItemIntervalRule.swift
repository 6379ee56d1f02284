import SourceDiagnostics

/// W0433: an item `interval` in a marquee, which drifts and has no pages to time.
struct ItemIntervalRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind == .marquee {
            for item in carousel.table[SpecSchema.CarouselKeys.items] ?? [] {
                guard let span = item.entrySpan("interval") else { continue }
                diagnostics.append(
                    SpecMessages.itemIntervalOnMarquee(
                        span: span, path: item.path(of: "interval"), kind: carousel.kindSpan))
            }
        }
    }
}
