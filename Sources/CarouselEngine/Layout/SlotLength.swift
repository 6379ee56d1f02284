/// How long a carousel's share of the window is along the window layout
/// (`row-height` in `rows`, `column-width` in `columns`).
public enum SlotLength: Sendable, Hashable, Codable {
    /// A fixed length, in points.
    case points(Double)
    /// A percentage (0 to 100) of the window's length inside its `insets`.
    case percent(Double)
    /// A share of what the fixed lengths and the spacing leave (`"1fr"`, `"2fr"`).
    case fraction(Double)
    /// What the content needs: the page's cross size, the insets, the title line and the page dots.
    case auto

    /// The share every carousel has when it sets no length: one equal share.
    public static let standard = SlotLength.fraction(1)

    /// The fraction of a `.fraction`, else nil.
    public var fraction: Double? {
        if case .fraction(let share) = self { return share }
        return nil
    }
}
