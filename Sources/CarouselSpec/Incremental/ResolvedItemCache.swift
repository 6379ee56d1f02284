/// The resolved items of each carousel of a session's last compile, for the next compile to
/// reuse: after an edit inside one `[[carousel.items]]` element only that item is resolved again.
///
/// A resolved item is a function of its filled table, its index and its carousel's settings
/// (``SpecBuilder/items(_:)``). An edit the session re-reads in part changes the bytes of one
/// item alone (the rest of the file is the same text, moved), so every other item resolves as
/// before, except in a carousel whose items come from a `[carousel.source]` (files on disk or
/// another carousel's items), which is always resolved whole. LanguageServerEditEqualityTests
/// compares the result with a whole compile's after random edits.
final class ResolvedItemCache {
    /// The items of each carousel in the last compile, by position (empty when not resolved).
    private var lists: [[ResolvedItem]?] = []
    /// The carousel position and item index the compile under way re-read; nil: resolve every item.
    var changed: (carousel: Int, item: Int)?

    /// Forgets every list (the next compile resolves every item).
    func clear() {
        lists = []
        changed = nil
    }

    /// The items of carousel `position` (the filled `carousel` table): the last compile's with
    /// the re-read item resolved again, or every item resolved when they cannot be reused.
    func items(of position: Int, _ carousel: SpecTable, hasSource: Bool) -> ResolvedItems {
        // Taken out of the cache, so replacing the changed item does not copy the list.
        let old = position < lists.count ? lists[position].take() : nil
        guard let changed, var old, !hasSource, carousel[SpecSchema.CarouselKeys.generate] == nil else {
            return SpecBuilder.items(carousel)
        }
        let count = carousel[slot: SpecSchema.CarouselKeys.items.slot].map(Self.tableCount) ?? 0
        guard count == old.count else { return SpecBuilder.items(carousel) }
        if changed.carousel == position {
            guard changed.item < count else { return SpecBuilder.items(carousel) }
            old[changed.item] = SpecBuilder.item(changed.item, of: carousel)
        }
        return .list(old)
    }

    /// Keeps the items of this compile for the next one.
    func keep(_ items: [ResolvedItems]) {
        lists = items.map { list in
            if case .list(let items) = list { return items }
            return nil
        }
        changed = nil
    }

    private static func tableCount(_ value: SpecValue) -> Int {
        if case .tables(let tables) = value { return tables.count }
        return 0
    }
}
