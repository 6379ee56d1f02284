/// The positions a contained finite paging carousel may rest at (`contain = true`, Embla's
/// `containScroll: "trimSnaps"`).
///
/// Position `x` puts item `x`'s leading edge `a` points into the region (see ``PagingGeometry``).
/// No empty space before item 0 needs `x ≥ lo = a / stride`; none after item `n − 1` needs
/// `x ≤ hi = (n − 1) + (a + L − R) / stride`. Target `t` rests at `clamp(t, lo, hi)`; the
/// targets are `⌊lo⌋ … ⌈hi⌉`, so no two targets rest at the same place. When every item fits
/// (`hi < lo`) there is one resting place: `lo` (start), `hi` (end) or their midpoint (center).
public struct PagingContainment: Sendable, Hashable {
    /// Lowest resting position, pages.
    public var low: Double
    /// Highest resting position, pages (equal to `low` when every item fits).
    public var high: Double
    /// The first and last targets.
    public var targets: ClosedRange<Int>

    /// The contained range of `count` items of length `item` (points) in a region of length `region`.
    public init(count: Int, align: SnapAlign, region: Double, item: Double, stride: Double, offset: Double) {
        self.init(
            low: offset / stride, high: Double(count - 1) + (offset + item - region) / stride, count: count,
            align: align)
    }

    /// The contained range between the resting positions `lo` (item 0 starts at the region's
    /// start) and `hi` (the last item ends at its end); when `hi < lo` every item fits and
    /// there is one resting place.
    init(low lo: Double, high hi: Double, count: Int, align: SnapAlign) {
        if hi >= lo {
            low = lo
            high = hi
        } else {
            let rest: Double
            switch align {
            case .start: rest = lo
            case .end: rest = hi
            case .center: rest = (lo + hi) / 2
            }
            low = rest
            high = rest
        }
        if high == low {
            let only = min(max(CheckedInt.of(low), 0), count - 1)
            targets = only...only
            return
        }
        let epsilon = 1e-9
        let first = min(max(CheckedInt.of(low + epsilon, .down), 0), count - 1)
        let last = min(max(CheckedInt.of(high - epsilon, .up), first), count - 1)
        targets = first...last
    }

    /// Where target `t` rests: `clamp(t, low, high)`.
    public func restingPosition(_ target: Int) -> Double { min(max(Double(target), low), high) }

    /// Position `value` in targets: each target at its resting place, linear in between (the
    /// first and last steps are shorter than a page when the ends are trimmed). What the page
    /// dots follow.
    public func targetProgress(_ value: Double) -> Double {
        let first = targets.lowerBound, last = targets.upperBound
        guard last > first, high > low else { return Double(first) }
        let clamped = min(max(value, low), high)
        // Resting places rise with the target; between the trimmed ends they are the targets.
        var target = min(max(CheckedInt.of(clamped, .down), first), last - 1)
        while target > first && restingPosition(target) > clamped { target -= 1 }
        while target < last - 1 && restingPosition(target + 1) < clamped { target += 1 }
        let from = restingPosition(target), to = restingPosition(target + 1)
        return Double(target) + (to > from ? (clamped - from) / (to - from) : 0)
    }
}
