import CarouselEngine

extension SpecSchema {
    /// The most keylines an explicit list may have.
    static let maxKeylines = 64

    /// `[carousel.m3]`.
    static let m3 = TableDescriptor(
        name: "carousel-m3", title: "[carousel.m3]", kinds: [.m3], doc: "Material 3 keyline layout.",
        fields: [
            FieldDescriptor(
                "layout", .enumeration(M3Layout.allCases.map(\.rawValue)), default: .value(.string("multi-browse")),
                doc: "multi-browse (large, medium and small items), hero (one large item and a peek) or "
                    + "uncontained (one length, clipped at the edge)."),
            FieldDescriptor(
                "preferred-item-width", .number, default: .value(.number(300)), bounds: .range(24, 16384),
                doc: "Length of a large item along the axis in points, 24..16384 (uncontained: every item's)."),
            FieldDescriptor(
                "min-small-item", .number, default: .value(.number(40)), bounds: .range(1, 16384),
                doc: "Shortest small item in points, 1..16384 (Material 3: 40)."),
            FieldDescriptor(
                "max-small-item", .number, default: .value(.number(56)), bounds: .range(1, 16384),
                doc: "Longest small item in points, 1..16384, at least `min-small-item` (Material 3: 56)."),
            FieldDescriptor(
                "keylines", .lengthList, default: .computed("computed from `layout`"), bounds: .range(1, 16384),
                doc: "Explicit keyline lengths in points, in order, 1 to 64 of them; with the gaps they fill "
                    + "the frame minus the insets, and the longest ones form one run."),
            FieldDescriptor(
                "hero-align", .enumeration(M3HeroAlign.allCases.map(\.rawValue)), default: .value(.string("start")),
                doc: "Hero only: the large item at the start (a peek after it) or centred (a peek on each side)."),
        ])

    /// `[carousel.m3]`.
    enum M3Keys {
        static let layout = DefaultedField<String>(m3, "layout")
        static let preferredItemWidth = DefaultedField<Double>(m3, "preferred-item-width")
        static let minSmallItem = DefaultedField<Double>(m3, "min-small-item")
        static let maxSmallItem = DefaultedField<Double>(m3, "max-small-item")
        static let keylines = Field<[Double]>(m3, "keylines")
        static let heroAlign = DefaultedField<String>(m3, "hero-align")
    }
}
