extension SpecSchema {
    /// `sync` of `[[carousel]]`: the carousel this one follows (a thumbnail strip names its main
    /// carousel). Paging and focus; checked by ``SyncRule``.
    static let syncField = FieldDescriptor(
        "sync", .identifier, default: .none, kinds: [.paging, .focus], referencesCarouselID: true,
        doc: "The id of a paging or focus carousel with as many items that this one follows and drives "
            + "(a thumbnail strip): its selected item is outlined in the focus colour.")
}
