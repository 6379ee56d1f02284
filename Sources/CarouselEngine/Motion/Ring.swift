#if canImport(Glibc)
    import Glibc
#endif

/// Arithmetic on a ring of `n` items: modulo that is never negative, shortest signed distance.
public enum Ring {
    /// `value mod n` in `0..<n` (also for negative values); 0 when `n <= 0`.
    public static func wrap(_ value: Int, _ n: Int) -> Int {
        guard n > 0 else { return 0 }
        let r = value % n
        return r < 0 ? r + n : r
    }

    /// `value mod n` in `[0, n)` (also for negative values); 0 when `n <= 0`.
    public static func wrap(_ value: Double, _ n: Double) -> Double {
        guard n > 0, value.isFinite else { return 0 }
        var r = fmod(value, n)
        if r < 0 { r += n }
        if r >= n { r = 0 }
        return r
    }

    /// Shortest signed distance from `from` to `to` on a ring of `n`: in `(-n/2, n/2]`.
    public static func shortestDelta(from: Double, to: Double, n: Int) -> Double {
        guard n > 0 else { return 0 }
        let size = Double(n)
        var d = wrap(to - from, size)
        if d > size / 2 { d -= size }
        return d
    }

    /// Shortest signed distance in whole items from `from` to `to` on a ring of `n`.
    public static func shortestDelta(from: Int, to: Int, n: Int) -> Int {
        guard n > 0 else { return 0 }
        var d = wrap(to - from, n)
        if 2 * d > n { d -= n }
        return d
    }
}
