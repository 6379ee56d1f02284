/// The reading direction a carousel is laid out in (`direction`, on `[window]` or per carousel).
///
/// Right-to-left is the left-to-right picture mirrored about the carousel frame's vertical centre
/// line, with the text itself not mirrored but set from the right (docs/engine.md, "Right to left").
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left to right: the first item and the `leading` side on the left.
    case ltr
    /// Right to left: the first item and the `leading` side on the right.
    case rtl

    /// Whether this is right to left.
    public var isRightToLeft: Bool { self == .rtl }
}
