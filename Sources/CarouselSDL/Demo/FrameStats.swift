/// Frame timing over the last second and over the whole run: frames per second, the process CPU
/// time per frame, the wall time spent drawing a frame (before it is presented) and the whole
/// frame's wall time including present; and the share of the run spent asleep waiting for an
/// event or a deadline with nothing to draw (idle).
///
/// The whole run's samples (for the `--stats` percentiles) are kept only when asked
/// (``init(keepsSamples:)``): a window that runs for days without `--stats` keeps only the last
/// second, so its memory does not grow with the frames it draws.
struct FrameStats {
    private var recent: [(end: Double, draw: Double, frame: Double)] = []
    private var recentCPU: [(end: Double, cpu: Double)] = []
    private var draws: [Double] = []
    private var frames: [Double] = []
    private var cpus: [Double] = []
    private var first: Double?
    private var last = 0.0
    /// Seconds asleep waiting for an event or a deadline, and when the run ended (nil: at the last frame).
    private var idle = 0.0
    private var ended: Double?
    /// Card faces made ahead while idle, and the process CPU seconds that took.
    private var aheadFaces = 0
    private var aheadCPU = 0.0
    private static let kept = 2_000_000
    /// Whether the whole run's samples are kept (for ``summary``), or only the last second.
    let keepsSamples: Bool
    /// Frames recorded over the whole run.
    private(set) var frameCount = 0

    /// Creates empty statistics; `keepsSamples` keeps every frame's figures for ``summary``
    /// (up to two million frames), otherwise only the last second's for the HUD.
    init(keepsSamples: Bool = true) {
        self.keepsSamples = keepsSamples
    }

    /// Records a frame that ended at `end` seconds, spent `draw` seconds drawing and `frame`
    /// seconds in total (drawing plus present, without the idle wait), all wall-clock time.
    mutating func record(end: Double, draw: Double, frame: Double) {
        if first == nil { first = end }
        last = end
        frameCount += 1
        recent.append((end, draw, frame))
        if let oldest = recent.first, end - oldest.end > 1 { recent.removeAll { end - $0.end > 1 } }
        if keepsSamples, draws.count < Self.kept {
            draws.append(draw)
            frames.append(frame)
        }
    }

    /// Records the process CPU seconds (every thread) one frame used, from its start to the next
    /// frame's start at `end` seconds: events, engine, drawing, present and any driver threads.
    mutating func recordCPU(_ cpu: Double, end: Double) {
        recentCPU.append((end, cpu))
        if let oldest = recentCPU.first, end - oldest.end > 1 { recentCPU.removeAll { end - $0.end > 1 } }
        if keepsSamples, cpus.count < Self.kept { cpus.append(cpu) }
    }

    /// Records `seconds` asleep waiting for an event or a deadline (nothing to draw).
    mutating func recordIdle(_ seconds: Double) {
        if seconds > 0 { idle += seconds }
    }

    /// Records `faces` card faces made ahead while idle in `cpu` process CPU seconds (left out
    /// of the frame CPU figures, counted here).
    mutating func recordAhead(faces: Int, cpu: Double) {
        aheadFaces += faces
        aheadCPU += max(0, cpu)
    }

    /// The run ended at `time` seconds: the summary's wall time runs from the first frame to here.
    mutating func end(at time: Double) { ended = time }

    /// How many whole-run samples are held (draw and frame wall times, and frame CPU times).
    var keptSampleCount: Int { draws.count + frames.count + cpus.count }

    /// Frames in the last second.
    var fps: Int { recent.count }

    /// "frame CPU p50 .. p99 .. ms" over the last second, for the HUD.
    var recentCPULine: String {
        let cpu = recentCPU.map(\.cpu)
        return "frame CPU p50 \(Self.ms(cpu, 0.5)) p99 \(Self.ms(cpu, 0.99)) ms"
    }

    /// "draw p50 .. p99 .. ms | frame p50 .. p99 .. ms" (wall clock) over the last second, for the HUD.
    var recentWallLine: String {
        let draw = recent.map(\.draw), frame = recent.map(\.frame)
        return "wall: draw p50 \(Self.ms(draw, 0.5)) p99 \(Self.ms(draw, 0.99)) ms"
            + " | frame incl. present p50 \(Self.ms(frame, 0.5)) p99 \(Self.ms(frame, 0.99)) ms"
    }

    /// One line for `--stats`: average fps and the p50/p99 figures over the whole run, then the
    /// share of the wall time (first frame to the end) spent asleep.
    var summary: String {
        let seconds = max(0.001, max(last, ended ?? last) - (first ?? last))
        let fps = Double(max(0, frameCount - 1)) / seconds
        let idleShare = Self.fixed(min(100, 100 * idle / seconds), 1)
        return "stats: \(frameCount) frames in \(Self.fixed(seconds, 1)) s, \(Self.fixed(fps, 1)) fps, "
            + "frame CPU p50 \(Self.ms(cpus, 0.5)) ms, p99 \(Self.ms(cpus, 0.99)) ms; "
            + "draw (wall) p50 \(Self.ms(draws, 0.5)) ms, p99 \(Self.ms(draws, 0.99)) ms; "
            + "frame incl. present (wall) p50 \(Self.ms(frames, 0.5)) ms, p99 \(Self.ms(frames, 0.99)) ms"
            + "; idle \(idleShare) % of wall time"
            + (aheadFaces > 0
                ? "; \(aheadFaces) card face\(aheadFaces == 1 ? "" : "s") made ahead while idle in "
                    + "\(Self.fixed(aheadCPU * 1000, 2)) ms CPU" : "")
    }

    /// The `q` quantile of `seconds`, in milliseconds with two decimals.
    private static func ms(_ seconds: [Double], _ q: Double) -> String {
        fixed(quantile(seconds, q) * 1000, 2)
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
