import CarouselEngine

/// What the render pass plays: how long, how often it looks, and which window sizes it tries.
///
/// The pass plays every carousel from rest (auto-scroll ticking where the spec turns it on),
/// drags each carousel one page forward and one back, shows the window at the smallest size
/// the schema allows, then at the spec's `min-size` if it has one, then at the largest, and
/// looks at the scene of every frame.
public struct RenderPlan: Sendable, Hashable {
    /// Frames looked at per second of engine time.
    public var framesPerSecond: Double
    /// Least time at rest at the start, in seconds.
    public var minimumRest: Double
    /// Most time at rest at the start, in seconds (long enough for one auto-scroll tick and its
    /// settle when the interval is at most this minus ``settleTime``).
    public var maximumRest: Double
    /// Time given to a settle after a drag or a resize, in seconds.
    public var settleTime: Double
    /// Duration of one drag, in seconds.
    public var dragDuration: Double
    /// How far a drag moves, as a fraction of the carousel's frame along its axis.
    public var dragFraction: Double
    /// The smallest window tried, in points (the spec's own size is always tried).
    public var smallest: Size
    /// The largest window tried, in points.
    public var largest: Size
    /// Windows tried between the smallest and the largest, in points (the spec's `min-size`).
    public var between: [Size] = []

    /// Creates a plan.
    public init(
        framesPerSecond: Double = 60, minimumRest: Double = 1, maximumRest: Double = 5, settleTime: Double = 0.8,
        dragDuration: Double = 0.2, dragFraction: Double = 0.6, smallest: Size, largest: Size
    ) {
        self.framesPerSecond = framesPerSecond
        self.minimumRest = minimumRest
        self.maximumRest = maximumRest
        self.settleTime = settleTime
        self.dragDuration = dragDuration
        self.dragFraction = dragFraction
        self.smallest = smallest
        self.largest = largest
    }

    /// How long the pass rests at the start for `scene`: one auto-scroll tick and its settle when
    /// a carousel scrolls by itself, within ``minimumRest``...``maximumRest``.
    func rest(for scene: SceneConfiguration) -> Double {
        let intervals = scene.carousels.compactMap { $0.auto?.enabled == true ? $0.auto?.intervalSeconds : nil }
        guard let shortest = intervals.min(), shortest.isFinite else { return minimumRest }
        return max(minimumRest, min(maximumRest, shortest + settleTime))
    }
}
