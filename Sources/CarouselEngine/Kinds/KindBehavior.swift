/// What one kind of carousel does its own way; ``CarouselController`` does everything else.
///
/// A behaviour is a value built from a configuration and the carousel's frame (the controller
/// builds a new one when the frame changes). It answers the questions whose answer depends on
/// the kind: where the visible cards sit for a position, which page a tap or a release goes to,
/// how long a settle takes, how selection and progress follow the position, and how wheel and
/// keys move the carousel. The shared machinery (press and drag, velocity tracking, settles,
/// auto-scroll, events) stays in the controller.
///
/// Kinds that snap to pages (paging, focus, stack) take the default motion hooks of
/// `KindBehavior+Snapping.swift`; a kind that scrolls freely (marquee) replaces them. Kinds are
/// created in one place, ``KindRegistry``.
protocol KindBehavior: Sendable {
    /// Builds the behaviour of `configuration` laid out in `frame` (window points).
    init(configuration: CarouselConfiguration, frame: Rect)

    /// Whether a settled carousel rests on whole pages (false: the position is free, in points).
    static var snapsToPages: Bool { get }

    /// The settle curve for a move of `pages` pages when the spec asks for `animation`.
    static func settleCurve(_ animation: SnapAnimation, pages: Double) -> SettleCurve

    // MARK: Geometry

    /// Number of items.
    var count: Int { get }

    /// Whether the carousel loops (never with fewer than two items).
    var loops: Bool { get }

    /// Points of pointer travel per unit of position.
    var stride: Double { get }

    /// The visible cards at a position value, sorted for drawing.
    func cards(at value: Double, target: Int, dragging: Bool, settling: Bool) -> [CardPlacement]

    /// The targets a finite carousel can commit to (default `0...n-1`; a contained paging
    /// carousel trims them, ``PagingContainment``). Unused when looping.
    var targetRange: ClosedRange<Int> { get }

    /// Where the committed target `target` rests, in position units (default `Double(target)`).
    func restingPosition(_ target: Int) -> Double

    /// Items one move (flick, key, wheel step, auto-scroll tick) goes (default 1; paging: `scroll-by`).
    var step: Int { get }

    // MARK: Selection and progress

    /// Logical selection in `0..<n` for a position and committed target (n > 0).
    func selection(position: Double, target: Int) -> Int

    /// Continuous progress in `[0, n)` for a position value (n > 0).
    func progress(at value: Double) -> Double

    /// What the page dots count (default: the items; ``DotScale``).
    var dotScale: DotScale { get }

    // MARK: Snap targets

    /// The unbounded page a tap at `point` goes to, if it lands on a card that pages.
    func tapTarget(at point: Point, position: Double) -> Int?

    /// The page a release goes to before the `max-flick-pages` bound.
    func releaseTarget(_ release: ReleaseInput) -> Int

    // MARK: Input rules

    /// Whether a press or a move may interrupt a running settle (stack: no).
    var settleIsInterruptible: Bool { get }

    /// Whether a press starts a drag at once, without the drag slop (marquee).
    var dragsOnPress: Bool { get }

    /// Whether `[carousel.snap] mode = "free" | "free-snap"` makes a release coast (paging, focus).
    var coastsFreely: Bool { get }

    /// Whether auto-scroll can be switched on at all.
    var canAutoScroll: Bool { get }

    /// The auto-scroll machine for the configured settings (`nil`: no `[carousel.auto]` table).
    func autoScroll(_ configured: AutoScrollSettings?) -> AutoScrollMachine

    /// The position while dragging, from the position at the drag's start and the pointer's
    /// travel along the axis (points).
    func dragPosition(anchor: Double, travel: Double) -> Double

    // MARK: Motion hooks (defaults: KindBehavior+Snapping.swift)

    /// Sets up the motion at time 0 (a drifting marquee is already at speed).
    func start(_ carousel: inout CarouselController)

    /// One fixed step of `dt` seconds ending at `time`.
    func step(_ carousel: inout CarouselController, to time: Double, dt: Double, events: inout [TimedEvent])

    /// A drag ended with the pointer moving at `pointerVelocity` points per second.
    func release(
        _ carousel: inout CarouselController, _ press: CarouselController.Press, pointerVelocity: Double,
        at time: Double, events: inout [TimedEvent])

    /// Moves to `item` by the short way (dot clicks, Home and End).
    func go(_ carousel: inout CarouselController, toItem item: Int, at time: Double, events: inout [TimedEvent])

    /// Moves by `delta` pages or items (keys, wheel).
    func page(_ carousel: inout CarouselController, by delta: Int, at time: Double, events: inout [TimedEvent])

    /// One auto-scroll tick.
    func autoAdvance(_ carousel: inout CarouselController, at time: Double, events: inout [TimedEvent])

    /// Starts at rest on `selection` after a reload; `offset` is the old position of a carousel
    /// that was of kind `previousKind`.
    func adopt(_ carousel: inout CarouselController, selection: Int, offset: Double, previousKind: CarouselKind)

    /// Brings the position back into its canonical range after it moved or the frame changed.
    func normalize(_ carousel: inout CarouselController)
}

/// What a release target is computed from (positions in pages).
struct ReleaseInput: Sendable, Hashable {
    /// The position at release.
    var position: Double
    /// The position when the drag began.
    var anchorPosition: Double
    /// The committed page when the drag began.
    var startTarget: Int
    /// The pointer's velocity along the axis, points per second.
    var pointerVelocity: Double
    /// The content's velocity, pages per second (`-pointerVelocity / stride`).
    var contentVelocity: Double
}
