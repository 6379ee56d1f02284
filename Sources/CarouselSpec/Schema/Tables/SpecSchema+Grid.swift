import CarouselEngine

extension SpecSchema {
    /// `[carousel.grid]`: several lines of cards across a paging carousel's axis.
    static let grid = TableDescriptor(
        name: "carousel-grid", title: "[carousel.grid]", kinds: [.paging],
        doc: "Several lines of cards across the axis (paging only; Swiper's `grid`).",
        fields: [
            FieldDescriptor(
                "rows", .integer, default: .value(.integer(1)), bounds: .range(1, Double(GridLayout.maxRows)),
                doc: "Cards across the axis, 1..8: rows of a horizontal carousel, columns of a vertical one."),
            FieldDescriptor(
                "fill", .enumeration(GridFill.allCases.map(\.rawValue)), default: .value(.string("column")),
                doc: "How items fill the grid: \"column\" (each line across the axis, then the next) or \"row\"."),
        ])

    /// `grid` of `[[carousel]]`: the table that opens `[carousel.grid]`.
    static let gridField = FieldDescriptor(
        "grid", .table(grid), default: .none, kinds: [.paging],
        doc: "Paging only: several lines of cards across the axis (`rows`, `fill`).")

    /// `[carousel.grid]`.
    enum GridKeys {
        static let rows = DefaultedField<Int>(grid, "rows")
        static let fill = DefaultedField<String>(grid, "fill")
    }
}
