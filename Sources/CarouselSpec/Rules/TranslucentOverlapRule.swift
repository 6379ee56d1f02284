import SourceDiagnostics

/// W0443: a translucent item `color` on a paging or focus carousel whose effect lets cards overlap
/// (coverflow, the rings, time machines, cube, flip, cards, custom): the labels of the cards
/// behind would show through it (what `check --render` reports as W0416).
struct TranslucentOverlapRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.EffectKeys
        typealias Slot = SpecSchema.ItemSlots
        for carousel in spec.carousels where SpecSchema.effectKinds.contains(carousel.kind) {
            let table = carousel.table
            guard !table.isInvalid(Keys.effect) else { continue }
            let effect = table[Keys.effect]
            guard SpecSchema.EffectNames.spatial.contains(effect) else { continue }
            let effectSpan = table.isWritten(Keys.effect) ? table.valueSpan(Keys.effect) : nil
            let items = table[SpecSchema.CarouselKeys.items] ?? []
            let translucent = items.positionsInPlace { item in
                if case .color(let color)? = item[slot: Slot.color] { return color.alpha < 255 }
                return false
            }
            for position in translucent {
                let item = items[position]
                guard let span = item.valueSpan(slot: Slot.color),
                    case .color(let color)? = item[slot: Slot.color]
                else { continue }
                diagnostics.append(
                    SpecMessages.translucentOverlap(
                        color: color, effect: effect, span: span, path: item.path(of: "color"),
                        effectSpan: effectSpan))
            }
        }
    }
}
