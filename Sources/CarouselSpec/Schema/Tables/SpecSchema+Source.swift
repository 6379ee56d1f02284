import CarouselEngine

extension SpecSchema {
    /// `[carousel.source]`: where the items come from when they are not written in the spec.
    static let source = TableDescriptor(
        name: "carousel-source", title: "[carousel.source]",
        doc: "Items from somewhere else: exactly one of carousel, files, csv, json; not together with "
            + "[[carousel.items]] or [carousel.generate].",
        fields: [
            FieldDescriptor(
                "carousel", .identifier, default: .none, referencesCarouselID: true,
                doc: "The id of another carousel whose items this one shows (a thumbnail strip)."),
            FieldDescriptor(
                "files", .string, default: .none, bounds: .range(1, 1024),
                doc: "A glob of pictures relative to the spec (the dialect of .carousel-lint.toml paths), "
                    + "one item each, sorted by name; the title is the file stem with - and _ as spaces."),
            FieldDescriptor(
                "csv", .string, default: .none, bounds: .range(1, 1024),
                doc: "A CSV file (RFC 4180, UTF-8) relative to the spec: a header row of item keys, "
                    + "then one item per row."),
            FieldDescriptor(
                "json", .string, default: .none, bounds: .range(1, 1024),
                doc: "A JSON file relative to the spec: an array of objects whose members are item keys, "
                    + "one item each."),
            FieldDescriptor(
                "color", .color, default: .none,
                doc: "The card color of every item of the source that gives none of its own (instead of "
                    + "the default palette): the letterbox of a contained picture, the fill of a card."),
        ])

    /// `[carousel.source]`.
    enum SourceKeys {
        static let carousel = Field<String>(source, "carousel")
        static let files = Field<String>(source, "files")
        static let csv = Field<String>(source, "csv")
        static let json = Field<String>(source, "json")
        /// Every key that names where the items come from, in descriptor order (a source names exactly one).
        static let all = [carousel, files, csv, json]
        /// The color of the source's items that give none.
        static let color = Field<RGBAColor>(source, "color")
    }
}
