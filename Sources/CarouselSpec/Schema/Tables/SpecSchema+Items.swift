import CarouselEngine

extension SpecSchema {
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
        ] + imageFitFields(inherited: inheritedImage) + [
            FieldDescriptor(
                "interval", .duration, default: .computed("the carousel's `[carousel.auto]` interval"),
                bounds: .range(0, Bounds.maxInterval), soft: Bounds(min: 0.8), bareSecondsLimit: 100,
                doc: "Auto-scroll time on this item, 0..86400 s; below 0.8 s it is raised to 0.8 s (not marquee)."),
            FieldDescriptor(
                "length", .number, default: .computed("its image's aspect ratio, else its label's width"),
                bounds: .size, kinds: [.paging, .marquee],
                doc: "Under `per-view = \"auto\"` (a marquee: `item-extent = \"auto\"`): the item's length "
                    + "along the axis, in points."),
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
        static let imageFit = item.slot("image-fit")
        static let imagePosition = item.slot("image-position")
        static let interval = item.slot("interval")
        static let length = item.slot("length")
        static let titleSize = item.slot("title-size")
        static let subtitleSize = item.slot("subtitle-size")
        static let fontWeight = item.slot("font-weight")
        static let textAlign = item.slot("text-align")
        static let textPosition = item.slot("text-position")
        static let titleLines = item.slot("title-lines")
        static let subtitleLines = item.slot("subtitle-lines")
        /// The label keys, in ``SpecSchema/text`` order (the same order as that table's fields).
        static let text = [titleSize, subtitleSize, fontWeight, textAlign, textPosition, titleLines, subtitleLines]
    }

    /// `[[carousel.items]]` (the other item keys are read by slot, ``ItemSlots``).
    enum ItemKeys {
        static let id = Field<String>(item, "id")
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

    /// `[carousel.generate]`.
    enum GenerateKeys {
        static let count = Field<Int>(generate, "count")
        static let title = DefaultedField<String>(generate, "title")
        /// Computed: the default palette when absent.
        static let palette = Field<[RGBAColor]>(generate, "palette")
    }
}
