/// The window sizes every command agrees on: the spec's `[window] size`, `render --size`,
/// `demo --size` and the smallest size the demo window can be dragged to.
///
/// The minimum, 160 × 120 points, leaves room for a ticker strip (one 120-point row of cards
/// with its page dots) and for a narrow column.
public enum WindowBounds {
    /// The smallest window width, in points.
    public static let minimumWidth = 160
    /// The smallest window height, in points.
    public static let minimumHeight = 120
    /// The largest spec window width, in points.
    public static let maximumWidth = 7680
    /// The largest spec window height, in points.
    public static let maximumHeight = 4320
}
