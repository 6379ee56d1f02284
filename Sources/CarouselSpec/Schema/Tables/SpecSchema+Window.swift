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
            FieldDescriptor(
                "kiosk", .boolean, default: .value(.boolean(false)),
                doc:
                    "Run `carousel demo` as a kiosk: fullscreen, cursor hidden when still, no HUD, Esc and the debug keys off; SIGTERM, SIGINT or Ctrl+Alt+Q quits."
            ),
        ])

    /// Names of the window layouts.
    enum WindowLayoutNames {
        static let all = ["rows", "columns"]
    }

    /// `[window]`.
    enum WindowKeys {
        static let title = Field<String>(window, "title")
        static let size = DefaultedField<[Int]>(window, "size")
        static let background = DefaultedField<RGBAColor>(window, "background")
        static let font = Field<String>(window, "font")
        static let layout = DefaultedField<String>(window, "layout")
        static let reducedMotion = DefaultedField<String>(window, "reduced-motion")
        static let direction = DefaultedField<String>(window, "direction")
        static let kiosk = DefaultedField<Bool>(window, "kiosk")
    }
}
