import CarouselEngine

extension SpecSchema {
    /// `[carousel.cube]`: Swiper's `cubeEffect` shadows.
    static let cube = TableDescriptor(
        name: "carousel-cube", title: "[carousel.cube]", kinds: SpecSchema.effectKinds, doc: "Cube effect shadows.",
        fields: [
            FieldDescriptor(
                "shadow", .boolean, default: .value(.boolean(CubeSettings.standard.shadow)),
                doc: "A soft shadow on the ground under the cube (Swiper's shadow)."),
            FieldDescriptor(
                "slide-shadows", .boolean, default: .value(.boolean(CubeSettings.standard.slideShadows)),
                doc: "Faces darken as they turn away from the viewer (Swiper's slideShadows)."),
            FieldDescriptor(
                "shadow-offset", .number, default: .value(.number(CubeSettings.standard.shadowOffsetPoints)),
                bounds: .range(0, 1000),
                doc: "The ground shadow's distance below the cube, points, 0..1000 (Swiper's shadowOffset)."),
            FieldDescriptor(
                "shadow-scale", .number, default: .value(.number(CubeSettings.standard.shadowScale)),
                bounds: .range(0.1, 4),
                doc: "The ground shadow's size as a fraction of the cube's, 0.1..4 (Swiper's shadowScale)."),
        ])

    /// `[carousel.cube]` keys.
    enum CubeKeys {
        static let shadow = DefaultedField<Bool>(cube, "shadow")
        static let slideShadows = DefaultedField<Bool>(cube, "slide-shadows")
        static let shadowOffset = DefaultedField<Double>(cube, "shadow-offset")
        static let shadowScale = DefaultedField<Double>(cube, "shadow-scale")
    }

    /// The `[carousel.cube]` field of `[[carousel]]` (appended after the other effect keys).
    static let cubeField = FieldDescriptor(
        "cube", .table(cube), default: .computed("no shadows"), kinds: SpecSchema.effectKinds,
        doc: "Cube shadows (effect = \"cube\").")
}
