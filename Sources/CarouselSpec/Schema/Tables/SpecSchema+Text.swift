import CarouselEngine

extension SpecSchema {
    /// Smallest and largest label size in points: below 6 points a line is a smudge at 1× pixels;
    /// at 512 points one line is about 600 points tall (taller than most windows) and at 2×
    /// pixels still inside the 4096-pixel texture side the card-face cache draws into.
    static let textSize = Bounds.range(6, 512)

    /// Most lines a title or subtitle may wrap onto (a 200-character title fills ten short lines).
    static let textLines = Bounds.range(1, 10)

    /// The label keys: the same names in `[carousel.text]` (the carousel's labels) and in each
    /// `[[carousel.items]]` (that item's label), where `default` says what an absent key takes.
    static func textFields(sizeDefault title: FieldDefault, _ subtitle: FieldDefault, inherited: FieldDefault?)
        -> [FieldDescriptor]
    {
        [
            FieldDescriptor(
                "title-size", .number, default: title, bounds: textSize,
                doc: "Title size in points, 6..512."),
            FieldDescriptor(
                "subtitle-size", .number, default: subtitle, bounds: textSize,
                doc: "Subtitle size in points, 6..512."),
            FieldDescriptor(
                "font-weight", .enumeration(FontWeight.allCases.map(\.rawValue)),
                default: inherited ?? .value(.string(FontWeight.bold.rawValue)),
                doc: "The title's weight, \"regular\" or \"bold\" (the subtitle is always regular)."),
            FieldDescriptor(
                "text-align", .enumeration(TextAlign.allCases.map(\.rawValue)),
                default: inherited ?? .value(.string(TextAlign.leading.rawValue)),
                doc: "Where the lines sit: leading (the start side of the text; left today), center or trailing."),
            FieldDescriptor(
                "text-position", .enumeration(TextPosition.allCases.map(\.rawValue)),
                default: inherited ?? .value(.string(TextPosition.bottom.rawValue)),
                doc: "Where the block of lines sits up and down the card: bottom, center or top."),
            FieldDescriptor(
                "title-lines", .integer, default: inherited ?? .value(.integer(2)), bounds: textLines,
                doc: "Most lines the title wraps onto, 1..10; the last ends with an ellipsis when text is left over."),
            FieldDescriptor(
                "subtitle-lines", .integer, default: inherited ?? .value(.integer(2)), bounds: textLines,
                doc: "Most lines the subtitle wraps onto, 1..10."),
        ]
    }

    /// `[carousel.text]`: how the cards' titles and subtitles are set.
    static let text = TableDescriptor(
        name: "carousel-text", title: "[carousel.text]", doc: "How the cards' titles and subtitles are set.",
        fields: textFields(
            sizeDefault: .computed("from the card: clamp(min(height × 0.15, width × 0.12), 10..30), rounded"),
            .computed("0.62 × the title size, rounded, at least 9"), inherited: nil))

    /// `[carousel.text]` (an item's label keys have the same names, read by slot: ``ItemSlots/text``).
    enum TextKeys {
        /// Computed from the card when absent.
        static let titleSize = Field<Double>(text, "title-size")
        /// Computed from the title size when absent.
        static let subtitleSize = Field<Double>(text, "subtitle-size")
        static let fontWeight = DefaultedField<String>(text, "font-weight")
        static let textAlign = DefaultedField<String>(text, "text-align")
        static let textPosition = DefaultedField<String>(text, "text-position")
        static let titleLines = DefaultedField<Int>(text, "title-lines")
        static let subtitleLines = DefaultedField<Int>(text, "subtitle-lines")
    }

    /// What an item's label key takes when the item does not write it.
    static let inheritedText = FieldDefault.computed("the carousel's `[carousel.text]` value")
}
