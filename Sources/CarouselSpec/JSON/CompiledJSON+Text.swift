import CarouselEngine
import JSON

extension CompiledJSON {
    /// The label sizes of a card at rest (`derived.card-size`): `[carousel.text]`'s own, or the
    /// ones derived from the card (items may still set theirs).
    static func derivedText(_ context: CarouselContext) -> [(String, JSONValue)] {
        let text = context.table[SpecSchema.CarouselKeys.text]
        let title = text?[SpecSchema.TextKeys.titleSize] ?? CardText.titlePoints(card: context.derived.cardSize)
        let subtitle = text?[SpecSchema.TextKeys.subtitleSize] ?? CardText.subtitlePoints(title: title)
        return [("title-size", .number(title)), ("subtitle-size", .number(subtitle))]
    }
}
