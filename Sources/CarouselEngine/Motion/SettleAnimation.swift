/// How a settle moves: a spring from the current velocity, or an ease-out of fixed length.
public enum SettleCurve: Sendable, Hashable {
    case spring(Spring)
    /// Cubic ease-out over this many seconds.
    case easeOut(durationSeconds: Double)
}

/// One running settle from `from` to `to` (in pages or points), sampled by absolute time.
///
/// The motion is a closed-form function of the time since `startTime`, so sampling it on the
/// fixed step clock gives the same values whatever the step size.
public struct SettleAnimation: Sendable, Hashable {
    /// Seconds after which every settle is considered finished, whatever the curve.
    public static let maximumSeconds = 8.0
    /// A spring is at rest when closer than this (pages, or points / 1000 for marquee)...
    public static let restDistance = 0.001
    /// ...and slower than this per second.
    public static let restSpeed = 0.01

    /// When the settle began, in seconds.
    public var startTime: Double
    /// Where it began (pages, or points for marquee).
    public var from: Double
    /// Where it ends.
    public var to: Double
    /// Velocity at the start (units per second).
    public var initialVelocity: Double
    /// Spring or ease-out.
    public var curve: SettleCurve

    /// Creates a settle starting at `startTime` seconds.
    public init(startTime: Double, from: Double, to: Double, initialVelocity: Double, curve: SettleCurve) {
        self.startTime = startTime
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.curve = curve
    }

    /// Position, velocity and whether the settle has finished at `time` seconds.
    public func sample(at time: Double, restScale: Double = 1) -> (position: Double, velocity: Double, finished: Bool) {
        let t = max(0, time - startTime)
        switch curve {
        case .spring(let spring):
            let state = spring.state(x0: from - to, v0: initialVelocity, t: t)
            let atRest = abs(state.x) < Self.restDistance * restScale && abs(state.v) < Self.restSpeed * restScale
            if atRest || t >= Self.maximumSeconds { return (to, 0, true) }
            return (to + state.x, state.v, false)
        case .easeOut(let duration):
            guard duration > 0, t < duration else { return (to, 0, true) }
            let u = t / duration
            let span = to - from
            return (from + span * EaseOut.cubic(u), span * EaseOut.cubicSlope(u) / duration, false)
        }
    }

    /// Moves the whole animation by `delta` (used when an unbounded position is renormalised).
    public mutating func shift(by delta: Double) {
        from += delta
        to += delta
    }
}
