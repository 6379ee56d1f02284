import CarouselEngine

/// The spec format, version 1: every table and key, declared once.
///
/// The reader, the resolver, the compile JSON, the JSON Schema, the man page and the editor
/// features all walk these descriptors. Each topic's file (`SpecSchema+Window.swift`,
/// `SpecSchema+AutoScroll.swift`, ...) holds its tables, the `[[carousel]]` keys it adds and the
/// typed keys (`...Keys`) that the code reading resolved tables (``SpecBuilder``,
/// ``SpecResolver``, the rules) names them by; defaults stay in the descriptors. Items, the hot
/// path of big specs, are read by slot (``ItemSlots``).
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
            extendsField,
            FieldDescriptor(
                "window", .table(window), default: .computed("the window defaults"),
                doc: "The window the carousels are drawn in."),
            defaultsField,
            FieldDescriptor(
                "carousel", .tables(carousel), default: .none, bounds: .range(1, 64),
                doc: "The carousels, 1 to 64, in drawing and layout order; a theme that other specs extend "
                    + "may have none."),
        ])

    /// The top level.
    enum RootKeys {
        static let version = DefaultedField<Int>(root, "version")
        static let window = Field<SpecTable>(root, "window")
        static let carousels = Field<[SpecTable]>(root, "carousel")
    }
}
