/// The motion state of one carousel: position, committed target, settle, drag, auto-scroll.
///
/// One continuous `position` drives everything: pages for paging, focus and stack (unbounded
/// when the carousel loops; item = page mod n), points of offset for marquee. Selection,
/// progress and placements are derived from it. The engine wires input, clock and layout to it.
///
/// The controller holds what every kind shares (press and drag, velocity tracking, settles,
/// auto-scroll, events) and asks its ``KindBehavior`` for the rest: placements, snap targets,
/// settle curves, selection and progress, and what keys, wheel and auto-scroll ticks do.
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
        /// The press began on the pause button.
        var onButton = false
        /// The press began on this navigation arrow.
        var arrow: ArrowSide? = nil
    }

    /// Pointer travel (points) before a press becomes a drag.
    static let dragSlop = 8.0
    /// Rubber-band bound past a finite edge, in pages.
    static let rubberBandLimit = 0.5

    let config: CarouselConfiguration
    /// Where the carousel sits; the kind's behaviour is rebuilt when it changes.
    var slot: CarouselSlot {
        didSet {
            behavior = KindRegistry.behavior(for: motionConfig, frame: slot.frame)
            thumbs = thumbView(from: thumbs?.view)
        }
    }
    /// What the carousel's kind does its own way (built by ``KindRegistry``).
    private(set) var behavior: any KindBehavior
    /// Pages (paging, focus, stack) or offset points (marquee).
    var position = 0.0
    /// `position` at the previous fixed step, for interpolation.
    var previous = 0.0
    /// Units per second.
    var velocity = 0.0
    /// Committed page (unbounded when looping).
    var target = 0
    var settle: SettleAnimation?
    /// A free release's coast (`[carousel.snap] mode = "free" | "free-snap"`), see `+Coast`.
    var coast: Coast?
    /// What a thumbnail strip shows (``PagingLayout/thumbs``), nil for every other carousel.
    var thumbs: ThumbView?
    var press: Press?
    /// Where the pointer hovers over this carousel (nil when elsewhere), for the arrows' hover state.
    var hover: Point?
    var tracker = VelocityTracker()
    var wheel = WheelGesture()
    /// Time of the last wheel event of a continuous wheel scroll (free modes), nil when none runs.
    var wheelScrolledAt: Double?
    var auto: AutoScrollMachine
    var phase: Phase = .idle
    var reportedSelection = 0
    /// Reduced motion: page changes jump and a marquee steps or stands (see ``SceneConfiguration``).
    let reducedMotion: Bool

    init(config: CarouselConfiguration, slot: CarouselSlot, reducedMotion: Bool = false) {
        self.config = config
        self.slot = slot
        self.reducedMotion = reducedMotion
        let behavior = KindRegistry.behavior(for: reducedMotion ? config.flat : config, frame: slot.frame)
        self.behavior = behavior
        auto = behavior.autoScroll(config.auto)
        if !canAutoScroll { auto.setEnabled(false) }
        behavior.start(&self)
        if config.itemCount > 0 {
            // `start`: rest on the configured item (a marquee at its offset), as after a reload.
            behavior.adopt(&self, selection: min(max(config.start, 0), n - 1), offset: 0, previousKind: .paging)
            previous = position
            reportedSelection = selection
        }
        thumbs = thumbView(from: nil)
        syncItemInterval(restart: true)
    }

    /// Tells auto-scroll the selected item's own interval (before its next countdown starts;
    /// `restart`: a running countdown starts from it now).
    mutating func syncItemInterval(restart: Bool = false) {
        guard !config.itemIntervalSeconds.isEmpty else { return }
        auto.setItemInterval(config.itemIntervalSeconds[selection], restart: restart)
    }

    /// Side of the pause button and its distance from the top and trailing insets, in points.
    static let pauseButtonSize = 32.0, pauseButtonMargin = 8.0

    /// The pause / play button's rectangle (`pause-button = true` and auto-scroll possible), or nil.
    var pauseButtonRect: Rect? {
        guard config.auto?.pauseButton == true else { return nil }
        return cornerControlRect
    }

    /// The box of the progress ring (`progress = "ring"` and auto-scroll possible), or nil: the
    /// same corner box as the pause button, so the ring goes around the button when both are on.
    var progressRingRect: Rect? {
        guard config.auto?.progress == .ring else { return nil }
        return cornerControlRect
    }

    /// The 32-point box 8 points inside the top and trailing insets, when auto-scroll is possible
    /// and the frame holds it.
    private var cornerControlRect: Rect? {
        guard canAutoScroll else { return nil }
        let frame = slot.frame, size = Self.pauseButtonSize, margin = Self.pauseButtonMargin
        let insets = config.insets
        let right = frame.x + frame.width - insets.trailing - margin, top = frame.y + insets.top + margin
        guard right - size >= frame.x, top + size <= frame.y + frame.height else { return nil }
        return Rect(x: right - size, y: top, width: size, height: size)
    }

    /// Whether auto-scroll may be switched on: the kind allows it, and motion is not reduced for a
    /// marquee that stands (``MarqueeReducedMotion/stand``). Under reduced motion every other
    /// carousel keeps its auto-scroll and its interval: the changes jump instead of sliding.
    var canAutoScroll: Bool { behavior.canAutoScroll && !standsStill }

    /// A marquee under reduced motion with `on-reduced-motion = "stand"`: no drift, no steps.
    var standsStill: Bool {
        reducedMotion && config.kind == .marquee && config.marquee.onReducedMotion == .stand
    }

    /// The configuration the behaviour plays: under reduced motion, effects fall back to flat (`slide`).
    var motionConfig: CarouselConfiguration { reducedMotion ? config.flat : config }

    var n: Int { config.itemCount }
    var axis: Axis { config.axis }
    /// Whether the carousel loops (stack and marquee always; paging and focus when infinite), n > 1.
    var loops: Bool { behavior.loops }

    /// Logical selection in 0..<n (0 when empty).
    var selection: Int {
        guard n > 0 else { return 0 }
        return behavior.selection(position: position, target: target)
    }

    /// Continuous progress in [0, n) for a position value.
    func progress(at value: Double) -> Double {
        guard n > 0 else { return 0 }
        return behavior.progress(at: value)
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

    /// Emits a `select` event if the selection changed since the last one. `byAuto`: an
    /// auto-scroll tick, announced only when ``AutoScrollMachine/announcesTicks``. `silently`: a
    /// marquee drifting past items, which reports nothing (the APG asks that rotating content is
    /// not announced while it rotates) but still tracks the selection.
    mutating func reportSelection(
        at time: Double, events: inout [TimedEvent], byAuto: Bool = false, silently: Bool = false
    ) {
        let current = selection
        guard current != reportedSelection else { return }
        reportedSelection = current
        syncItemInterval()
        guard !silently else { return }
        events.append(
            TimedEvent(
                time: time, event: .select(carousel: config.id, index: current),
                announced: !byAuto || auto.announcesTicks))
    }
}
