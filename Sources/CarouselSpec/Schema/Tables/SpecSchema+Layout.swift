import CarouselEngine

extension SpecSchema {
    /// `frame = { x, y, width, height }`.
    static let frame = TableDescriptor(
        name: "frame", title: "`frame`",
        doc: "A rectangle in window points (origin top-left); a side may be \"N%\" of the window.",
        fields: [
            FieldDescriptor(
                "x", .frameLength, default: .required, bounds: .coordinate,
                doc: "Left edge, -16384..16384, or \"N%\" (0 to 100) of the window's width."),
            FieldDescriptor(
                "y", .frameLength, default: .required, bounds: .coordinate,
                doc: "Top edge, -16384..16384, or \"N%\" (0 to 100) of the window's height."),
            FieldDescriptor(
                "width", .frameLength, default: .required, bounds: .size,
                doc: "Width, > 0 and <= 16384, or \"N%\" (above 0, at most 100) of the window's width."),
            FieldDescriptor(
                "height", .frameLength, default: .required, bounds: .size,
                doc: "Height, > 0 and <= 16384, or \"N%\" (above 0, at most 100) of the window's height."),
        ])

    /// `frame = { x, y, width, height }`.
    enum FrameKeys {
        static let x = Field<FrameLength>(frame, "x")
        static let y = Field<FrameLength>(frame, "y")
        static let width = Field<FrameLength>(frame, "width")
        static let height = Field<FrameLength>(frame, "height")
    }

    /// `insets = { top, leading, bottom, trailing }`.
    static let insets = TableDescriptor(
        name: "insets", title: "`insets`", doc: "Insets in points, each 0..4096.",
        fields: [
            FieldDescriptor("top", .number, default: .value(.number(8)), bounds: .range(0, 4096), doc: "Top inset."),
            FieldDescriptor(
                "leading", .number, default: .value(.number(20)), bounds: .range(0, 4096), doc: "Left inset."),
            FieldDescriptor(
                "bottom", .number, default: .value(.number(8)), bounds: .range(0, 4096), doc: "Bottom inset."),
            FieldDescriptor(
                "trailing", .number, default: .value(.number(20)), bounds: .range(0, 4096), doc: "Right inset."),
        ])

    /// `insets = { top, leading, bottom, trailing }`.
    enum InsetsKeys {
        static let top = DefaultedField<Double>(insets, "top")
        static let leading = DefaultedField<Double>(insets, "leading")
        static let bottom = DefaultedField<Double>(insets, "bottom")
        static let trailing = DefaultedField<Double>(insets, "trailing")
    }

    /// `page-size = { width, height }`.
    static let pageSize = TableDescriptor(
        name: "page-size", title: "`page-size`", doc: "A page size in points.",
        fields: [
            FieldDescriptor("width", .number, default: .required, bounds: .size, doc: "Width, > 0 and <= 16384."),
            FieldDescriptor("height", .number, default: .required, bounds: .size, doc: "Height, > 0 and <= 16384."),
        ])

    /// `page-size = { width, height }`.
    enum PageSizeKeys {
        static let width = Field<Double>(pageSize, "width")
        static let height = Field<Double>(pageSize, "height")
    }

    /// The most items per view: at 50 a 7680-point window still gives items about 150 points long.
    static let maxPerView = 50.0

    /// The paging layout keys of `[[carousel]]` (`per-view`, `align`, `scroll-by`, `contain`),
    /// placed after `page-size`.
    static let pagingLayoutFields = [
        FieldDescriptor(
            "per-view", .numberOrName([NumberOrAuto.autoName]), default: .value(.number(1)),
            bounds: .range(1, maxPerView), kinds: [.paging],
            doc: "Items per view, 1..50; a fraction shows that part of the next item (2.5: two and a half); "
                + "\"auto\": each item as long as its content (its `length`, else its image's aspect ratio, "
                + "else its label)."),
        FieldDescriptor(
            "align", .enumeration(SnapAlign.allCases.map(\.rawValue)), default: .value(.string("center")),
            kinds: [.paging],
            doc: "Where the selected item snaps in the frame minus the insets; a grid or a thumbnail strip "
                + "that writes none starts at \"start\"."),
        FieldDescriptor(
            "scroll-by", .integerOrName(["page"]), default: .value(.integer(1)), bounds: .range(1, 10_000_000),
            kinds: [.paging],
            doc: "Items one flick, key press, wheel step or auto-scroll tick moves: 1.. or \"page\" "
                + "(the whole items in view)."),
        FieldDescriptor(
            "contain", .boolean, default: .value(.boolean(false)), kinds: [.paging],
            doc: "Finite carousels: no empty space before the first or after the last item."),
    ]

    /// `start` of `[[carousel]]`: every kind.
    static let startField = FieldDescriptor(
        "start", .integerOrItemID, default: .value(.integer(0)), bounds: .range(0, 9_999_999),
        doc: "The item selected at launch: an integer is its 0-based index, below the item count; "
            + "a string is its id.")
}

extension ScrollStep: SpecFieldValue {
    /// An integer (items) or `"page"`.
    init?(specValue value: SpecValue) {
        switch value {
        case .integer(let count): self = .items(count)
        case .string("page"): self = .page
        default: return nil
        }
    }
}
