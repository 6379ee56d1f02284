import CarouselEngine

extension SpecSchema {
    /// The most items per view: at 50 a 7680-point window still gives items about 150 points long.
    static let maxPerView = 50.0

    /// The paging layout keys of `[[carousel]]` (`per-view`, `align`, `scroll-by`, `contain`),
    /// placed after `page-size`.
    static let pagingLayoutFields = [
        FieldDescriptor(
            "per-view", .number, default: .value(.number(1)), bounds: .range(1, maxPerView), kinds: [.paging],
            doc: "Items per view, 1..50; a fraction shows that part of the next item (2.5: two and a half)."),
        FieldDescriptor(
            "align", .enumeration(SnapAlign.allCases.map(\.rawValue)), default: .value(.string("center")),
            kinds: [.paging], doc: "Where the selected item snaps in the frame minus the insets."),
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
        "start", .integer, default: .value(.integer(0)), bounds: .range(0, 9_999_999),
        doc: "The item selected at launch (0-based), below the item count.")
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
