/// The keylines of a Material 3 carousel at every scroll offset (docs/engine.md, "Material 3
/// keylines").
///
/// The default list holds in the middle of the scroll. Near the start the focal range moves to
/// the region's leading edge, near the end to its trailing edge, one keyline per step: a start
/// step moves the first keyline before the focal range to just after it, an end step the last
/// keyline after the focal range to just before it. Between steps the lists are interpolated.
///
/// Scroll offsets `s` are points; item `i`'s unadjusted centre is `c₀ + i·p − s`, where `p` is
/// the stride and `c₀` the first focal centre of the start list, so item 0 rests on it at
/// `s = 0` and the last item on the last focal keyline of the end list at `s = maxScroll`.
public struct KeylineStrategy: Sendable, Hashable {
    /// The middle list.
    public var standard: KeylineList
    /// From the middle list to the start list (the first element is the middle list).
    public var startSteps: [KeylineList]
    /// From the middle list to the end list (the first element is the middle list).
    public var endSteps: [KeylineList]
    /// Focal length plus spacing, points.
    public var stride: Double
    /// Scroll over which the start steps play: `k·p − (c_D − c_S)`.
    public var startShift: Double
    /// Scroll over which the end steps play: `k·p − (c_E − c_D)` (last focal centres).
    public var endShift: Double
    /// The largest scroll offset (0 when every item fits).
    public var maxScroll: Double
    /// The first focal centre of the start list.
    public var origin: Double
    /// `c_D − c_S`: how far the middle list's first focal keyline is from the start list's.
    public var focalOffset: Double
    /// The gap between items, points.
    public var spacing: Double
    /// The length of an item's content (the focal length), points.
    public var itemLength: Double { stride - spacing }

    /// The strategy for keyline lengths `sizes` (focal range: the run of the longest) in a region
    /// `region` points long, for `count` items.
    public init(sizes rawSizes: [Double], region: Double, spacing: Double, count: Int, uncontained: Bool = false) {
        let sizes = rawSizes.isEmpty ? [max(1, region)] : rawSizes.map { max($0, 0.5) }
        let focal = Self.focalRange(sizes)
        let large = sizes[focal.lowerBound]
        let stride = large + spacing
        self.stride = stride
        self.spacing = spacing
        standard = KeylineList(sizes: sizes, focal: focal, start: 0, spacing: spacing, stride: stride)
        var starts = [standard], order = sizes, range = focal
        while range.lowerBound > 0 {
            let moved = order.remove(at: 0)
            order.insert(moved, at: range.upperBound)
            range = (range.lowerBound - 1)...(range.upperBound - 1)
            starts.append(KeylineList(sizes: order, focal: range, start: 0, spacing: spacing, stride: stride))
        }
        var ends = [standard]
        order = sizes
        range = focal
        while range.upperBound < order.count - 1 {
            let moved = order.removeLast()
            order.insert(moved, at: range.lowerBound)
            range = (range.lowerBound + 1)...(range.upperBound + 1)
            ends.append(KeylineList(sizes: order, focal: range, start: 0, spacing: spacing, stride: stride))
        }
        startSteps = starts
        endSteps = ends
        let first = { (list: KeylineList) in list.keylines[list.firstFocal].center }
        let last = { (list: KeylineList) in list.keylines[list.lastFocal].center }
        let startList = starts.last ?? standard, endList = ends.last ?? standard
        origin = first(startList)
        focalOffset = first(standard) - first(startList)
        startShift = max(0, Double(starts.count - 1) * stride - focalOffset)
        endShift = max(0, Double(ends.count - 1) * stride - (last(endList) - last(standard)))
        let items = Double(max(count - 1, 0))
        if uncontained {
            // The last item's trailing edge at the region's trailing edge.
            maxScroll = max(0, items * stride + large - region)
        } else {
            maxScroll = max(0, origin + items * stride - last(endList))
        }
    }

    /// The run of the longest keylines (the first such run).
    public static func focalRange(_ sizes: [Double]) -> ClosedRange<Int> {
        let longest = sizes.max() ?? 0
        let first = sizes.firstIndex { $0 >= longest - 1e-9 } ?? 0
        var last = first
        while last + 1 < sizes.count && sizes[last + 1] >= longest - 1e-9 { last += 1 }
        return first...last
    }

    /// The keyline list at scroll offset `scroll` (points).
    public func keylines(at scroll: Double) -> KeylineList {
        let s = min(max(scroll, 0), maxScroll)
        if startSteps.count > 1 && s < startShift {
            return Self.walk(startSteps, fraction: 1 - s / startShift)
        }
        let endStart = maxScroll - endShift
        if endSteps.count > 1 && s > endStart && endShift > 0 {
            return Self.walk(endSteps, fraction: (s - max(endStart, 0)) / max(maxScroll - max(endStart, 0), 1e-9))
        }
        return standard
    }

    /// The list `fraction` (0...1) of the way along `steps`, each step an equal share.
    static func walk(_ steps: [KeylineList], fraction: Double) -> KeylineList {
        let scaled = min(max(fraction, 0), 1) * Double(steps.count - 1)
        let index = min(Int(scaled), steps.count - 2)
        return KeylineList.lerp(steps[index], steps[index + 1], scaled - Double(index))
    }
}
