import SourceDiagnostics

/// W0480: a carousel's `direction` that repeats the one it inherits from `[window]` (written or
/// the default `"ltr"`); W0481: a written `[window] direction` that every carousel overrides.
struct DirectionRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        let windowDirection = spec.window[SpecSchema.WindowKeys.direction]
        let windowSpan = spec.window.entrySpan(SpecSchema.WindowKeys.direction)
        var overridden = 0
        for carousel in spec.carousels {
            // An unknown value (E0303) is read as nil: nothing to compare.
            guard let span = carousel.table.entrySpan(Keys.direction), let value = carousel.table[Keys.direction]
            else { continue }
            if value == windowDirection {
                diagnostics.append(
                    SpecMessages.directionRepeatsWindow(
                        direction: windowDirection, span: span, path: carousel.table.path(of: Keys.direction),
                        window: windowSpan))
            } else {
                overridden += 1
            }
        }
        guard let windowSpan, !spec.carousels.isEmpty, overridden == spec.carousels.count else { return }
        diagnostics.append(
            SpecMessages.windowDirectionOverridden(
                direction: windowDirection, span: windowSpan,
                path: spec.window.path(of: SpecSchema.WindowKeys.direction),
                carousels: spec.carousels.compactMap { $0.table.entrySpan(Keys.direction) }))
    }
}
