#if canImport(Glibc)
    import Glibc
#endif

/// Marquee: items drift by at `speed`; the position is an offset in points (see ``MarqueeGeometry``).
///
/// It never snaps. A press grabs it at once, a release keeps the pointer's velocity as
/// momentum that decays by `deceleration` per millisecond towards the drift, and keys, wheel
/// steps and dot clicks glide by whole items with a ``glideSeconds`` ease-out. Without a
/// `[carousel.auto]` table it drifts (``AutoScrollSettings/marqueeStandard``).
struct MarqueeBehavior: KindBehavior {
    /// Seconds of the ease-out glide of keys, wheel steps and dot clicks.
    static let glideSeconds = 0.35

    let geometry: MarqueeGeometry
    let settings: MarqueeSettings
    let axis: Axis
    let count: Int
    let loops: Bool

    init(configuration c: CarouselConfiguration, frame: Rect) {
        geometry = MarqueeGeometry(configuration: c, frame: frame)
        settings = c.marquee
        axis = c.axis
        count = c.itemCount
        loops = count > 1
    }

    static var snapsToPages: Bool { false }

    /// One point of offset per point of pointer travel.
    var stride: Double { 1 }
    var dragsOnPress: Bool { true }
    var canAutoScroll: Bool { true }

    func cards(at value: Double, target: Int, dragging: Bool, settling: Bool) -> [CardPlacement] {
        geometry.cards(offset: value, count: count, axis: axis)
    }

    /// The item nearest the leading edge: `round(offset / stride) mod n`.
    func selection(position: Double, target: Int) -> Int {
        Ring.wrap(CheckedInt.of(geometry.units(position)), count)
    }

    /// `offset / stride mod n`.
    func progress(at value: Double) -> Double { Ring.wrap(geometry.units(value), Double(count)) }

    func tapTarget(at point: Point, position: Double) -> Int? { nil }

    /// Never used: a marquee release keeps its momentum (``release(_:_:pointerVelocity:at:events:)``).
    func releaseTarget(_ release: ReleaseInput) -> Int { release.startTarget }

    /// Without a table the marquee drifts with ``AutoScrollSettings/marqueeStandard``.
    func autoScroll(_ configured: AutoScrollSettings?) -> AutoScrollMachine {
        AutoScrollMachine(settings: configured ?? .marqueeStandard, defaults: .marqueeStandard)
    }

    /// The offset follows the pointer 1:1, with no rubber band (the ring has no edge).
    func dragPosition(anchor: Double, travel: Double) -> Double { anchor - travel }

    /// A drifting marquee is already at speed at time 0 (no ramp from rest); under reduced motion
    /// it rests on its item (it steps or stands, ``MarqueeReducedMotion``).
    func start(_ carousel: inout CarouselController) {
        guard carousel.auto.isRunning, count > 0, settings.speedPointsPerSecond != 0, !carousel.reducedMotion
        else { return }
        carousel.velocity = settings.speedPointsPerSecond * (carousel.auto.settings.direction == .forward ? 1 : -1)
        carousel.phase = .auto
    }

    func release(
        _ carousel: inout CarouselController, _ press: CarouselController.Press, pointerVelocity: Double,
        at time: Double, events: inout [TimedEvent]
    ) {
        carousel.velocity = -pointerVelocity
        carousel.setPhase(abs(carousel.velocity) > 1 ? .settling : .idle, at: time, events: &events)
    }

    /// Glides to `item` by the short way round the ring.
    func go(_ carousel: inout CarouselController, toItem item: Int, at time: Double, events: inout [TimedEvent]) {
        let current = geometry.units(carousel.position)
        let delta = Ring.shortestDelta(from: current, to: Double(item), n: count)
        glide(&carousel, by: geometry.points(fromUnits: current, by: delta), at: time, events: &events)
    }

    func page(_ carousel: inout CarouselController, by delta: Int, at time: Double, events: inout [TimedEvent]) {
        let current = geometry.units(carousel.settle?.to ?? carousel.position)
        glide(&carousel, by: geometry.points(fromUnits: current, by: Double(delta)), at: time, events: &events)
    }

    /// The drift is the marquee's auto-scroll: there are no ticks, except under reduced motion,
    /// where each tick jumps to the next item in the drift's direction (the step of
    /// ``MarqueeReducedMotion/step``), lands on it exactly and counts that item's own time.
    func autoAdvance(_ carousel: inout CarouselController, at time: Double, events: inout [TimedEvent]) {
        guard carousel.reducedMotion, count > 1, carousel.press == nil, carousel.settle == nil,
            settings.speedPointsPerSecond != 0
        else { return }
        let forward = (carousel.auto.settings.direction == .forward) == (settings.speedPointsPerSecond > 0)
        let item = Ring.wrap(carousel.selection + (forward ? 1 : -1), count)
        let current = geometry.units(carousel.position)
        let delta = Ring.shortestDelta(from: current, to: Double(item), n: count)
        carousel.position += geometry.points(fromUnits: current, by: delta)
        carousel.velocity = 0
        normalize(&carousel)
        carousel.previous = carousel.position
        carousel.reportSelection(at: time, events: &events, byAuto: true)
        carousel.syncItemInterval(restart: true)
        events.append(TimedEvent(time: time, event: .settle(carousel: carousel.config.id, index: carousel.selection)))
    }

    /// Keeps the offset of a marquee, or starts at the selected item's offset.
    func adopt(_ carousel: inout CarouselController, selection: Int, offset: Double, previousKind: CarouselKind) {
        carousel.position = previousKind == .marquee ? offset : geometry.offset(units: Double(selection))
        normalize(&carousel)
    }

    /// An ease-out glide of the offset by `points` (from the end of a running glide).
    func glide(_ carousel: inout CarouselController, by points: Double, at time: Double, events: inout [TimedEvent]) {
        guard count > 0, carousel.press == nil else { return }
        let base = carousel.settle?.to ?? carousel.position
        carousel.settle = SettleAnimation(
            startTime: time, from: carousel.position, to: base + points, initialVelocity: 0,
            curve: .easeOut(durationSeconds: carousel.reducedMotion ? 0 : Self.glideSeconds))
        carousel.velocity = 0
        carousel.setPhase(.settling, at: time, events: &events)
    }
}
