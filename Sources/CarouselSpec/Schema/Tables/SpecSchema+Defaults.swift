extension SpecSchema {
    /// The keys of `[[carousel]]` that belong to one carousel alone, never shared through
    /// `[defaults]`: its identity, its place, its items and its links to other carousels.
    static let ownCarouselKeys: Set<String> = [
        "id", "title", "label", "start", "frame", "items", "generate", "sync", "when",
    ]

    /// `[defaults]`: carousel keys and tables applied to every carousel that does not write them.
    static let defaults = TableDescriptor(
        name: "defaults", title: "[defaults]",
        doc: "Carousel keys and tables every carousel of this spec (and of specs that extend it) takes "
            + "unless it writes them.",
        fields: carouselFields.filter { !ownCarouselKeys.contains($0.key) })

    /// `extends` at the top level.
    static let extendsField = FieldDescriptor(
        "extends", .string, default: .none, bounds: .range(1, 4096),
        doc: "Another spec file (a theme) whose [window] and [defaults] this spec takes where it does not "
            + "write them; relative to this file's folder, inside the project.")

    /// `[defaults]` at the top level.
    static let defaultsField = FieldDescriptor(
        "defaults", .table(defaults), default: .none,
        doc: "Carousel keys and tables applied to every carousel that does not set them.")

    /// The keys of reuse, by typed key.
    enum ReuseKeys {
        static let extends = Field<String>(root, "extends")
        static let defaults = Field<SpecTable>(root, "defaults")
    }
}
