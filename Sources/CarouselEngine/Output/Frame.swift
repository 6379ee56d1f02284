/// What a carousel is doing right now.
public enum Phase: String, Sendable, Hashable, Codable, CaseIterable {
    /// At rest: nothing moves it.
    case idle
    /// Following a pointer drag.
    case dragging
    /// Moving to a resting position (after a release, a key, a wheel step or a dot).
    case settling
    /// Moved by auto-scroll (a page turn or a marquee's drift).
    case auto
}

/// One visible card: where and how to draw it.
public struct CardPlacement: Sendable, Hashable {
    /// Logical item index in 0..<n.
    public var item: Int
    /// The card's rectangle in window points before `scale` (scale is about the rect's centre).
    public var rect: Rect
    /// Size factor about the rect's centre (1: as laid out).
    public var scale: Double
    /// 0 (invisible) ... 1 (opaque).
    public var opacity: Double
    /// Draw order: higher on top.
    public var z: Double
    /// Whether a tap on it does something.
    public var tappable: Bool
    /// Its place in 3D under a spatial effect (coverflow, rings); nil: flat, moved by `scale` only.
    public var spatial: CardSpatial? = nil
    /// Drawn blended over the cards behind it (a cross-fade) instead of over a window-coloured
    /// backdrop that hides them.
    public var blendsOverBehind = false
    /// The visible part of `rect` (window points) when the card is masked (`kind = "m3"`): the
    /// content keeps its full size and place in `rect`; only `mask` shows. Nil: all of `rect`.
    public var mask: Rect? = nil
    /// Creates a placement.
    public init(item: Int, rect: Rect, scale: Double, opacity: Double, z: Double, tappable: Bool) {
        self.item = item
        self.rect = rect
        self.scale = scale
        self.opacity = opacity
        self.z = z
        self.tappable = tappable
    }
}

/// One page-indicator dot.
public struct IndicatorDot: Sendable, Hashable {
    /// Centre in window points.
    public var center: Point
    /// Diameter (or length along the axis) in points; grows for the active page, continuously.
    public var size: Double
    /// 0..1: how active this dot is (1 = the current page).
    public var activity: Double
    /// Creates a dot.
    public init(center: Point, size: Double, activity: Double) {
        self.center = center
        self.size = size
        self.activity = activity
    }
}

/// Per-carousel output of one frame.
public struct CarouselFrame: Sendable, Hashable {
    /// The carousel's id (from its configuration).
    public var id: String
    /// Its kind (paging, stack, marquee, focus, m3).
    public var kind: CarouselKind
    /// The axis it scrolls along.
    public var axis: Axis
    /// The carousel's frame in window points (cards are clipped to it).
    public var frame: Rect
    /// Where the title goes, if the carousel has one.
    public var titleRect: Rect?
    /// Logical selection 0..<n (0 when n = 0).
    public var selection: Int
    /// Continuous progress in [0, n).
    public var progress: Double
    /// What the carousel is doing now.
    public var phase: Phase
    /// Visible cards only, sorted by `z` ascending (draw in order).
    public var cards: [CardPlacement]
    /// Page dots (empty when indicators are off or there are too many to draw).
    public var dots: [IndicatorDot]
    /// Whether this carousel has keyboard focus.
    public var focused: Bool
    /// Whether auto-scroll is currently enabled (Space toggles it).
    public var autoEnabled: Bool
    /// Number of items (0: the renderer shows an empty-state card).
    public var itemCount: Int
    /// Card corner radius in points.
    public var cornerRadius: Double
    /// Seconds until the next auto-scroll page while the countdown runs; nil when auto-scroll is
    /// off, paused, waiting to resume, or the carousel is moving.
    public var autoTimeLeft: Double? = nil
    /// Why switched-on auto-scroll is not counting down (nil while it counts down or is off).
    public var autoPause: AutoScrollPause? = nil
    /// The pause / play button (`pause-button = true`), nil when there is none; it shows "pause"
    /// while `autoEnabled`, "play" otherwise.
    public var pauseButton: Rect? = nil
    /// The interval that countdown started from (the selected item's, else the carousel's).
    public var autoInterval: Double? = nil
    /// The box of the progress ring (`progress = "ring"`, auto-scroll possible), nil otherwise:
    /// the pause button's corner box; the ring is drawn only while `autoTimeLeft` is known.
    public var progressRing: Rect? = nil
    /// The carousel's reading direction: right to left, the scene sets labels and the title from
    /// the right (the placements above are already mirrored).
    public var direction: LayoutDirection = .ltr
    /// The previous / next arrows (`arrows = true` and the frame holds them), else empty.
    public var arrows: [ArrowButton] = []
    /// What the indicator strip shows (`.none` when there is no strip).
    public var pagination: PaginationStyle = .none
    /// The soft shadow on the ground under a cube (`[carousel.cube] shadow`), drawn before the cards.
    public var groundShadow: GroundShadow? = nil
    /// The indicator strip the fraction or progress bar is drawn in (nil without one).
    public var paginationStrip: Rect? = nil
    /// Creates a carousel frame.
    public init(
        id: String, kind: CarouselKind, axis: Axis, frame: Rect, titleRect: Rect?, selection: Int, progress: Double,
        phase: Phase, cards: [CardPlacement], dots: [IndicatorDot], focused: Bool, autoEnabled: Bool, itemCount: Int,
        cornerRadius: Double
    ) {
        self.id = id
        self.kind = kind
        self.axis = axis
        self.frame = frame
        self.titleRect = titleRect
        self.selection = selection
        self.progress = progress
        self.phase = phase
        self.cards = cards
        self.dots = dots
        self.focused = focused
        self.autoEnabled = autoEnabled
        self.itemCount = itemCount
        self.cornerRadius = cornerRadius
    }
}

/// Something that happened, for `--events` and `simulate`.
public enum EngineEvent: Sendable, Hashable {
    /// The logical selection of a carousel changed (once per change).
    case select(carousel: String, index: Int)
    /// A carousel's phase changed (idle, dragging, settling, auto).
    case phase(carousel: String, phase: Phase)
    /// The carousel came to rest on `index`.
    case settle(carousel: String, index: Int)
}

/// An engine event with the time (seconds since start) it happened.
public struct TimedEvent: Sendable, Hashable {
    /// Seconds since the start.
    public var time: Double
    /// What happened.
    public var event: EngineEvent
    /// A `select` a screen reader should hear (false: an auto-scroll tick nobody asked to hear,
    /// see ``AutoScrollAnnounce``). The `select` line is written either way; only its
    /// announcement is left out.
    public var announced: Bool
    /// Creates a timed event.
    public init(time: Double, event: EngineEvent, announced: Bool = true) {
        self.time = time
        self.event = event
        self.announced = announced
    }
}
