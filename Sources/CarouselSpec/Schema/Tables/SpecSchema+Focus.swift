import CarouselEngine

extension SpecSchema {
    /// `[carousel.focus]`.
    static let focus = TableDescriptor(
        name: "carousel-focus", title: "[carousel.focus]", kinds: [.focus], doc: "Focus carousel.",
        fields: [
            FieldDescriptor(
                "item-size", .table(itemSize),
                default: .computed("{ width = 300, height = 500 }, scaled down to fit the frame"),
                doc: "Size of the centred card in points."),
            FieldDescriptor(
                "shrink", .number, default: .value(.number(100)), bounds: .length,
                doc: "Neighbours are shorter by this many points, 0..height - 1 (and 0..16384)."),
            FieldDescriptor(
                "visible-neighbors", .integer, default: .value(.integer(3)), bounds: .range(1, 10),
                doc: "Cards shown on each side, 1..10."),
        ])

    /// `[carousel.focus]`.
    enum FocusKeys {
        static let itemSize = Field<SpecTable>(focus, "item-size")
        static let shrink = DefaultedField<Double>(focus, "shrink")
        static let visibleNeighbors = DefaultedField<Int>(focus, "visible-neighbors")
    }

    /// `item-size = { width, height }` of the focus carousel.
    static let itemSize = TableDescriptor(
        name: "item-size", title: "`item-size`", doc: "Size of the centred card.",
        fields: [
            FieldDescriptor(
                "width", .number, default: .value(.number(300)), bounds: .size, doc: "Width, > 0 and <= 16384."),
            FieldDescriptor(
                "height", .number, default: .value(.number(500)), bounds: .size, doc: "Height, > 0 and <= 16384."),
        ])

    /// `item-size = { width, height }`.
    enum ItemSizeKeys {
        static let width = DefaultedField<Double>(itemSize, "width")
        static let height = DefaultedField<Double>(itemSize, "height")
    }
}
