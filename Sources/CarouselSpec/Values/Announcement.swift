/// What a screen reader's live region would read when a carousel's selection changes, and the
/// words of its accessible objects (the demo window's list items on the accessibility bus).
extension ResolvedCarousel {
    /// "Item 3 of 10: Sunrise over the bay": ``position(of:)``, then ``spokenName(of:)`` when it
    /// is not empty; just "Item 3 of 10" for a decorative image (`alt = ""`) without a title. Nil
    /// when `index` is out of range.
    public func announcement(for index: Int) -> String? {
        guard let position = position(of: index), let text = spokenName(of: index) else { return nil }
        return text.isEmpty ? position : position + ": " + text
    }

    /// "Item 3 of 10": the 1-based position of item `index` and the item count; nil when `index`
    /// is out of range.
    public func position(of index: Int) -> String? {
        guard index >= 0, index < items.count else { return nil }
        return "Item \(index + 1) of \(items.count)"
    }

    /// What item `index` is called to a screen reader: the image's `alt` when it is not empty,
    /// else the item's title (empty for a decorative image without a title); nil when `index` is
    /// out of range.
    public func spokenName(of index: Int) -> String? {
        guard let item = items.item(at: index) else { return nil }
        if let alt = item.alt, !alt.isEmpty { return alt }
        return item.title
    }
}
