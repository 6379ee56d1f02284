/// Frame timing: frames per second and CPU time per frame over the last second, and overall.
struct FrameStats {
    private var recent: [(end: Double, cpu: Double)] = []
    private var all: [Double] = []
    private var first: Double?
    private var last = 0.0

    /// Records a frame that ended at `end` seconds and took `cpu` seconds of work.
    mutating func record(end: Double, cpu: Double) {
        if first == nil { first = end }
        last = end
        recent.append((end, cpu))
        if recent.count > 4000 || (recent.first.map { end - $0.end > 1 } ?? false) {
            recent.removeAll { end - $0.end > 1 }
        }
        if all.count < 2_000_000 { all.append(cpu) }
    }

    /// Frames in the last second.
    var fps: Int { recent.count }

    /// CPU milliseconds per frame at `quantile` (0...1) over the last second.
    func recentMilliseconds(_ quantile: Double) -> Double { Self.quantile(recent.map(\.cpu), quantile) * 1000 }

    /// One line for `--stats`: average fps and CPU p50/p99 over the whole run.
    var summary: String {
        let seconds = max(0.001, last - (first ?? last))
        let fps = Double(max(0, all.count - 1)) / seconds
        let p50 = Self.quantile(all, 0.5) * 1000, p99 = Self.quantile(all, 0.99) * 1000
        return "stats: \(all.count) frames in \(Self.fixed(seconds, 1)) s, \(Self.fixed(fps, 1)) fps, "
            + "frame CPU p50 \(Self.fixed(p50, 2)) ms, p99 \(Self.fixed(p99, 2)) ms"
    }

    static func quantile(_ values: [Double], _ q: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var factor = 1.0
        for _ in 0..<digits { factor *= 10 }
        let scaled = Int((value * factor).rounded())
        guard digits > 0 else { return String(scaled) }
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        let fraction = String(magnitude % Int(factor))
        return sign + String(magnitude / Int(factor)) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
