/// Cards side by side along the axis (paging, focus, marquee): the one stride formula.
public enum CardStrip {
    /// Distance from one card's origin to the next, in points: `cardLength + spacing`.
    ///
    /// The engine passes its sanitised values (length at least 1, spacing at least 0); the spec
    /// compiler passes the values as written to report them.
    public static func stride(cardLength: Double, spacing: Double) -> Double { cardLength + spacing }
}
