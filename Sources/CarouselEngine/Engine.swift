/// The whole motion engine for one window: every carousel, the focus, the clock.
///
/// Time is passed in; the engine never reads a clock. `send(_:at:)` feeds input (the
/// simulation first steps up to the event's time), `advance(to:)` steps the fixed 60 Hz
/// simulation until its clock reaches `time` and returns the events that happened, and
/// `frames()` interpolates between the two steps around that time for drawing.
public struct Engine: Sendable {
    /// The scene being played (window size follows resize events).
    public internal(set) var scene: SceneConfiguration
    /// The fixed-step clock.
    public internal(set) var clock = FixedStepClock()
    /// The time last asked for, in seconds.
    public internal(set) var now = 0.0
    var carousels: [CarouselController]
    var focusIndex = 0
    var pointer: Point?
    var capture: Int?
    var pending: [TimedEvent] = []
    /// The window is hidden or minimised (``setWindowVisible(_:at:)``); reloads keep it.
    var windowHidden = false
    /// The window has the keyboard focus (``setWindowFocused(_:at:)``; true until told otherwise).
    var windowFocused = true
    /// Most fixed steps one ``send(_:at:)`` or ``advance(to:)`` takes while something moves
    /// (default ``maximumCatchUpSteps``). A headless replay that must reproduce every step of a
    /// gap longer than ten minutes (`render --at 3600`) sets it higher or advances in chunks.
    public var catchUpLimit = Engine.maximumCatchUpSteps
    /// The synced pairs (`sync`), coupled in ``coupleSyncedCarousels(at:)``.
    var syncLinks: [SyncLink] = []

    /// Creates an engine at time 0.
    public init(scene: SceneConfiguration) {
        self.scene = scene
        let slots = SceneLayout.slots(for: scene)
        carousels = zip(scene.carousels, slots).map {
            CarouselController(config: $0.0, slot: $0.1, reducedMotion: scene.reducedMotion)
        }
        updateFocus()
        alignSyncedCarousels()
    }

    /// Whether reduced motion is in force (see ``SceneConfiguration/reducedMotion``).
    public var reducedMotion: Bool { scene.reducedMotion }

    /// A controller for one carousel of this scene (reduced motion as the scene says).
    func makeController(_ config: CarouselConfiguration, slot: CarouselSlot) -> CarouselController {
        var controller = CarouselController(config: config, slot: slot, reducedMotion: scene.reducedMotion)
        if windowHidden { controller.auto.setHidden(true) }
        return controller
    }

    /// Feeds one input event that happened at `time` seconds.
    ///
    /// Any numbers are accepted: the time and the event's coordinates, deltas and sizes are
    /// brought into ``InputLimits`` first (a NaN time means "now"; a resize with a NaN side is
    /// dropped), so no input traps or stalls the engine.
    public mutating func send(_ event: InputEvent, at time: Double) {
        let time = InputLimits.time(time, fallback: now)
        guard let event = InputLimits.sanitized(event) else { return }
        stepUntil(time, inclusive: false)
        now = max(now, time)
        dispatch(event, at: time)
        coupleSyncedCarousels(at: time)
    }

    /// Steps the simulation up to `time` seconds; returns events in time order.
    ///
    /// The work per call is bounded whatever the gap since the last call (see
    /// ``maximumCatchUpSteps``); a NaN time means "now".
    public mutating func advance(to time: Double) -> [TimedEvent] {
        let time = InputLimits.time(time, fallback: now)
        stepUntil(time, inclusive: true)
        now = max(now, time)
        let events = pending
        pending.removeAll(keepingCapacity: true)
        return events
    }

    /// One `select` per carousel for the item it starts on, at the current time: the first
    /// lines of `simulate` and of the demo's event stream, so a reader of either knows the
    /// selection before anything changes. Not announced (nothing changed; see ``TimedEvent/announced``).
    public func startEvents() -> [TimedEvent] {
        carousels.map {
            TimedEvent(time: now, event: .select(carousel: $0.config.id, index: $0.selection), announced: false)
        }
    }

    /// Placements for drawing at the current time (interpolated between fixed steps).
    public func frames() -> [CarouselFrame] {
        let alpha = clock.alpha(at: now)
        var result: [CarouselFrame] = []
        result.reserveCapacity(carousels.count)
        for (index, carousel) in carousels.enumerated() {
            result.append(carousel.frame(alpha: alpha, focused: index == focusIndex))
        }
        return result
    }

    /// Steps while the clock is behind `time` (inclusive: until it reaches or passes it;
    /// otherwise only steps due at or before it).
    mutating func stepUntil(_ time: Double, inclusive: Bool) {
        catchUp(to: time)
        let dt = clock.stepSeconds
        while inclusive ? clock.time < time - 1e-9 : clock.isStepDue(at: time) {
            clock.tick()
            let stepTime = clock.time
            for index in carousels.indices {
                carousels[index].step(to: stepTime, dt: dt, events: &pending)
            }
            coupleSyncedCarousels(at: stepTime)
        }
    }
}
