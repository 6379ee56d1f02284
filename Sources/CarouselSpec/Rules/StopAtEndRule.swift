import SourceDiagnostics

/// W0431: `stop-at-end = true` on a carousel that loops (`infinite = true`), which has no end.
struct StopAtEndRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind == .paging || carousel.kind == .focus {
            guard carousel.configuration.infinite, let auto = carousel.configuration.auto, auto.stopAtEnd,
                let table = carousel.table[SpecSchema.CarouselKeys.auto],
                let span = table.entrySpan(SpecSchema.AutoKeys.stopAtEnd)
            else { continue }
            diagnostics.append(
                SpecMessages.stopAtEndOnLoop(
                    span: span, path: table.path(of: SpecSchema.AutoKeys.stopAtEnd),
                    infinite: carousel.table.entrySpan(SpecSchema.CarouselKeys.infinite)))
        }
    }
}
