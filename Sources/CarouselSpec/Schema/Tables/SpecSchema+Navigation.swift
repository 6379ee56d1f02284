import CarouselEngine

extension SpecSchema {
    /// The `pagination` names, in docs order; each maps to a ``PaginationStyle``.
    enum PaginationNames {
        static let all = PaginationStyle.allCases.map(\.rawValue)
    }

    /// The carousel keys of the navigation controls (appended to ``carousel``'s fields).
    static let navigationFields = [
        FieldDescriptor(
            "arrows", .boolean, default: .value(.boolean(false)), kinds: [.paging, .focus, .stack],
            doc: "Previous / next buttons inside the frame, dimmed and inert at a finite end"
                + " (paging, focus and stack; docs/engine.md, Arrows)."),
        FieldDescriptor(
            "pagination", .enumeration(PaginationNames.all),
            default: .computed("\"dots\" when `indicators` is true, else \"none\""),
            doc: "What the indicator strip shows: dots, fraction (\"3 / 10\"), progress (a bar) or none;"
                + " `indicators = false` is `pagination = \"none\"`."),
        FieldDescriptor(
            "pagination-color", .color, default: .computed("the title colour, dimmed for inactive dots"),
            doc: "Colour of the inactive dots, the progress track and the fraction text."),
        FieldDescriptor(
            "pagination-active-color", .color, default: .computed("the title colour"),
            doc: "Colour of the active dot and the progress bar's filled part."),
    ]

    /// The navigation keys of `[[carousel]]`.
    enum NavigationKeys {
        static let arrows = DefaultedField<Bool>(carousel, "arrows")
        /// Filled by ``SpecResolver/fillPagination(_:)`` when absent.
        static let pagination = Field<String>(carousel, "pagination")
        static let color = Field<RGBAColor>(carousel, "pagination-color")
        static let activeColor = Field<RGBAColor>(carousel, "pagination-active-color")
    }
}
