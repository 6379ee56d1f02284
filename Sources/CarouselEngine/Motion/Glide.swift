/// A coast at constant deceleration after a free release, sampled by absolute time.
///
/// From position `p0` with velocity `v0` (units per second) and deceleration `a` (units per
/// second squared) the coast lasts `T = |v0| / a` and ends at `p0 + sign(v0) · v0² / (2a)`.
///
/// A finite carousel passes its `wall` (its first or last resting position, ahead in the
/// direction of motion) when `v0² / (2a)` is longer than the way to it, `w = |wall − p0|`. It
/// reaches the wall after `t1 = (|v0| − u1) / a` with speed `u1 = √(v0² − 2aw)`; past it the
/// overshoot is what the rubber band makes of the overshoot a coast would have had,
/// `d = RubberBand.displacement(u1² / (2a), limit: bandLimit)`, reached with the deceleration
/// `a2 = u1² / (2d)` in `2d / u1` seconds. The caller then springs back to the wall.
public struct Glide: Sendable, Hashable {
    /// When the coast began, in seconds.
    public var startTime: Double
    /// Where it began.
    public var from: Double
    /// Velocity at the start, units per second.
    public var velocity: Double
    /// Deceleration, units per second squared (> 0).
    public var deceleration: Double
    /// The finite end ahead in the direction of motion, or nil (a loop).
    public var wall: Double?
    /// Bound of the overshoot past the wall (the rubber band's limit), in units.
    public var bandLimit: Double

    /// Creates a coast starting at `startTime` seconds.
    public init(
        startTime: Double, from: Double, velocity: Double, deceleration: Double, wall: Double? = nil,
        bandLimit: Double = 0.5
    ) {
        self.startTime = startTime
        self.from = from
        self.velocity = velocity
        self.deceleration = deceleration
        self.wall = wall
        self.bandLimit = bandLimit
    }

    private var sign: Double { velocity < 0 ? -1 : 1 }
    private var speed: Double { abs(velocity) }
    private var a: Double { max(deceleration, 1e-9) }

    /// Where the coast would stop without a wall.
    public var freeEnd: Double { from + sign * speed * speed / (2 * a) }

    /// The way to the wall when the coast passes it, else nil.
    private var wallDistance: Double? {
        guard let wall else { return nil }
        let way = sign * (wall - from)
        guard way >= 0, speed * speed / (2 * a) > way else { return nil }
        return way
    }

    /// Whether the coast runs past the wall into the rubber band.
    public var passesWall: Bool { wallDistance != nil }

    /// Time at the wall, speed there, overshoot past it and the deceleration that stops it there.
    private var band: (t1: Double, u1: Double, overshoot: Double, deceleration: Double)? {
        guard let way = wallDistance else { return nil }
        let u1 = max(speed * speed - 2 * a * way, 0).squareRoot()
        let overshoot = RubberBand.displacement(u1 * u1 / (2 * a), limit: bandLimit)
        let a2 = overshoot > 0 ? u1 * u1 / (2 * overshoot) : .infinity
        return ((speed - u1) / a, u1, overshoot, a2)
    }

    /// Where the coast stops.
    public var end: Double {
        guard let band, let wall else { return freeEnd }
        return wall + sign * band.overshoot
    }

    /// How long the coast lasts, in seconds.
    public var duration: Double {
        guard let band else { return speed / a }
        return band.t1 + (band.u1 > 0 && band.overshoot > 0 ? 2 * band.overshoot / band.u1 : 0)
    }

    /// Position, velocity and whether the coast has stopped at `time` seconds.
    public func sample(at time: Double) -> (position: Double, velocity: Double, finished: Bool) {
        let t = max(0, time - startTime)
        guard t < duration else { return (end, 0, true) }
        if let band, let wall, t >= band.t1 {
            let s = t - band.t1
            let travelled = band.u1 * s - band.deceleration * s * s / 2
            return (wall + sign * travelled, sign * (band.u1 - band.deceleration * s), false)
        }
        return (from + sign * (speed * t - a * t * t / 2), sign * (speed - a * t), false)
    }

    /// Moves the whole coast by `delta` (used when an unbounded position is renormalised).
    public mutating func shift(by delta: Double) {
        from += delta
        wall = wall.map { $0 + delta }
    }
}
