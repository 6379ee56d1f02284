import SourceDiagnostics

/// E0206 when a carousel has both `[[carousel.items]]` and `[carousel.generate]` (pointing at both);
/// W0405 when it has neither.
struct ItemSourceRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels {
            typealias Keys = SpecSchema.CarouselKeys
            let table = carousel.table
            switch (table.keySpan(Keys.items), table.keySpan(Keys.generate)) {
            case let (items?, generate?):
                diagnostics.append(
                    SpecMessages.itemsAndGenerate(
                        generate: table.valueSpan(Keys.generate) ?? generate,
                        items: table.valueSpan(Keys.items) ?? items,
                        path: table.path(of: Keys.generate)))
            case (nil, nil):
                diagnostics.append(
                    SpecMessages.noItems(span: carousel.headerSpan, path: table.path, id: carousel.displayID))
            default:
                break
            }
        }
    }
}
