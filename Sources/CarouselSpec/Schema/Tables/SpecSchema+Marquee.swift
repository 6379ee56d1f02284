import CarouselEngine

extension SpecSchema {
    /// `[carousel.marquee]`.
    static let marquee = TableDescriptor(
        name: "carousel-marquee", title: "[carousel.marquee]", kinds: [.marquee], doc: "Continuous scroll.",
        fields: [
            FieldDescriptor(
                "speed", .number, default: .value(.number(70)), bounds: .range(-5000, 5000),
                doc: "Drift in points per second, -5000..5000; 0 is manual only, negative runs backward."),
            FieldDescriptor(
                "item-extent", .numberOrName([NumberOrAuto.autoName]), default: .value(.number(100)), bounds: .size,
                doc: "Item size along the axis in points, > 0 and <= 16384; \"auto\": each item as long as its "
                    + "content (its `length`, else its image's aspect ratio, else its label)."),
            FieldDescriptor(
                "deceleration", .number, default: .value(.number(0.998)), bounds: .range(0.9, 0.9999),
                doc: "Momentum kept per millisecond after a drag, 0.9..0.9999."),
            FieldDescriptor(
                "on-reduced-motion", .enumeration(MarqueeReducedMotion.allCases.map(\.rawValue)),
                default: .value(.string(MarqueeReducedMotion.step.rawValue)),
                doc:
                    "Under reduced motion: step (jump item by item at a reading pace) or stand (move only when scrolled)."
            ),
        ])

    /// `[carousel.marquee]`.
    enum MarqueeKeys {
        static let speed = DefaultedField<Double>(marquee, "speed")
        static let itemExtent = DefaultedField<NumberOrAuto>(marquee, "item-extent")
        static let deceleration = DefaultedField<Double>(marquee, "deceleration")
        static let onReducedMotion = DefaultedField<String>(marquee, "on-reduced-motion")
    }
}
