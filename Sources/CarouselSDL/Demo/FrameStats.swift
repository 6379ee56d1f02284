/// Frame timing over the last second and over the whole run: frames per second, the CPU time
/// spent drawing a frame (before it is presented) and the whole frame time including present.
struct FrameStats {
    private var recent: [(end: Double, draw: Double, frame: Double)] = []
    private var draws: [Double] = []
    private var frames: [Double] = []
    private var first: Double?
    private var last = 0.0

    /// Records a frame that ended at `end` seconds, spent `draw` seconds drawing and `frame`
    /// seconds in total (drawing plus present, without the idle wait).
    mutating func record(end: Double, draw: Double, frame: Double) {
        if first == nil { first = end }
        last = end
        recent.append((end, draw, frame))
        if let oldest = recent.first, end - oldest.end > 1 { recent.removeAll { end - $0.end > 1 } }
        if draws.count < 2_000_000 {
            draws.append(draw)
            frames.append(frame)
        }
    }

    /// Frames in the last second.
    var fps: Int { recent.count }

    /// "draw p50 .. p99 .. ms | frame p50 .. p99 .. ms" over the last second (for the HUD).
    var recentLine: String {
        let draw = recent.map(\.draw), frame = recent.map(\.frame)
        return
            "draw CPU p50 \(Self.fixed(Self.quantile(draw, 0.5) * 1000, 2)) p99 \(Self.fixed(Self.quantile(draw, 0.99) * 1000, 2)) ms"
            + " | frame p50 \(Self.fixed(Self.quantile(frame, 0.5) * 1000, 1)) p99 \(Self.fixed(Self.quantile(frame, 0.99) * 1000, 1)) ms"
    }

    /// One line for `--stats`: average fps and the p50/p99 times over the whole run.
    var summary: String {
        let seconds = max(0.001, last - (first ?? last))
        let fps = Double(max(0, frames.count - 1)) / seconds
        return "stats: \(frames.count) frames in \(Self.fixed(seconds, 1)) s, \(Self.fixed(fps, 1)) fps, "
            + Self.line(draw: draws, frame: frames)
    }

    private static func line(draw: [Double], frame: [Double]) -> String {
        "draw CPU p50 \(fixed(quantile(draw, 0.5) * 1000, 2)) ms, p99 \(fixed(quantile(draw, 0.99) * 1000, 2)) ms; "
            + "frame incl. present p50 \(fixed(quantile(frame, 0.5) * 1000, 2)) ms, p99 \(fixed(quantile(frame, 0.99) * 1000, 2)) ms"
    }

    /// The `q` quantile (0...1) of `values` (nearest rank), 0 for none.
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var factor = 1
        for _ in 0..<digits { factor *= 10 }
        let scaled = Int((value * Double(factor)).rounded())
        guard digits > 0 else { return String(scaled) }
        let magnitude = abs(scaled)
        let fraction = String(magnitude % factor)
        return (scaled < 0 ? "-" : "") + String(magnitude / factor) + "."
            + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
