import CarouselEngine

extension SpecSchema {
    /// `[carousel.snap]`.
    static let snap = TableDescriptor(
        name: "carousel-snap", title: "[carousel.snap]", kinds: [.paging, .focus, .stack],
        doc: "Snapping after a release.",
        fields: [
            FieldDescriptor(
                "animation", .enumeration(["spring", "ease-out"]),
                default: .byKind(.string("spring"), [.stack: .string("ease-out")]), doc: "Settle animation."),
            FieldDescriptor(
                "stiffness", .number, default: .value(.number(300)), bounds: .range(1, 10000),
                doc: "Spring stiffness (spring only), 1..10000."),
            FieldDescriptor(
                "damping", .number, default: .value(.number(30)), bounds: .range(0.1, 1000),
                doc: "Spring damping (spring only), 0.1..1000."),
            FieldDescriptor(
                "duration", .duration, default: .byKind(.duration(0.35), [.stack: .duration(0.32)]),
                bounds: .range(0.05, 5),
                doc:
                    "Ease-out duration (ease-out only), 0.05..5 s; a stack times its commits itself (0.32 s for one step)."
            ),
            FieldDescriptor(
                "velocity-threshold", .number, default: .value(.number(200)), bounds: .range(0, 100_000),
                doc: "Release speed in points per second above which a release pages in its direction."),
            FieldDescriptor(
                "distance-threshold", .number,
                default: .byKind(.number(0.5), [.stack: .number(0.25), .focus: .number(0.625)]),
                bounds: .range(0.05, 1), doc: "Fraction of the page stride a drag must pass to page."),
            FieldDescriptor(
                "max-flick-pages", .integer, default: .byKind(.integer(1), [.stack: .integer(5)]),
                bounds: .range(1, 50), doc: "At most this many pages per flick, 1..50."),
        ] + freeScrollFields)

    /// `[carousel.snap]`.
    enum SnapKeys {
        static let animation = DefaultedField<String>(snap, "animation")
        static let stiffness = DefaultedField<Double>(snap, "stiffness")
        static let damping = DefaultedField<Double>(snap, "damping")
        /// Seconds.
        static let duration = DefaultedField<Double>(snap, "duration")
        static let velocityThreshold = DefaultedField<Double>(snap, "velocity-threshold")
        static let distanceThreshold = DefaultedField<Double>(snap, "distance-threshold")
        static let maxFlickPages = DefaultedField<Int>(snap, "max-flick-pages")
    }
}
