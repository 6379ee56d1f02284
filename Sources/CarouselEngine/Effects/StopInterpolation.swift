/// Piecewise-linear interpolation over stops sorted by their key, shared by the stack's opacity
/// stops and the custom effect's transform stops: at or before the first key, the first stop;
/// after the last, the last; between, the first segment `[a, b]` with `x <= b`, at
/// `t = (x - a) / (b - a)` (1 when the two keys are equal).
enum StopInterpolation {
    /// The stops to mix and how far from `lower` to `upper` (the value is `lower + (upper - lower) * fraction`).
    struct Segment: Equatable {
        let lower: Int
        let upper: Int
        let fraction: Double
    }

    /// The segment holding `x` among `count` stops whose keys `key(i)` increase (count >= 1).
    static func segment(at x: Double, count: Int, key: (Int) -> Double) -> Segment {
        // `x <= key(0)`, not `x > key(0)` negated: a NaN falls through to the last stop, as it always has.
        if count <= 0 || x <= key(0) { return Segment(lower: 0, upper: 0, fraction: 0) }
        var index = 0
        while index + 1 < count {
            let a = key(index), b = key(index + 1)
            if x <= b {
                let span = b - a
                return Segment(lower: index, upper: index + 1, fraction: span > 0 ? (x - a) / span : 1)
            }
            index += 1
        }
        return Segment(lower: count - 1, upper: count - 1, fraction: 0)
    }
}
