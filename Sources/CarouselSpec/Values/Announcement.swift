/// What a screen reader's live region would read when a carousel's selection changes.
extension ResolvedCarousel {
    /// "Item 3 of 10: Sunrise over the bay": the 1-based position, the count, then the image's
    /// `alt` when it is not empty, else the item's title; just "Item 3 of 10" for a decorative
    /// image (`alt = ""`) without a title. Nil when `index` is out of range.
    public func announcement(for index: Int) -> String? {
        guard let item = items.item(at: index) else { return nil }
        let position = "Item \(index + 1) of \(items.count)"
        let text: String
        if let alt = item.alt, !alt.isEmpty {
            text = alt
        } else {
            text = item.title
        }
        return text.isEmpty ? position : position + ": " + text
    }
}
