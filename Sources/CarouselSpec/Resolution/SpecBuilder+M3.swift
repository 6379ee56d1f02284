import CarouselEngine

extension SpecBuilder {
    /// The `[carousel.m3]` settings (defaults from the descriptors).
    static func m3(_ table: SpecTable) -> M3Settings {
        typealias Keys = SpecSchema.M3Keys
        return M3Settings(
            layout: M3Layout(rawValue: table[Keys.layout]) ?? .multiBrowse,
            preferredItemLength: table[Keys.preferredItemWidth], minSmallItem: table[Keys.minSmallItem],
            maxSmallItem: table[Keys.maxSmallItem],
            keylines: table.isWritten(Keys.keylines) ? table[Keys.keylines] : nil,
            heroAlign: M3HeroAlign(rawValue: table[Keys.heroAlign]) ?? .start)
    }
}
