import CarouselEngine

extension SpecSchema {
    /// `mode` and `deceleration` of `[carousel.snap]` (free scrolling, paging and focus).
    static let freeScrollFields = [
        FieldDescriptor(
            "mode", .enumeration(SnapMode.allCases.map(\.rawValue)), default: .value(.string("page")),
            kinds: [.paging, .focus],
            doc: "page (a release settles on a page), free (it coasts and rests where it stops) or "
                + "free-snap (it coasts onto the nearest snap point)."),
        FieldDescriptor(
            "deceleration", .number, default: .value(.number(SnapSettings.standardDeceleration)),
            bounds: .range(100, 100_000), kinds: [.paging, .focus],
            doc: "How fast a free coast slows, 100..100000 points/s² (2500: a 2000 points/s flick coasts "
                + "800 points)."),
    ]

    /// `drag`, `keys` and `[carousel.wheel]` of `[[carousel]]`: which inputs move the carousel.
    static let interactionFields = [
        FieldDescriptor(
            "drag", .boolean, default: .value(.boolean(true)),
            doc: "Pointer drags move the carousel (false: taps and dots still work)."),
        FieldDescriptor(
            "keys", .boolean, default: .value(.boolean(true)),
            doc: "Arrow, Page Up / Down, Home and End keys move the focused carousel (Space still "
                + "switches auto-scroll)."),
        FieldDescriptor(
            "wheel", .table(wheel), default: .computed("the wheel defaults"),
            doc: "Mouse wheel and trackpad settings."),
    ]

    /// `[carousel.wheel]`.
    static let wheel = TableDescriptor(
        name: "carousel-wheel", title: "[carousel.wheel]", doc: "The mouse wheel and trackpad: one page per gesture.",
        fields: [
            FieldDescriptor(
                "invert", .boolean, default: .value(.boolean(false)),
                doc: "Reverse the wheel: scrolling up or left goes to the next item."),
            FieldDescriptor(
                "sensitivity", .number, default: .value(.number(1)), bounds: .range(0.1, 10),
                doc: "Multiplies each wheel delta, 0.1..10; a gesture pages once its deltas add up to one "
                    + "wheel step."),
            FieldDescriptor(
                "release-at-ends", .boolean, default: .value(.boolean(false)),
                doc: "Finite carousels: at an end, a wheel gesture past it goes on to the carousel below "
                    + "the pointer instead of being swallowed."),
        ])

    /// `[carousel.wheel]`'s keys.
    enum WheelKeys {
        static let invert = DefaultedField<Bool>(wheel, "invert")
        static let sensitivity = DefaultedField<Double>(wheel, "sensitivity")
        static let releaseAtEnds = DefaultedField<Bool>(wheel, "release-at-ends")
    }
}

extension SpecSchema.CarouselKeys {
    static let drag = DefaultedField<Bool>(SpecSchema.carousel, "drag")
    static let keys = DefaultedField<Bool>(SpecSchema.carousel, "keys")
    static let wheel = Field<SpecTable>(SpecSchema.carousel, "wheel")
}

extension SpecSchema.SnapKeys {
    static let mode = DefaultedField<String>(SpecSchema.snap, "mode")
    static let deceleration = DefaultedField<Double>(SpecSchema.snap, "deceleration")
}

extension SpecBuilder {
    /// `drag`, `keys` and `[carousel.wheel]` of a filled carousel table.
    static func interaction(_ table: SpecTable, kind: CarouselKind) -> InteractionSettings {
        typealias Keys = SpecSchema.CarouselKeys
        typealias Wheel = SpecSchema.WheelKeys
        let wheel = table[Keys.wheel] ?? filledDefault(SpecSchema.wheel, kind: kind)
        return InteractionSettings(
            drag: table[Keys.drag], keys: table[Keys.keys],
            wheel: WheelSettings(
                invert: wheel[Wheel.invert], sensitivity: wheel[Wheel.sensitivity],
                releaseAtEnds: wheel[Wheel.releaseAtEnds]))
    }

    /// `mode` and `deceleration` of a filled snap table into `settings`.
    static func freeScroll(_ table: SpecTable, into settings: inout SnapSettings) {
        typealias Keys = SpecSchema.SnapKeys
        settings.mode = SnapMode(rawValue: table[Keys.mode]) ?? .page
        settings.deceleration = table[Keys.deceleration]
    }
}
