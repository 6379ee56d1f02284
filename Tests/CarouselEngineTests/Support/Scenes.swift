import CarouselEngine

/// Configurations built in Swift for the engine tests (the defaults of spec v1).
enum Scenes {
    static let stackDefaults = StackSettings(
        aspectRatio: 1.586, spacingRatio: nil, neighborScale: 0.88, minScale: 0.70, extentSlack: 0.22,
        focusWidth: 0.88, maxVisibleSlot: 2,
        opacityStops: [
            OpacityStop(distance: 0, opacity: 1), OpacityStop(distance: 1, opacity: 0.36),
            OpacityStop(distance: 2, opacity: 0.18), OpacityStop(distance: 2.45, opacity: 0),
        ])

    static func carousel(
        _ id: String = "c", kind: CarouselKind = .paging, axis: Axis = .horizontal, infinite: Bool = false,
        count: Int = 5, frame: Rect? = nil, auto: AutoScrollSettings? = nil, pageSize: Size? = nil,
        animation: SnapAnimation? = nil, indicators: Bool = false, speed: Double = 70
    ) -> CarouselConfiguration {
        let defaultAnimation: SnapAnimation =
            kind == .stack
            ? .easeOut(durationSeconds: 0.35) : .spring(stiffness: 300, damping: 30)
        let distance = kind == .stack ? 0.25 : (kind == .focus ? 0.625 : 0.5)
        return CarouselConfiguration(
            id: id, kind: kind, axis: axis, infinite: infinite, explicitFrame: frame, spacing: 16,
            insets: EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20), pageSize: pageSize, cornerRadius: 16,
            indicators: indicators, hasTitle: false, itemCount: count,
            snap: SnapSettings(
                animation: animation ?? defaultAnimation, velocityThreshold: 200, distanceThreshold: distance,
                maxFlickPages: kind == .stack ? 5 : 1),
            auto: auto, stack: stackDefaults,
            marquee: MarqueeSettings(speedPointsPerSecond: speed, itemExtent: 100, decelerationPerMillisecond: 0.998),
            focus: FocusSettings(itemSize: Size(width: 300, height: 500), shrink: 100, visibleNeighbors: 3))
    }

    static func auto(interval: Double = 3, resumeAfter: Double = 2.4, hover: Bool = true) -> AutoScrollSettings {
        AutoScrollSettings(
            enabled: true, intervalSeconds: interval, resumeAfterSeconds: resumeAfter, pauseOnHover: hover,
            direction: .forward)
    }

    /// One carousel filling a 1280 x 800 window.
    static func single(_ carousel: CarouselConfiguration, size: Size = Size(width: 1280, height: 800))
        -> SceneConfiguration
    {
        SceneConfiguration(windowSize: size, layout: .rows, carousels: [carousel])
    }
}

/// Drives an engine with timed input and collects its events.
struct Driver {
    var engine: Engine
    var events: [TimedEvent] = []

    init(_ scene: SceneConfiguration) { engine = Engine(scene: scene) }

    mutating func send(_ event: InputEvent, at time: Double) {
        engine.send(event, at: time)
    }

    mutating func run(until time: Double) {
        events += engine.advance(to: time)
    }

    /// Drags from `from` to `to` (window points) in `steps` moves over `seconds`, starting at `start`.
    mutating func drag(from: Point, to: Point, start: Double, seconds: Double, steps: Int = 6, hold: Double = 0) {
        send(.pointerDown(from), at: start)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            let point = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            send(.pointerMove(point), at: start + seconds * f)
        }
        send(.pointerUp(to), at: start + seconds + hold)
    }

    mutating func tap(_ point: Point, at time: Double) {
        send(.pointerDown(point), at: time)
        send(.pointerUp(point), at: time + 0.05)
    }

    var selects: [Int] { events.compactMap { if case .select(_, let i) = $0.event { return i } else { return nil } } }
    var settles: [Int] { events.compactMap { if case .settle(_, let i) = $0.event { return i } else { return nil } } }
    var phases: [Phase] { events.compactMap { if case .phase(_, let p) = $0.event { return p } else { return nil } } }
    var frame: CarouselFrame { engine.frames()[0] }
}
