import CarouselEngine

extension SpecSchema {
    /// `[carousel.coverflow]`: Swiper's `coverflowEffect`.
    static let coverflow = TableDescriptor(
        name: "carousel-coverflow", title: "[carousel.coverflow]", kinds: SpecSchema.effectKinds,
        doc: "Coverflow effect.",
        fields: [
            FieldDescriptor(
                "rotate", .number, default: .value(.number(CoverflowSettings.standard.rotateDegrees)),
                bounds: .range(-180, 180), doc: "Turn of a page one page away, degrees, -180..180."),
            FieldDescriptor(
                "depth", .number, default: .value(.number(CoverflowSettings.standard.depthPoints)),
                bounds: .range(-1000, 1000),
                doc: "Push back of a page one page away, points, -1000..1000."),
            FieldDescriptor(
                "stretch", .number, default: .value(.number(CoverflowSettings.standard.stretchPoints)),
                bounds: .range(-4096, 4096), doc: "Pull towards the centre of a page one page away, points."),
            FieldDescriptor(
                "modifier", .number, default: .value(.number(CoverflowSettings.standard.modifier)),
                bounds: .range(0, 10), doc: "Multiplies the offset before the other parameters, 0..10."),
        ])

    /// `[carousel.coverflow]` keys.
    enum CoverflowKeys {
        static let rotate = DefaultedField<Double>(coverflow, "rotate")
        static let depth = DefaultedField<Double>(coverflow, "depth")
        static let stretch = DefaultedField<Double>(coverflow, "stretch")
        static let modifier = DefaultedField<Double>(coverflow, "modifier")
    }

    /// `[carousel.ring]`: iCarousel's rotary and cylinder options.
    static let ring = TableDescriptor(
        name: "carousel-ring", title: "[carousel.ring]", kinds: SpecSchema.effectKinds, doc: "Ring effects.",
        fields: [
            FieldDescriptor(
                "radius", .number, default: .computed("iCarousel's: from the page stride and the item count"),
                bounds: .range(1, 100_000), doc: "Ring radius in points, 1..100000."),
            FieldDescriptor(
                "tilt", .number, default: .computed("0; time machines: 16.7 (atan of iCarousel's 0.3)"),
                bounds: .range(-60, 60),
                doc: "The ring tipped towards the viewer, degrees, -60..60 (seen from above or the side);"
                    + " for a time machine, the line of pages turned from the line of sight; not for wheels."),
        ])

    /// `[carousel.ring]` keys.
    enum RingKeys {
        /// Computed when absent.
        static let radius = Field<Double>(ring, "radius")
        /// Computed when absent (0, or the time machine's 16.7°).
        static let tilt = Field<Double>(ring, "tilt")
    }

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

    /// `[carousel.cards]` keys.
    enum CardsKeys {
        static let rotate = DefaultedField<Double>(cards, "rotate")
        static let offset = DefaultedField<Double>(cards, "offset")
    }

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
}
