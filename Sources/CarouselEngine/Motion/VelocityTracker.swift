/// Average pointer velocity over the last 100 ms before a release.
///
/// The tracker keeps recent `(time, position)` samples along one axis. The velocity is
/// `(x(T) - x(T - window)) / window`, where `x(T - window)` is interpolated between the two
/// samples around it; if the drag is shorter than the window, it is measured from the first
/// sample. A pointer held still for the whole window therefore has exactly zero velocity.
public struct VelocityTracker: Sendable, Hashable {
    /// The averaging window in seconds.
    public let windowSeconds: Double
    private var times: [Double] = []
    private var positions: [Double] = []

    /// Creates an empty tracker (default window 0.1 s).
    public init(windowSeconds: Double = 0.1) { self.windowSeconds = windowSeconds }

    /// Forgets every sample.
    public mutating func reset() {
        times.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
    }

    /// Records the pointer at `position` (points) at `time` (seconds). Times must not decrease.
    public mutating func add(time: Double, position: Double) {
        if let last = times.last, time < last { return }
        times.append(time)
        positions.append(position)
        prune(before: time - windowSeconds)
    }

    /// Velocity in points per second at `time`, the release time.
    public func velocity(at time: Double) -> Double {
        guard let lastPosition = positions.last else { return 0 }
        let start = time - windowSeconds
        guard let firstTime = times.first, let firstPosition = positions.first else { return 0 }
        if firstTime >= start {
            let span = time - firstTime
            return span > 1e-6 ? (lastPosition - firstPosition) / span : 0
        }
        // firstTime < start: interpolate the position at `start`.
        var index = 0
        while index + 1 < times.count && times[index + 1] < start { index += 1 }
        let positionAtStart: Double
        if index + 1 < times.count {
            let t0 = times[index], t1 = times[index + 1]
            let fraction = t1 > t0 ? (start - t0) / (t1 - t0) : 1
            positionAtStart = positions[index] + (positions[index + 1] - positions[index]) * fraction
        } else {
            positionAtStart = positions[index]
        }
        return (lastPosition - positionAtStart) / windowSeconds
    }

    /// Drops samples older than `cutoff`, keeping one before it for interpolation.
    private mutating func prune(before cutoff: Double) {
        var drop = 0
        while drop + 1 < times.count && times[drop + 1] < cutoff { drop += 1 }
        if drop > 0 {
            times.removeFirst(drop)
            positions.removeFirst(drop)
        }
    }
}
