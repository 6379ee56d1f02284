/// The page-dot model: positions and sizes that follow the continuous progress.
///
/// At most ``maximumDots`` dots are drawn, and no more than the strip holds along its axis
/// (``capacity(of:axis:)``); for more items a window of that many dots around the selection is
/// shown (wrapping for loops), so the cost stays O(visible) and the row never leaves its strip. A dot's activity is
/// `max(0, 1 - |distance from progress|)` (shortest distance on the ring for loops) and its size
/// `baseSize + (activeSize - baseSize) * activity`, so the active dot shrinks while the
/// destination grows during a drag, a settle or an auto-scroll.
public enum PageIndicator {
    /// Most dots drawn at once.
    public static let maximumDots = 11
    /// Size of an inactive dot, in points.
    public static let baseSize = 8.0
    /// Size of the active dot along the axis, in points.
    public static let activeSize = 20.0
    /// Distance between dot centres, in points: each dot's press target is one pitch along the
    /// axis and the strip's thickness (``SceneLayout/indicatorThickness``) across, so 24 gives the
    /// 24 x 24-point targets of WCAG 2.5.8 (target size, minimum).
    public static let pitch = 24.0

    /// The most dots a strip holds along `axis`: the row (`(k - 1) × pitch + activeSize`) fits
    /// its length; at least 1 and at most ``maximumDots``.
    public static func capacity(of rect: Rect, axis: Axis) -> Int {
        let fitting = CheckedInt.of((rect.mainLength(axis) - activeSize) / pitch, .down) + 1
        return min(maximumDots, max(1, fitting))
    }

    /// The first item of the dot window and the number of dots, at most `limit`.
    static func window(count n: Int, selection: Int, loops: Bool, limit: Int = maximumDots) -> (first: Int, count: Int)
    {
        guard n > limit else { return (0, n) }
        let half = limit / 2
        if loops { return (Ring.wrap(selection - half, n), limit) }
        return (min(max(0, selection - half), n - limit), limit)
    }

    /// The dots for `n` items in `rect`.
    public static func dots(count n: Int, progress: Double, selection: Int, loops: Bool, axis: Axis, rect: Rect)
        -> [IndicatorDot]
    {
        guard n > 1 else { return [] }
        let (first, count) = window(
            count: n, selection: selection, loops: loops, limit: capacity(of: rect, axis: axis))
        let start = rect.mainCenter(axis) - Double(count - 1) * pitch / 2
        var dots: [IndicatorDot] = []
        dots.reserveCapacity(count)
        for slot in 0..<count {
            let item = loops ? Ring.wrap(first + slot, n) : first + slot
            let distance = loops ? Ring.shortestDelta(from: progress, to: Double(item), n: n) : Double(item) - progress
            let activity = max(0, 1 - abs(distance))
            let main = start + Double(slot) * pitch
            let center =
                axis == .horizontal
                ? Point(x: main, y: rect.crossCenter(axis)) : Point(x: rect.crossCenter(axis), y: main)
            dots.append(
                IndicatorDot(center: center, size: baseSize + (activeSize - baseSize) * activity, activity: activity))
        }
        return dots
    }

    /// The item whose dot is under `point`, if any.
    public static func item(at point: Point, count n: Int, selection: Int, loops: Bool, axis: Axis, rect: Rect) -> Int?
    {
        guard n > 1, rect.contains(point) else { return nil }
        let (first, count) = window(
            count: n, selection: selection, loops: loops, limit: capacity(of: rect, axis: axis))
        let start = rect.mainCenter(axis) - Double(count - 1) * pitch / 2
        let main = axis == .horizontal ? point.x : point.y
        let slot = CheckedInt.of((main - start) / pitch)
        guard slot >= 0, slot < count, abs(main - (start + Double(slot) * pitch)) <= pitch / 2 else { return nil }
        return loops ? Ring.wrap(first + slot, n) : first + slot
    }
}
