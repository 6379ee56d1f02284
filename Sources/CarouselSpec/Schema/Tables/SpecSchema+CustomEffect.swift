import CarouselEngine

extension SpecSchema {
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
