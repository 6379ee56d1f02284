import CarouselEngine

/// The spec format, version 1: every table and key, declared once.
///
/// The reader, the resolver, the compile JSON and the JSON Schema all walk these descriptors.
public enum SpecSchema {
    /// The format version this compiler reads.
    public static let version = 1

    static let kindNames = CarouselKind.allCases.map(\.rawValue)
    static let axisNames = Axis.allCases.map(\.rawValue)

    /// The document itself.
    static let root = TableDescriptor(
        name: "spec", title: "the top level", doc: "A carousel spec: one window with one or more carousels.",
        fields: [
            FieldDescriptor(
                "version", .integer, default: .value(.integer(1)), bounds: .range(1, 1),
                doc: "Format version; must be 1."),
            FieldDescriptor(
                "window", .table(window), default: .computed("the window defaults"),
                doc: "The window the carousels are drawn in."),
            FieldDescriptor(
                "carousel", .tables(carousel), default: .required, bounds: .range(1, 64),
                doc: "The carousels, 1 to 64, in drawing and layout order."),
        ])

    /// `[window]`.
    static let window = TableDescriptor(
        name: "window", title: "[window]", doc: "The window.",
        fields: [
            FieldDescriptor(
                "title", .string, default: .computed("the file name without `.carousel.toml` / `.toml`"),
                bounds: .range(1, 200), doc: "Window title, 1 to 200 characters."),
            FieldDescriptor(
                "size",
                .integerTuple(
                    names: ["width", "height"],
                    bounds: [
                        .range(Double(WindowBounds.minimumWidth), Double(WindowBounds.maximumWidth)),
                        .range(Double(WindowBounds.minimumHeight), Double(WindowBounds.maximumHeight)),
                    ]),
                default: .value(.integers([1280, 800])),
                doc: "[width, height] in points: width 160..7680, height 120..4320."),
            FieldDescriptor(
                "background", .color, default: .value(.color(RGBAColor(red: 0x0E, green: 0x0F, blue: 0x13))),
                doc: "Window background color."),
            FieldDescriptor(
                "font", .fontPath, default: .computed("DejaVu Sans, bundled in Assets/fonts/"),
                doc: "A .ttf or .otf font file, relative to the spec's folder."),
            FieldDescriptor(
                "layout", .enumeration(WindowLayoutNames.all), default: .value(.string("rows")),
                doc: "How carousels without a frame share the window: equal rows or equal columns, in file order."),
            FieldDescriptor(
                "reduced-motion", .enumeration(ReducedMotionSetting.names), default: .value(.string("auto")),
                doc: "auto (follow the desktop), on (no auto-scroll or drift; page changes jump) or off."),
            windowDirectionField,
        ])

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
                doc: "Explicit frame in window points; must lie inside the window."),
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
                doc: "Card corner radius in points, 0..16384; clamped to half the card's shorter side."),
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
            FieldDescriptor(
                "items", .tables(item), default: .none, bounds: .range(1, 100_000),
                doc: "The items, 1 to 100000; or use [carousel.generate]."),
            FieldDescriptor(
                "generate", .table(generate), default: .none,
                doc: "Generated items (for big carousels); not together with items."),
        ] + effectFields + interactionFields + navigationFields + [carouselDirectionField, syncField]

    /// Names of the window layouts.
    enum WindowLayoutNames {
        static let all = ["rows", "columns"]
    }
}
