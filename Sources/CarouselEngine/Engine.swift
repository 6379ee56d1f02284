/// The whole motion engine for one window: every carousel, the focus, the clock.
///
/// Time is passed in; the engine never reads a clock. Contract (implementation in progress):
/// `send(_:at:)` feeds input, `advance(to:)` steps the fixed-step simulation and returns
/// the events that happened, `frames(at:)` gives interpolated placements for drawing.
public struct Engine: Sendable {
    /// The scene being played.
    public private(set) var scene: SceneConfiguration

    /// Creates an engine at time 0.
    public init(scene: SceneConfiguration) {
        self.scene = scene
    }

    /// Feeds one input event that happened at `time` seconds.
    public mutating func send(_ event: InputEvent, at time: Double) {}

    /// Steps the simulation up to `time` seconds; returns events in time order.
    public mutating func advance(to time: Double) -> [TimedEvent] { [] }

    /// Placements for drawing at the current time (interpolated between fixed steps).
    public func frames() -> [CarouselFrame] { [] }

    /// Replaces the configuration (hot reload), keeping selections of carousels whose ids match.
    public mutating func reload(_ scene: SceneConfiguration) { self.scene = scene }
}
