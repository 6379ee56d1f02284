import CarouselEngine

extension SpecBuilder {
    /// `[carousel.grid]` of a paging carousel, nil when the table is not written.
    static func grid(_ table: SpecTable) -> GridLayout? {
        guard let grid = table[SpecSchema.CarouselKeys.grid] else { return nil }
        typealias Keys = SpecSchema.GridKeys
        return GridLayout(rows: grid[Keys.rows], fill: GridFill(rawValue: grid[Keys.fill]) ?? .column)
    }
}
