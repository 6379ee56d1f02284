/// The motion state of one carousel: position, committed target, settle, drag, auto-scroll.
///
/// One continuous `position` drives everything: pages for paging, focus and stack (unbounded
/// when the carousel loops; item = page mod n), points of offset for marquee. Selection,
/// progress and placements are derived from it. The engine wires input, clock and layout to it.
struct CarouselController: Sendable {
    /// The pointer is down on this carousel.
    struct Press: Sendable {
        var start: Point
        var startTime: Double
        /// A drag is in progress (the pointer moved past the slop, or caught a moving carousel).
        var dragging: Bool
        /// Position and target when the drag began.
        var anchorPosition: Double
        var anchorPointer: Double
        var startTarget: Int
        /// The press began on this page dot.
        var dotItem: Int?
        /// The press does nothing (stack while settling).
        var ignored: Bool
    }

    /// Pointer travel (points) before a press becomes a drag.
    static let dragSlop = 8.0
    /// Seconds of flight used to predict where a release would coast to (deceleration 0.998 per ms).
    static let predictionSeconds = 0.998 / (1 - 0.998) / 1000
    /// Rubber-band bound past a finite edge, in pages.
    static let rubberBandLimit = 0.5

    var config: CarouselConfiguration
    var slot: CarouselSlot
    /// Pages (paging, focus, stack) or offset points (marquee).
    var position = 0.0
    /// `position` at the previous fixed step, for interpolation.
    var previous = 0.0
    /// Units per second.
    var velocity = 0.0
    /// Committed page (unbounded when looping).
    var target = 0
    var settle: SettleAnimation?
    var settleByAuto = false
    var press: Press?
    var tracker = VelocityTracker()
    var wheel = WheelGesture()
    var auto: AutoScrollMachine
    var phase: Phase = .idle
    var reportedSelection = 0

    init(config: CarouselConfiguration, slot: CarouselSlot) {
        self.config = config
        self.slot = slot
        let marquee = config.kind == .marquee
        let defaults = AutoScrollSettings(
            enabled: true, intervalSeconds: 3, resumeAfterSeconds: marquee ? 0 : 2.4,
            pauseOnHover: !marquee, direction: .forward)
        var settings = config.auto
        if marquee && settings == nil { settings = defaults }
        auto = AutoScrollMachine(settings: settings, defaults: defaults)
        if config.itemCount <= 1 && !marquee { auto.setEnabled(false) }
        // A drifting marquee is already at speed at time 0 (no ramp from rest).
        if marquee && auto.isRunning && config.itemCount > 0 && config.marquee.speedPointsPerSecond != 0 {
            velocity = config.marquee.speedPointsPerSecond * (auto.settings.direction == .forward ? 1 : -1)
            phase = .auto
        }
    }

    var n: Int { config.itemCount }
    var axis: Axis { config.axis }
    var isMarquee: Bool { config.kind == .marquee }
    /// Whether the carousel loops (stack and marquee always; paging and focus when infinite), n > 1.
    var loops: Bool { n > 1 && (config.kind == .stack || config.kind == .marquee || config.infinite) }

    /// Points of pointer travel per unit of position.
    var stride: Double {
        switch config.kind {
        case .paging: return PagingGeometry(configuration: config, frame: slot.frame).stride
        case .focus: return FocusGeometry(configuration: config, frame: slot.frame).stride
        case .stack: return stackLayout.slotExtent
        case .marquee: return 1
        }
    }

    var stackLayout: StackLayout {
        StackLayout(settings: config.stack, axis: axis, itemCount: n, stage: stage)
    }

    /// The frame minus the insets (the stack's stage).
    var stage: Size {
        let f = slot.frame, i = config.insets
        return Size(width: max(1, f.width - i.leading - i.trailing), height: max(1, f.height - i.top - i.bottom))
    }

    var stageRect: Rect {
        let f = slot.frame, i = config.insets
        return Rect(x: f.x + i.leading, y: f.y + i.top, width: stage.width, height: stage.height)
    }

    var marqueeGeometry: MarqueeGeometry { MarqueeGeometry(configuration: config, frame: slot.frame) }

    /// Logical selection in 0..<n (0 when empty).
    var selection: Int {
        guard n > 0 else { return 0 }
        if isMarquee {
            return Ring.wrap(Int((position / marqueeGeometry.stride).rounded()), n)
        }
        return loops ? Ring.wrap(target, n) : min(max(target, 0), n - 1)
    }

    /// Continuous progress in [0, n) for a position value.
    func progress(at value: Double) -> Double {
        guard n > 0 else { return 0 }
        if isMarquee { return Ring.wrap(value / marqueeGeometry.stride, Double(n)) }
        if loops { return Ring.wrap(value, Double(n)) }
        return min(max(value, 0), Double(n - 1))
    }

    /// The pointer's coordinate along the axis.
    func main(_ point: Point) -> Double { axis == .horizontal ? point.x : point.y }

    /// Whether `point` is over the carousel or its dots.
    func covers(_ point: Point) -> Bool {
        slot.frame.contains(point) || (slot.indicatorRect?.contains(point) ?? false)
    }

    /// Changes the phase, emitting an event and restarting the auto-scroll countdown.
    mutating func setPhase(_ next: Phase, at time: Double, events: inout [TimedEvent]) {
        guard next != phase else { return }
        phase = next
        auto.phaseChanged()
        events.append(TimedEvent(time: time, event: .phase(carousel: config.id, phase: next)))
    }

    /// Emits a `select` event if the selection changed since the last one.
    mutating func reportSelection(at time: Double, events: inout [TimedEvent]) {
        let current = selection
        guard current != reportedSelection else { return }
        reportedSelection = current
        events.append(TimedEvent(time: time, event: .select(carousel: config.id, index: current)))
    }
}
