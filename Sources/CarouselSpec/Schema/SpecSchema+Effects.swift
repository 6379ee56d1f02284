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

    /// The carousel keys of the effects (appended to ``carousel``'s fields).
    static let effectFields =
        [
            FieldDescriptor(
                "effect", .enumeration(EffectNames.all), default: .value(.string("slide")),
                kinds: SpecSchema.effectKinds,
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
        ] + effectFields13 + [cubeField]

    /// The keys of issue 11's second round of effects (cards, custom).
    static let effectFields13 = [
        FieldDescriptor(
            "cards", .table(cards), default: .computed("Swiper's cards defaults"), kinds: SpecSchema.effectKinds,
            doc: "Cards parameters (effect = \"cards\")."),
        FieldDescriptor(
            "transform", .tables(transformStop), default: .none, bounds: .range(1, 64), kinds: SpecSchema.effectKinds,
            doc: "The custom effect's stops, 1 to 64, in increasing `offset` (effect = \"custom\")."),
    ]

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

    /// `[carousel.coverflow]` keys.
    enum CoverflowKeys {
        static let rotate = DefaultedField<Double>(coverflow, "rotate")
        static let depth = DefaultedField<Double>(coverflow, "depth")
        static let stretch = DefaultedField<Double>(coverflow, "stretch")
        static let modifier = DefaultedField<Double>(coverflow, "modifier")
    }

    /// `[carousel.ring]` keys.
    enum RingKeys {
        /// Computed when absent.
        static let radius = Field<Double>(ring, "radius")
        /// Computed when absent (0, or the time machine's 16.7°).
        static let tilt = Field<Double>(ring, "tilt")
    }

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

extension SpecSchema {
    /// The kinds that take `effect` and its keys: paging, and focus (its cards keep their sizes
    /// and the effect's transform moves them). A stack has its own ring and a marquee drifts.
    static let effectKinds: Set<CarouselKind> = [.paging, .focus]
}
