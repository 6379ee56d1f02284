/// A fixed-step simulation clock: the engine moves in steps of 1/60 s whatever the render rate.
///
/// Steps are counted as integers so that step times never drift (`time = index / rate`).
/// Between two steps, ``Engine/frames()`` interpolates with ``alpha(at:)``.
public struct FixedStepClock: Sendable, Hashable {
    /// Steps per second.
    public let rate: Double
    /// How many steps have been taken since time 0.
    public private(set) var stepIndex: Int = 0

    /// Creates a clock at time 0 (default 60 steps per second).
    public init(rate: Double = 60) { self.rate = rate }

    /// Length of one step in seconds.
    public var stepSeconds: Double { 1 / rate }

    /// Time of the last step taken, in seconds.
    public var time: Double { Double(stepIndex) / rate }

    /// Time of the next step, in seconds.
    public var nextStepTime: Double { Double(stepIndex + 1) / rate }

    /// Whether the next step is due at `time` seconds (with a tolerance of 1 µs for rounding).
    public func isStepDue(at time: Double) -> Bool { nextStepTime <= time + 1e-6 }

    /// Takes one step.
    public mutating func tick() { stepIndex += 1 }

    /// Jumps to step `index` without taking the steps between (never backwards).
    public mutating func skip(to index: Int) { stepIndex = max(stepIndex, index) }

    /// Interpolation factor in 0...1 for drawing at `time` seconds, at or before the last step:
    /// `1 - (stepTime - time) * rate`, so 1 draws the last step and 0 the one before it.
    ///
    /// The engine steps until the clock reaches or passes the time asked for, then draws
    /// between the step before and the step at or after it (``Engine/frames()``).
    public func alpha(at time: Double) -> Double {
        1 - min(1, max(0, (self.time - time) * rate))
    }
}
