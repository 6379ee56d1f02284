import CarouselEngine

extension SpecSchema {
    /// `[[carousel]]`.
    static let carousel = TableDescriptor(
        name: "carousel", title: "[[carousel]]", doc: "One carousel.", fields: carouselFields + [responsiveField])

    /// The keys of `[[carousel]]` besides `when` (whose rules take their keys from these).
    static let carouselFields: [FieldDescriptor] =
        [
            FieldDescriptor(
                "id", .identifier, default: .required,
                doc: "Unique id: a lower-case letter, then up to 63 lower-case letters, digits or dashes."),
            FieldDescriptor("title", .string, default: .none, doc: "Optional label drawn above the carousel."),
            FieldDescriptor(
                "label", .string, default: .computed("the title, else the id"), bounds: .range(1, 200),
                doc: "Accessible name of the carousel, 1 to 200 characters (announce events carry it)."),
            FieldDescriptor(
                "kind", .enumeration(kindNames), default: .value(.string("paging")),
                doc: "paging, stack (3D ring), marquee (continuous scroll), focus or m3 (Material 3 keylines)."),
            FieldDescriptor(
                "axis", .enumeration(axisNames), default: .value(.string("horizontal")), doc: "Scroll axis."),
            FieldDescriptor(
                "infinite", .boolean,
                default: .byKind(.boolean(false), [.stack: .boolean(true), .marquee: .boolean(true)]),
                doc: "Loop past the last item (paging and focus; stack and marquee always loop)."),
            startField,
            FieldDescriptor(
                "frame", .table(frame), default: .computed("a slot from `window.layout`"), isValueTable: true,
                doc: "Explicit frame in window points, or percentages of the window; must lie inside the window."),
            FieldDescriptor(
                "row-height", .slotLength, default: .computed("\"1fr\", an equal share of what is left"),
                bounds: .size,
                doc: "Its height in `[window] layout = \"rows\"`: points, \"N%\" of the window inside its insets, "
                    + "\"Nfr\" (a share of what the others leave) or \"auto\" (its page height, insets, title and dots)."
            ),
            FieldDescriptor(
                "column-width", .slotLength, default: .computed("\"1fr\", an equal share of what is left"),
                bounds: .size,
                doc: "Its width in `[window] layout = \"columns\"`: points, \"N%\" of the window inside its insets, "
                    + "\"Nfr\" (a share of what the others leave) or \"auto\" (its page width, insets and dots)."),
            FieldDescriptor(
                "spacing", .number, default: .value(.number(16)), bounds: .range(0, 4096),
                doc: "Gap between cards in points, 0..4096."),
            FieldDescriptor(
                "insets", .lengthOrTable(insets),
                default: .computed("{ top = 8, leading = 20, bottom = 8, trailing = 20 }"),
                doc: "Space between the frame and the cards: one length for all sides or a table of sides."),
            FieldDescriptor(
                "page-size", .table(pageSize), default: .computed("the frame minus the insets"), kinds: [.paging],
                isValueTable: true, doc: "Paging only: explicit page size in points."),
        ] + pagingLayoutFields + [
            FieldDescriptor(
                "corner-radius", .number, default: .value(.number(16)), bounds: .length,
                doc: "Card corner radius in points, 0..16384; clamped to half the card's shorter side.")
        ] + imageFitFields(inherited: nil) + [
            FieldDescriptor(
                "indicators", .boolean, default: .byKind(.boolean(true), [.marquee: .boolean(false)]),
                doc: "Show page dots."),
            FieldDescriptor(
                "text", .table(text), default: .computed("the text defaults"),
                doc: "How the cards' titles and subtitles are set (each item may override these keys)."),
            FieldDescriptor(
                "auto", .table(auto), default: .computed("no auto-scroll"), doc: "Auto-scroll settings."),
            FieldDescriptor(
                "snap", .table(snap), default: .computed("the snap defaults"), kinds: [.paging, .focus, .stack, .m3],
                doc: "How a release settles on a page."),
            FieldDescriptor(
                "stack", .table(stack), default: .computed("the stack defaults"), kinds: [.stack],
                doc: "3D ring metrics (kind = \"stack\")."),
            FieldDescriptor(
                "marquee", .table(marquee), default: .computed("the marquee defaults"), kinds: [.marquee],
                doc: "Continuous scroll settings (kind = \"marquee\")."),
            FieldDescriptor(
                "focus", .table(focus), default: .computed("the focus defaults"), kinds: [.focus],
                doc: "Focus carousel settings (kind = \"focus\")."),
            FieldDescriptor(
                "m3", .table(m3), default: .computed("the Material 3 defaults"), kinds: [.m3],
                doc: "Material 3 keyline layout (kind = \"m3\")."),
            gridField,
            FieldDescriptor(
                "items", .tables(item), default: .none, bounds: .range(1, 100_000),
                doc: "The items, 1 to 100000; or use [carousel.generate]."),
            FieldDescriptor(
                "generate", .table(generate), default: .none,
                doc: "Generated items (for big carousels); not together with items."),
            FieldDescriptor(
                "source", .table(source), default: .none,
                doc: "Items from another carousel, a folder of pictures, a CSV or a JSON file."),
        ] + effectFields + interactionFields + navigationFields + [carouselDirectionField, syncField]

    /// `[[carousel]]`.
    enum CarouselKeys {
        static let id = Field<String>(carousel, "id")
        static let title = Field<String>(carousel, "title")
        static let label = Field<String>(carousel, "label")
        static let kind = DefaultedField<String>(carousel, "kind")
        static let axis = DefaultedField<String>(carousel, "axis")
        static let infinite = DefaultedField<Bool>(carousel, "infinite")
        static let frame = Field<SpecTable>(carousel, "frame")
        static let spacing = DefaultedField<Double>(carousel, "spacing")
        static let rowHeight = Field<SlotLength>(carousel, "row-height")
        static let columnWidth = Field<SlotLength>(carousel, "column-width")
        static let insets = Field<SpecTable>(carousel, "insets")
        static let pageSize = Field<SpecTable>(carousel, "page-size")
        static let perView = DefaultedField<NumberOrAuto>(carousel, "per-view")
        static let align = DefaultedField<String>(carousel, "align")
        static let scrollBy = DefaultedField<ScrollStep>(carousel, "scroll-by")
        static let contain = DefaultedField<Bool>(carousel, "contain")
        static let start = DefaultedField<Int>(carousel, "start")
        static let cornerRadius = DefaultedField<Double>(carousel, "corner-radius")
        static let imageFit = DefaultedField<String>(carousel, "image-fit")
        static let imagePosition = DefaultedField<[Double]>(carousel, "image-position")
        static let indicators = DefaultedField<Bool>(carousel, "indicators")
        static let text = Field<SpecTable>(carousel, "text")
        static let auto = Field<SpecTable>(carousel, "auto")
        static let snap = Field<SpecTable>(carousel, "snap")
        static let stack = Field<SpecTable>(carousel, "stack")
        static let marquee = Field<SpecTable>(carousel, "marquee")
        static let focus = Field<SpecTable>(carousel, "focus")
        static let m3 = Field<SpecTable>(carousel, "m3")
        static let grid = Field<SpecTable>(carousel, "grid")
        static let items = Field<[SpecTable]>(carousel, "items")
        static let generate = Field<SpecTable>(carousel, "generate")
        static let source = Field<SpecTable>(carousel, "source")
        static let direction = Field<String>(carousel, "direction")
        static let sync = Field<String>(carousel, "sync")
    }
}
