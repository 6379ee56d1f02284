import CarouselEngine

extension SpecSchema {
    /// The `effect` names, in docs order; each maps to a ``CardEffect``.
    enum EffectNames {
        static let all = [
            "slide", "fade", "coverflow", "rotary", "inverted-rotary", "cylinder", "inverted-cylinder", "wheel",
            "inverted-wheel", "time-machine", "inverted-time-machine", "cube", "flip", "cards", "custom",
        ]
        /// iCarousel's rings.
        static let ring = ["rotary", "inverted-rotary", "cylinder", "inverted-cylinder", "wheel", "inverted-wheel"]
        /// iCarousel's time machines.
        static let timeMachine = ["time-machine", "inverted-time-machine"]
        /// The effects that read `[carousel.ring]`.
        static let ringTable = ring + timeMachine
        /// The effects seen in perspective (they read `perspective`).
        static let spatial = ["coverflow"] + ringTable + ["cube", "flip", "cards", "custom"]
    }

    /// The kinds that take `effect` and its keys: paging, and focus (its cards keep their sizes
    /// and the effect's transform moves them). A stack has its own ring and a marquee drifts.
    static let effectKinds: Set<CarouselKind> = [.paging, .focus]

    /// The carousel keys of the effects (appended to ``carousel``'s fields).
    static let effectFields = [
        FieldDescriptor(
            "effect", .enumeration(EffectNames.all), default: .value(.string("slide")), kinds: SpecSchema.effectKinds,
            doc: "Paging and focus: how cards move with their offset from the selection: slide, fade, coverflow, "
                + "rotary, inverted-rotary, cylinder, inverted-cylinder, wheel, inverted-wheel, time-machine, "
                + "inverted-time-machine, cube, flip, cards or custom (docs/engine.md, Effects)."),
        FieldDescriptor(
            "perspective", .number, default: .value(.number(CarouselConfiguration.standardPerspective)),
            bounds: .range(100, 100_000), kinds: SpecSchema.effectKinds,
            doc: "Eye distance of the 3D effects in points, 100..100000 (CSS perspective; Swiper uses 1200)."),
        FieldDescriptor(
            "coverflow", .table(coverflow), default: .computed("Swiper's coverflow defaults"),
            kinds: SpecSchema.effectKinds,
            doc: "Coverflow parameters (effect = \"coverflow\")."),
        FieldDescriptor(
            "ring", .table(ring), default: .computed("iCarousel's ring defaults"), kinds: SpecSchema.effectKinds,
            doc: "Ring parameters (effect = rotary, cylinder, wheel, time-machine or their inverted forms)."),
        FieldDescriptor(
            "cards", .table(cards), default: .computed("Swiper's cards defaults"), kinds: SpecSchema.effectKinds,
            doc: "Cards parameters (effect = \"cards\")."),
        FieldDescriptor(
            "transform", .tables(transformStop), default: .none, bounds: .range(1, 64), kinds: SpecSchema.effectKinds,
            doc: "The custom effect's stops, 1 to 64, in increasing `offset` (effect = \"custom\")."),
        FieldDescriptor(
            "cube", .table(cube), default: .computed("no shadows"), kinds: SpecSchema.effectKinds,
            doc: "Cube shadows (effect = \"cube\")."),
    ]

    /// The effect keys of `[[carousel]]`.
    enum EffectKeys {
        static let effect = DefaultedField<String>(carousel, "effect")
        static let perspective = DefaultedField<Double>(carousel, "perspective")
        static let coverflow = Field<SpecTable>(carousel, "coverflow")
        static let ring = Field<SpecTable>(carousel, "ring")
        static let cards = Field<SpecTable>(carousel, "cards")
        static let transform = Field<[SpecTable]>(carousel, "transform")
        static let cube = Field<SpecTable>(carousel, "cube")
    }
}
