import SourceDiagnostics

// W0443 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// A translucent item `color` on a paging carousel whose effect lays cards over each other.
    public static let translucentOverlap = DiagnosticCode(
        "W0443", "translucent card in an overlapping effect",
        """
        Coverflow, the rings (rotary, cylinder, wheel), the time machines, cube, flip, cards and \
        custom effects lay cards over each other. A card whose `color` has an alpha below FF \
        lets the labels of the cards behind it show through it, which `check --render` reports \
        as W0416. Use an opaque colour (drop the last two hex digits), or the slide or fade effect.
        """,
        wrong: spec("effect = \"coverflow\"\n", items: "[[carousel.items]]\ntitle = \"One\"\ncolor = \"#30B0C780\"\n"),
        right: spec("effect = \"coverflow\"\n", items: "[[carousel.items]]\ntitle = \"One\"\ncolor = \"#30B0C7\"\n"),
        rules: [TranslucentOverlapRule()])
}

/// The message of W0443 and its fix-its.
extension SpecMessages {
    /// W0443: a translucent card colour where the effect makes cards overlap.
    static func translucentOverlap(
        color: RGBAColor, effect: String, span: SourceSpan, path: String, effectSpan: SourceSpan?
    ) -> Diagnostic {
        let percent = Int((Double(color.alpha) / 255 * 100).rounded())
        return Diagnostic(
            DiagnosticCode.translucentOverlap,
            message: "this card is \(percent)% opaque, and `effect = \"\(effect)\"` lays cards over each other: "
                + "the labels of the cards behind it show through",
            span: span, path: path,
            labels: label("cards overlap with this effect", at: effectSpan),
            help: "use an opaque colour, e.g. \"\(color.hex.prefix(7))\" (the same without its alpha)")
    }
}

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
