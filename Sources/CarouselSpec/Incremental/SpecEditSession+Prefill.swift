extension SpecEditSession {
    /// True when the session may keep `document`'s items filled with their own defaults
    /// (``SpecResolver/fillItems(_:in:)``): no carousel takes items from a `[carousel.source]`
    /// (another carousel may copy them) or names its `start` item, whose lookup runs before
    /// resolution and sees which ids are written. Filling again then changes nothing, so the
    /// compile of a kept document writes no item and copies none of them.
    static func prefills(_ document: SpecTable) -> Bool {
        typealias Keys = SpecSchema.CarouselKeys
        return document.tables(SpecSchema.RootKeys.carousels.key).allSatisfy { carousel in
            !carousel.isWritten(slot: Keys.start.slot) && !(carousel[Keys.source]?.isWritten ?? false)
        }
    }

    /// Fills the items of every carousel of `document` with their own defaults.
    static func fillItems(_ document: inout SpecTable) {
        let slot = SpecSchema.RootKeys.carousels.slot
        guard case .tables? = document[slot: slot] else { return }
        var carousels = document.takeTables(SpecSchema.RootKeys.carousels)
        let itemsSlot = SpecSchema.CarouselKeys.items.slot
        for position in carousels.indices {
            guard case .tables? = carousels[position][slot: itemsSlot] else { continue }
            var items = carousels[position].takeTables(SpecSchema.CarouselKeys.items)
            SpecResolver.fillItems(&items, in: items.indices)
            carousels[position][slot: itemsSlot] = .tables(items)
        }
        document[slot: slot] = .tables(carousels)
    }
}
