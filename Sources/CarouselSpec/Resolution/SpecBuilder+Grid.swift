import CarouselEngine

extension SpecBuilder {
    /// `[carousel.grid]` of a paging carousel, nil when the table is not written.
    static func grid(_ table: SpecTable) -> GridLayout? {
        guard let grid = table[SpecSchema.CarouselKeys.grid] else { return nil }
        typealias Keys = SpecSchema.GridKeys
        return GridLayout(rows: grid[Keys.rows], fill: GridFill(rawValue: grid[Keys.fill]) ?? .column)
    }

    /// A grid that writes no `align` starts at its leading edge, as Swiper's grid does: `align`
    /// becomes `"start"` (paging's `"center"` would leave the first lines' leading half of the
    /// frame empty). A written `align` (or one a `[[carousel.when]]` rule writes) wins.
    static func fillGridAlign(_ table: inout SpecTable, kind: CarouselKind) {
        typealias Keys = SpecSchema.CarouselKeys
        guard kind == .paging, table[Keys.grid] != nil, !table.isWritten(Keys.align) else { return }
        table.set(Keys.align, .string(SnapAlign.start.rawValue))
    }
}
