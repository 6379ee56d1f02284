/// What a focus carousel adds to an effect (docs/engine.md, "Effects on focus"): its cards keep
/// the focus sizes (`item cross - shrink * min(1, |o|)` across the axis) and its drawn range
/// (`visible-neighbors` cards a side, the next one fading in), and the effect's transform moves
/// those rectangles.
struct EffectFocus: Sendable, Hashable {
    /// How much shorter a card one page or more away is, in points.
    let shrink: Double
    /// Cards drawn on each side.
    let neighbors: Int

    /// The focus geometry's shrink and neighbours.
    init(_ geometry: FocusGeometry) {
        shrink = geometry.shrink
        neighbors = geometry.neighbors
    }

    /// The card's length across the axis at `offset` pages from the position.
    func cross(_ full: Double, offset: Double) -> Double { max(1, full - shrink * min(1, abs(offset))) }

    /// The focus fade: `min(1, neighbors + 1 - |o|)`, at least 0.
    func opacity(offset: Double) -> Double { max(0, min(1, Double(neighbors) + 1 - abs(offset))) }

    /// `reach` cut to the focus range `±(neighbors + 1)` (the fade reaches 0 at its ends).
    func limit(_ reach: ClosedRange<Double>) -> ClosedRange<Double> {
        let side = Double(neighbors) + 1
        let low = min(max(reach.lowerBound, -side), side), high = max(min(reach.upperBound, side), low)
        return low...high
    }
}
