import CarouselEngine

extension SpecSchema {
    /// `[carousel.cards]`: Swiper's `cardsEffect`.
    static let cards = TableDescriptor(
        name: "carousel-cards", title: "[carousel.cards]", kinds: SpecSchema.effectKinds, doc: "Cards effect.",
        fields: [
            FieldDescriptor(
                "rotate", .number, default: .value(.number(CardsSettings.standard.rotateDegrees)),
                bounds: .range(-45, 45),
                doc: "Turn of a card one card down the deck, degrees, -45..45 (0: no turn; Swiper's perSlideRotate)."),
            FieldDescriptor(
                "offset", .number, default: .value(.number(CardsSettings.standard.offsetPercent)),
                bounds: .range(-100, 100),
                doc: "Peek of a card one card down the deck, percent of its length, -100..100 (perSlideOffset)."),
        ])

    /// `[[carousel.transform]]`: one stop of the custom effect.
    static let transformStop = TableDescriptor(
        name: "carousel-transform", title: "[[carousel.transform]]", kinds: SpecSchema.effectKinds,
        doc: "One stop of the custom effect: the transform of a page `offset` pages from the selection.",
        fields: [
            FieldDescriptor(
                "offset", .number, default: .required, bounds: .range(-100, 100),
                doc: "The page offset of this stop, pages, -100..100 (positive: after the selection)."),
            FieldDescriptor(
                "translate-x", .number, default: .value(.number(0)), bounds: .range(-100_000, 100_000),
                doc: "Move right, points."),
            FieldDescriptor(
                "translate-y", .number, default: .value(.number(0)), bounds: .range(-100_000, 100_000),
                doc: "Move down, points."),
            FieldDescriptor(
                "translate-z", .number, default: .value(.number(0)), bounds: .range(-100_000, 100_000),
                doc: "Move towards the viewer, points."),
            FieldDescriptor(
                "rotate-x", .number, default: .value(.number(0)), bounds: .range(-360, 360),
                doc: "Turn about the horizontal axis, degrees (positive: the bottom edge comes nearer)."),
            FieldDescriptor(
                "rotate-y", .number, default: .value(.number(0)), bounds: .range(-360, 360),
                doc: "Turn about the vertical axis, degrees (positive: the right edge goes away)."),
            FieldDescriptor(
                "rotate-z", .number, default: .value(.number(0)), bounds: .range(-360, 360),
                doc: "Turn in the window's plane, degrees (positive: clockwise)."),
            FieldDescriptor(
                "scale", .number, default: .value(.number(1)), bounds: .range(0, 10), doc: "Scale, 0..10."),
            FieldDescriptor(
                "opacity", .number, default: .value(.number(1)), bounds: .range(0, 1), doc: "Opacity, 0..1."),
        ])

    /// `[carousel.cards]` keys.
    enum CardsKeys {
        static let rotate = DefaultedField<Double>(cards, "rotate")
        static let offset = DefaultedField<Double>(cards, "offset")
    }

    /// `[[carousel.transform]]` keys.
    enum TransformKeys {
        static let offset = Field<Double>(transformStop, "offset")
        static let translateX = DefaultedField<Double>(transformStop, "translate-x")
        static let translateY = DefaultedField<Double>(transformStop, "translate-y")
        static let translateZ = DefaultedField<Double>(transformStop, "translate-z")
        static let rotateX = DefaultedField<Double>(transformStop, "rotate-x")
        static let rotateY = DefaultedField<Double>(transformStop, "rotate-y")
        static let rotateZ = DefaultedField<Double>(transformStop, "rotate-z")
        static let scale = DefaultedField<Double>(transformStop, "scale")
        static let opacity = DefaultedField<Double>(transformStop, "opacity")
    }
}
