import CarouselEngine

extension SpecSchema {
    /// The stack's default opacity curve.
    static let defaultOpacityStops = [
        OpacityStop(distance: 0, opacity: 1), OpacityStop(distance: 1, opacity: 0.36),
        OpacityStop(distance: 2, opacity: 0.18), OpacityStop(distance: 2.45, opacity: 0),
    ]

    /// `[carousel.stack]`.
    static let stack = TableDescriptor(
        name: "carousel-stack", title: "[carousel.stack]", kinds: [.stack], doc: "3D ring metrics.",
        fields: [
            FieldDescriptor(
                "aspect-ratio", .number, default: .value(.number(1.586)), bounds: .range(0.2, 5),
                doc: "Card long side / short side, 0.2..5."),
            FieldDescriptor(
                "spacing-ratio", .number,
                default: .computed("0.55 vertical, 0.30 horizontal, packed tighter as the count grows"),
                bounds: .range(0.05, 2), doc: "Orbit spacing as a fraction of the card's main length, 0.05..2."),
            FieldDescriptor(
                "neighbor-scale", .number, default: .value(.number(0.88)), bounds: .range(0.1, 1),
                doc: "Scale of the nearest neighbours, 0.1..1."),
            FieldDescriptor(
                "min-scale", .number, default: .value(.number(0.70)), bounds: .range(0.1, 1),
                doc: "Scale of the card at the back of the ring, 0.1..1."),
            FieldDescriptor(
                "extent-slack", .number, default: .value(.number(0.22)), bounds: .range(0, 2),
                doc: "Extra room along the axis, as a fraction of the card's main length, 0..2."),
            FieldDescriptor(
                "focus-width", .number, default: .value(.number(0.88)), bounds: .range(0.1, 1),
                doc: "Horizontal: the focused card's share of the stage width, 0.1..1."),
            FieldDescriptor(
                "max-visible-slot", .integer, default: .value(.integer(2)), bounds: .range(1, 4),
                doc: "How many neighbour slots are kept visible on each side, 1..4."),
            FieldDescriptor(
                "opacity", .opacityStops, default: .value(.stops(defaultOpacityStops)),
                doc: "[distance, opacity] stops: first distance 0, distances increasing, opacities 0..1."),
        ])

    /// `[carousel.stack]`.
    enum StackKeys {
        static let aspectRatio = DefaultedField<Double>(stack, "aspect-ratio")
        /// Computed from the layout when absent.
        static let spacingRatio = Field<Double>(stack, "spacing-ratio")
        static let neighborScale = DefaultedField<Double>(stack, "neighbor-scale")
        static let minScale = DefaultedField<Double>(stack, "min-scale")
        static let extentSlack = DefaultedField<Double>(stack, "extent-slack")
        static let focusWidth = DefaultedField<Double>(stack, "focus-width")
        static let maxVisibleSlot = DefaultedField<Int>(stack, "max-visible-slot")
        static let opacity = DefaultedField<[OpacityStop]>(stack, "opacity")
    }
}
