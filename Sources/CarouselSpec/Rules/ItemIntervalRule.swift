import SourceDiagnostics

/// W0433: an item `interval` in a marquee, which drifts and has no pages to time.
struct ItemIntervalRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind == .marquee {
            (carousel.table[SpecSchema.CarouselKeys.items] ?? []).forEachInPlace { _, item in
                guard let span = item.entrySpan("interval") else { return }
                diagnostics.append(
                    SpecMessages.itemIntervalOnMarquee(
                        span: span, path: item.path(of: "interval"), kind: carousel.kindSpan))
            }
        }
    }
}
