import CarouselEngine

extension SpecSchema {
    /// `[window]`.
    static let window = TableDescriptor(
        name: "window", title: "[window]", doc: "The window.",
        fields: [
            FieldDescriptor(
                "title", .string, default: .computed("the file name without `.carousel.toml` / `.toml`"),
                bounds: .range(1, 200), doc: "Window title, 1 to 200 characters."),
            FieldDescriptor(
                "size", windowSizeType,
                default: .value(.integers([1280, 800])),
                doc: "[width, height] in points: width 160..7680, height 120..4320."),
            FieldDescriptor(
                "min-size", windowSizeType, default: .none,
                doc:
                    "[width, height] in points, at most `size`: the spec is laid out at every window's own size down "
                    + "to this (text keeps its size) and scaled down only below it. Without it, a window smaller "
                    + "than `size` shows the `size` layout scaled down."),
            FieldDescriptor(
                "background", .color, default: .value(.color(RGBAColor(red: 0x0E, green: 0x0F, blue: 0x13))),
                doc: "Window background color."),
            FieldDescriptor(
                "font", .fontPath, default: .computed("DejaVu Sans, bundled in Assets/fonts/"),
                doc: "A .ttf or .otf font file, relative to the spec's folder."),
            FieldDescriptor(
                "layout", .enumeration(WindowLayoutNames.all), default: .value(.string("rows")),
                doc:
                    "How carousels without a frame share the window, in file order: rows (each as tall as its "
                    + "`row-height`) or columns (each as wide as its `column-width`); equal shares by default."),
            FieldDescriptor(
                "spacing", .number, default: .value(.number(0)), bounds: .range(0, 4096),
                doc: "Gap between the carousels of the layout in points, 0..4096."),
            FieldDescriptor(
                "insets", .lengthOrTable(windowInsets), default: .computed("0 on every side"),
                doc: "Space between the window's edges and the carousels of the layout: one length or a table of sides."
            ),
            FieldDescriptor(
                "reduced-motion", .enumeration(ReducedMotionSetting.names), default: .value(.string("auto")),
                doc: "auto (follow the desktop), on (no auto-scroll or drift; page changes jump) or off."),
            windowDirectionField,
            FieldDescriptor(
                "kiosk", .boolean, default: .value(.boolean(false)),
                doc:
                    "Run `carousel demo` as a kiosk: fullscreen, cursor hidden when still, no HUD, Esc and the debug keys off; SIGTERM, SIGINT or Ctrl+Alt+Q quits."
            ),
        ])

    /// `[width, height]` of a window, within the sizes a window can have.
    static let windowSizeType = FieldType.integerTuple(
        names: ["width", "height"],
        bounds: [
            .range(Double(WindowBounds.minimumWidth), Double(WindowBounds.maximumWidth)),
            .range(Double(WindowBounds.minimumHeight), Double(WindowBounds.maximumHeight)),
        ])

    /// `[window] insets = { top, leading, bottom, trailing }`: the carousels' sides, 0 by default.
    static let windowInsets = TableDescriptor(
        name: "window-insets", title: "`insets`", doc: "Insets in points, each 0..4096.",
        fields: ["top", "leading", "bottom", "trailing"].map { side in
            FieldDescriptor(
                side, .number, default: .value(.number(0)), bounds: .range(0, 4096),
                doc: side.prefix(1).uppercased() + side.dropFirst() + " inset.")
        })

    /// `[window] insets`.
    enum WindowInsetsKeys {
        static let top = DefaultedField<Double>(windowInsets, "top")
        static let leading = DefaultedField<Double>(windowInsets, "leading")
        static let bottom = DefaultedField<Double>(windowInsets, "bottom")
        static let trailing = DefaultedField<Double>(windowInsets, "trailing")
    }

    /// Names of the window layouts.
    enum WindowLayoutNames {
        static let all = ["rows", "columns"]
    }

    /// `[window]`.
    enum WindowKeys {
        static let title = Field<String>(window, "title")
        static let size = DefaultedField<[Int]>(window, "size")
        static let minSize = Field<[Int]>(window, "min-size")
        static let background = DefaultedField<RGBAColor>(window, "background")
        static let font = Field<String>(window, "font")
        static let layout = DefaultedField<String>(window, "layout")
        static let spacing = DefaultedField<Double>(window, "spacing")
        static let insets = Field<SpecTable>(window, "insets")
        static let reducedMotion = DefaultedField<String>(window, "reduced-motion")
        static let direction = DefaultedField<String>(window, "direction")
        static let kiosk = DefaultedField<Bool>(window, "kiosk")
    }
}
