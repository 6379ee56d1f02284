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

    /// `[carousel.marquee]`.
    static let marquee = TableDescriptor(
        name: "carousel-marquee", title: "[carousel.marquee]", kinds: [.marquee], doc: "Continuous scroll.",
        fields: [
            FieldDescriptor(
                "speed", .number, default: .value(.number(70)), bounds: .range(-5000, 5000),
                doc: "Drift in points per second, -5000..5000; 0 is manual only, negative runs backward."),
            FieldDescriptor(
                "item-extent", .number, default: .value(.number(100)), bounds: .size,
                doc: "Item size along the axis in points, > 0 and <= 16384."),
            FieldDescriptor(
                "deceleration", .number, default: .value(.number(0.998)), bounds: .range(0.9, 0.9999),
                doc: "Momentum kept per millisecond after a drag, 0.9..0.9999."),
        ])

    /// `[carousel.focus]`.
    static let focus = TableDescriptor(
        name: "carousel-focus", title: "[carousel.focus]", kinds: [.focus], doc: "Focus carousel.",
        fields: [
            FieldDescriptor(
                "item-size", .table(itemSize),
                default: .computed("{ width = 300, height = 500 }, scaled down to fit the frame"),
                doc: "Size of the centred card in points."),
            FieldDescriptor(
                "shrink", .number, default: .value(.number(100)), bounds: .length,
                doc: "Neighbours are shorter by this many points, 0..height - 1 (and 0..16384)."),
            FieldDescriptor(
                "visible-neighbors", .integer, default: .value(.integer(3)), bounds: .range(1, 10),
                doc: "Cards shown on each side, 1..10."),
        ])

    /// `item-size = { width, height }` of the focus carousel.
    static let itemSize = TableDescriptor(
        name: "item-size", title: "`item-size`", doc: "Size of the centred card.",
        fields: [
            FieldDescriptor(
                "width", .number, default: .value(.number(300)), bounds: .size, doc: "Width, > 0 and <= 16384."),
            FieldDescriptor(
                "height", .number, default: .value(.number(500)), bounds: .size, doc: "Height, > 0 and <= 16384."),
        ])

    /// `[[carousel.items]]`.
    static let item = TableDescriptor(
        name: "item", title: "[[carousel.items]]", doc: "One item.",
        fields: [
            FieldDescriptor(
                "id", .string, default: .computed("the 1-based position"), bounds: .range(1, 64),
                doc: "Id, unique in the carousel."),
            FieldDescriptor(
                "title", .string, default: .computed("\"Item N\""), bounds: .range(0, 200),
                doc: "Title, up to 200 characters."),
            FieldDescriptor(
                "subtitle", .string, default: .none, bounds: .range(0, 400), doc: "Subtitle, up to 400 characters."),
            FieldDescriptor(
                "color", .color, default: .computed("the default palette, by position"), doc: "Card color."),
            FieldDescriptor(
                "text-color", .color, default: .computed("white or black, whichever contrasts more with color"),
                doc: "Text color."),
            FieldDescriptor(
                "image", .imagePath, default: .none, doc: "A .png, .jpg, .jpeg or .bmp file, relative to the spec."),
            FieldDescriptor(
                "alt", .string, default: .none, bounds: .range(0, 400),
                doc: "Text alternative of the image, up to 400 characters; \"\" marks it decorative."),
            FieldDescriptor(
                "interval", .duration, default: .computed("the carousel's `[carousel.auto]` interval"),
                bounds: .range(0, Bounds.maxInterval), soft: Bounds(min: 0.8), bareSecondsLimit: 100,
                doc: "Auto-scroll time on this item, 0..86400 s; below 0.8 s it is raised to 0.8 s (not marquee)."),
        ] + textFields(sizeDefault: inheritedText, inheritedText, inherited: inheritedText))

    /// Slot positions of the item keys, looked up once: items are the hot path of big specs.
    enum ItemSlots {
        static let id = item.slot("id")
        static let title = item.slot("title")
        static let subtitle = item.slot("subtitle")
        static let color = item.slot("color")
        static let textColor = item.slot("text-color")
        static let image = item.slot("image")
        static let alt = item.slot("alt")
        static let interval = item.slot("interval")
        static let titleSize = item.slot("title-size")
        static let subtitleSize = item.slot("subtitle-size")
        static let fontWeight = item.slot("font-weight")
        static let textAlign = item.slot("text-align")
        static let titleLines = item.slot("title-lines")
        static let subtitleLines = item.slot("subtitle-lines")
        /// The label keys, in ``SpecSchema/text`` order (the same order as that table's fields).
        static let text = [titleSize, subtitleSize, fontWeight, textAlign, titleLines, subtitleLines]
    }

    /// `[carousel.generate]`.
    static let generate = TableDescriptor(
        name: "carousel-generate", title: "[carousel.generate]", doc: "Generated items.",
        fields: [
            FieldDescriptor(
                "count", .integer, default: .required, bounds: .range(1, 10_000_000),
                doc: "Number of items, 1..10000000."),
            FieldDescriptor(
                "title", .template, default: .value(.string("Item {n}")),
                doc: "Title template: {n} is the 1-based position, {i} the 0-based index."),
            FieldDescriptor(
                "palette", .colorList, default: .computed("the default palette"), bounds: .range(1, 64),
                doc: "Colors cycled by position, 1 to 64."),
        ])
}
