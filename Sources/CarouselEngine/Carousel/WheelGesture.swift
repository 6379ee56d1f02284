/// Turns a stream of wheel deltas into at most one page per gesture.
///
/// Deltas accumulate until they pass ``threshold`` wheel steps; then one page is reported and
/// the rest of the gesture (its inertia tail) is ignored. A gesture ends when no wheel event
/// arrives for ``quietGapSeconds``: the next delta starts a new gesture.
public struct WheelGesture: Sendable, Hashable {
    /// Accumulated wheel steps needed to page.
    public static let threshold = 1.0
    /// Seconds without wheel events that end a gesture (inertia tails send events every ~16 ms).
    public static let quietGapSeconds = 0.3

    private var accumulated = 0.0
    private var consumed = false
    private var lastTime = -Double.infinity

    /// Creates an idle gesture tracker.
    public init() {}

    /// Whether a gesture this tracker took a delta of is still running at `time` (no quiet gap yet).
    public func isOngoing(at time: Double) -> Bool { time - lastTime <= Self.quietGapSeconds }

    /// Adds a delta (positive = towards the next page) at `time`; returns +1 / -1 to page, or 0.
    public mutating func add(_ delta: Double, at time: Double) -> Int {
        if time - lastTime > Self.quietGapSeconds {
            accumulated = 0
            consumed = false
        }
        lastTime = time
        guard !consumed, delta.isFinite else { return 0 }
        accumulated += delta
        guard abs(accumulated) >= Self.threshold else { return 0 }
        consumed = true
        return accumulated > 0 ? 1 : -1
    }
}
