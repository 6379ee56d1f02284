/// The kinds of carousel.
public enum CarouselKind: String, Sendable, Hashable, Codable, CaseIterable {
    case paging
    case stack
    case marquee
    case focus
    /// Material 3 keyline layouts: multi-browse, hero, uncontained (`[carousel.m3]`).
    case m3
}

/// How carousels without an explicit frame share the window.
public enum WindowLayout: String, Sendable, Hashable, Codable {
    /// Rows, top to bottom, in file order (each as tall as its `row-height`; equal by default).
    case rows
    /// Columns, left to right, in file order (each as wide as its `column-width`; equal by default).
    case columns
}

/// The settle animation after a release, tap, key or auto-scroll tick.
public enum SnapAnimation: Sendable, Hashable, Codable {
    /// A damped spring with unit mass that starts from the release velocity.
    case spring(stiffness: Double, damping: Double)
    /// An ease-out curve of fixed duration in seconds.
    case easeOut(durationSeconds: Double)
}

/// Snap rules (paging, focus, stack).
public struct SnapSettings: Sendable, Hashable, Codable {
    /// How a release moves to its resting position (spring or ease-out).
    public var animation: SnapAnimation
    /// A release faster than this (points per second) pages in its direction.
    public var velocityThreshold: Double
    /// Fraction of the stride a drag must pass to page without velocity.
    public var distanceThreshold: Double
    /// At most this many pages per flick.
    public var maxFlickPages: Int
    /// Page, free or free-snap (paging and focus; see ``SnapMode``).
    public var mode: SnapMode = .page
    /// How fast a free coast slows down, in points per second squared (free and free-snap).
    public var deceleration: Double = SnapSettings.standardDeceleration
    /// The default `deceleration`: a 2000 points/s flick coasts 800 points in 0.8 s.
    public static let standardDeceleration = 2500.0
    /// Creates snap settings.
    public init(animation: SnapAnimation, velocityThreshold: Double, distanceThreshold: Double, maxFlickPages: Int) {
        self.animation = animation
        self.velocityThreshold = velocityThreshold
        self.distanceThreshold = distanceThreshold
        self.maxFlickPages = maxFlickPages
    }
}

/// Direction of auto-scroll.
public enum AutoScrollDirection: String, Sendable, Hashable, Codable {
    case forward
    case backward
}

/// What a user interaction (press, tap, key, wheel, dot) does to auto-scroll (`on-interaction`).
public enum AutoScrollInteraction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Pause, then resume `resume-after` seconds after the interaction ends.
    case resume
    /// Switch auto-scroll off (Space switches it on again).
    case stop
}

/// Where the countdown goes on after a hover or hidden-window pause (`resume`).
public enum AutoScrollResume: String, Sendable, Hashable, Codable, CaseIterable {
    /// Wait `resume-after`, then count a whole `interval` again.
    case restart
    /// Go on at once with what was left of the interval when the pause began.
    case remaining
}

/// The drawn indicator of the time left before the next auto-scroll page (`progress`).
public enum AutoScrollProgress: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nothing drawn.
    case none
    /// A thin bar along the bottom of the carousel's frame that fills as the countdown runs.
    case bar
    /// A ring in the frame's top trailing corner (around the pause button, if any) that fills
    /// clockwise from twelve o'clock as the countdown runs.
    case ring
}

/// Auto-scroll (`[carousel.auto]`).
///
/// The spec compiler passes the values of a `[carousel.auto]` table. Without a table the
/// configuration carries `nil` and the engine falls back to its one named default, ``standard``
/// (``marqueeStandard`` for a marquee): what Space switches on and what a marquee drifts with.
/// The schema's `[carousel.auto]` descriptors take their default values from these constants,
/// so each number is written once (and the spec's tests check an empty table resolves to them).
public struct AutoScrollSettings: Sendable, Hashable, Codable {
    /// Auto-scroll runs from the start (Space switches it on and off).
    public var enabled: Bool
    /// Seconds between pages (paging, stack, focus); unused by marquee.
    public var intervalSeconds: Double
    /// Idle seconds after the last interaction before auto-scroll resumes.
    public var resumeAfterSeconds: Double
    /// Pause while the pointer is over the carousel.
    public var pauseOnHover: Bool
    /// Which way it pages or drifts (forward or backward).
    public var direction: AutoScrollDirection
    /// What an interaction does: pause and resume, or stop.
    public var onInteraction: AutoScrollInteraction
    /// Restart the interval or go on with what was left after a hover or hidden-window pause.
    public var resume: AutoScrollResume
    /// Finite carousels: switch off at the last item (the first going backward) instead of rewinding.
    public var stopAtEnd: Bool
    /// Pause while the carousel has the keyboard focus (and the window has it).
    public var pauseOnFocus: Bool
    /// How the renderer shows the time left (the engine only counts it).
    public var progress: AutoScrollProgress
    /// Show a pause / play button in the frame's top trailing corner (a click is Space).
    public var pauseButton: Bool
    /// Which auto-scroll ticks are announced (`announce`): see ``AutoScrollAnnounce``.
    public var announce: AutoScrollAnnounce
    /// Creates auto-scroll settings.
    public init(
        enabled: Bool, intervalSeconds: Double, resumeAfterSeconds: Double, pauseOnHover: Bool,
        direction: AutoScrollDirection, onInteraction: AutoScrollInteraction = .resume,
        resume: AutoScrollResume = .restart, stopAtEnd: Bool = false, pauseOnFocus: Bool = false,
        progress: AutoScrollProgress = .none, pauseButton: Bool = false, announce: AutoScrollAnnounce = .user
    ) {
        self.announce = announce
        self.pauseButton = pauseButton
        self.progress = progress
        self.pauseOnFocus = pauseOnFocus
        self.enabled = enabled
        self.intervalSeconds = intervalSeconds
        self.resumeAfterSeconds = resumeAfterSeconds
        self.pauseOnHover = pauseOnHover
        self.direction = direction
        self.onInteraction = onInteraction
        self.resume = resume
        self.stopAtEnd = stopAtEnd
    }

    /// The engine's default: a page every 3 s, resuming 2.4 s after an interaction, paused on hover.
    public static let standard = AutoScrollSettings(
        enabled: true, intervalSeconds: 3, resumeAfterSeconds: 2.4, pauseOnHover: true, direction: .forward)

    /// A marquee without a `[carousel.auto]` table: ``standard`` drifting at once after an
    /// interaction (resume-after 0) and not paused on hover.
    public static let marqueeStandard: AutoScrollSettings = {
        var settings = standard
        settings.resumeAfterSeconds = 0
        settings.pauseOnHover = false
        return settings
    }()
}

/// One `[distance, opacity]` stop of the stack's opacity curve.
public struct OpacityStop: Sendable, Hashable, Codable {
    /// Distance from the focused card, in slots.
    public var distance: Double
    /// Opacity at that distance, 0...1.
    public var opacity: Double
    /// Creates a stop.
    public init(distance: Double, opacity: Double) { self.distance = distance; self.opacity = opacity }
}

/// Stack (3D ring) metrics (`[carousel.stack]`).
public struct StackSettings: Sendable, Hashable, Codable {
    /// Card long side / short side.
    public var aspectRatio: Double
    /// nil: the default for the axis, packed tighter as the count grows (see ``StackLayout``).
    public var spacingRatio: Double?
    /// Scale of the nearest neighbours.
    public var neighborScale: Double
    /// Scale of the card at the back of the ring.
    public var minScale: Double
    /// Extra room along the axis, as a fraction of the card's main length.
    public var extentSlack: Double
    /// Horizontal: the focused card's share of the stage width.
    public var focusWidth: Double
    /// How many neighbour slots are kept visible on each side.
    public var maxVisibleSlot: Int
    /// The opacity curve by distance from the focused card.
    public var opacityStops: [OpacityStop]
    /// True when no length metric (`spacing-ratio`, `neighbor-scale`, `extent-slack`,
    /// `focus-width`) was written: the card then shrinks until the ring fits its stage
    /// (see ``StackLayout``). False keeps the written metrics as they are, even when they overflow.
    public var fitsStage: Bool
    /// Creates stack settings.
    public init(
        aspectRatio: Double, spacingRatio: Double?, neighborScale: Double, minScale: Double,
        extentSlack: Double, focusWidth: Double, maxVisibleSlot: Int, opacityStops: [OpacityStop],
        fitsStage: Bool = false
    ) {
        self.aspectRatio = aspectRatio
        self.spacingRatio = spacingRatio
        self.neighborScale = neighborScale
        self.minScale = minScale
        self.extentSlack = extentSlack
        self.focusWidth = focusWidth
        self.maxVisibleSlot = maxVisibleSlot
        self.opacityStops = opacityStops
        self.fitsStage = fitsStage
    }
}

/// Marquee settings (`[carousel.marquee]`).
public struct MarqueeSettings: Sendable, Hashable, Codable {
    /// Drift speed in points per second (negative runs backward, 0 manual only).
    public var speedPointsPerSecond: Double
    /// Item size along the axis, in points.
    public var itemExtent: Double
    /// Momentum kept per millisecond after a drag (0.9..0.9999).
    public var decelerationPerMillisecond: Double
    /// What the drift becomes under reduced motion (`on-reduced-motion`).
    public var onReducedMotion: MarqueeReducedMotion
    /// `item-extent = "auto"`: each item as long as its content (nil: every item `itemExtent` long).
    public var lengths: ItemLengths? = nil
    /// Creates marquee settings.
    public init(
        speedPointsPerSecond: Double, itemExtent: Double, decelerationPerMillisecond: Double,
        onReducedMotion: MarqueeReducedMotion = .step
    ) {
        self.speedPointsPerSecond = speedPointsPerSecond
        self.itemExtent = itemExtent
        self.decelerationPerMillisecond = decelerationPerMillisecond
        self.onReducedMotion = onReducedMotion
    }
}

/// Which auto-scroll page changes a screen reader hears (`[carousel.auto] announce`), after the
/// W3C ARIA APG carousel pattern: content that rotates by itself is not announced while it
/// rotates, unless the reader asked for the rotation.
public enum AutoScrollAnnounce: String, Sendable, Hashable, Codable, CaseIterable {
    /// Only when the user switched auto-scroll on (Space, the pause / play button, a `resume`).
    case user
    /// Every auto-scroll page change (a lobby screen whose changes are the message).
    case always
}

/// What a drifting marquee does under reduced motion (`[carousel.marquee] on-reduced-motion`).
public enum MarqueeReducedMotion: String, Sendable, Hashable, Codable, CaseIterable {
    /// Jump one item at a time, each item standing for its reading time (at least the auto interval).
    case step
    /// Stand still: items move only when the reader scrolls.
    case stand
}

/// Focus carousel settings (`[carousel.focus]`).
public struct FocusSettings: Sendable, Hashable, Codable {
    /// Size of the centred card, in points.
    public var itemSize: Size
    /// Neighbours are shorter by this many points.
    public var shrink: Double
    /// Cards shown on each side.
    public var visibleNeighbors: Int
    /// True when `item-size` was not written: the default size then shrinks (keeping its
    /// proportions, `shrink` with it) to fit the frame minus the insets (see ``FocusGeometry``).
    public var fitsStage: Bool
    /// Creates focus settings.
    public init(itemSize: Size, shrink: Double, visibleNeighbors: Int, fitsStage: Bool = false) {
        self.itemSize = itemSize
        self.shrink = shrink
        self.visibleNeighbors = visibleNeighbors
        self.fitsStage = fitsStage
    }
}

/// Everything the engine needs to move one carousel: plain values, no TOML, no SDL.
public struct CarouselConfiguration: Sendable, Hashable, Codable {
    /// The carousel's id (unique in the spec).
    public var id: String
    /// How it lays out and moves its cards (paging, stack, marquee, focus, m3).
    public var kind: CarouselKind
    /// The axis it scrolls along.
    public var axis: Axis
    /// Paging and focus only; stack and marquee always loop.
    public var infinite: Bool
    /// Explicit frame in window points, or nil to take a slot from the window layout. A frame
    /// written with percentages holds them resolved at the size the spec was resolved at; the
    /// scene lays it out from ``relativeFrame`` at its own window size.
    public var explicitFrame: Rect?
    /// Gap between cards, in points.
    public var spacing: Double
    /// Room between the frame and the cards, in points.
    public var insets: EdgeInsets
    /// Paging only: explicit page size; nil means the frame minus the insets.
    public var pageSize: Size?
    /// Card corner radius in points.
    public var cornerRadius: Double
    /// Whether page dots are shown (the renderer draws them; the engine handles clicks on them).
    public var indicators: Bool
    /// Whether a title is drawn above the carousel (the layout reserves room for it).
    public var hasTitle: Bool
    /// Number of items (may be 0: the renderer shows an empty-state card).
    public var itemCount: Int
    /// How a release, a key or a wheel step comes to rest (paging, focus, stack).
    public var snap: SnapSettings
    /// nil when there is no `[carousel.auto]` table.
    public var auto: AutoScrollSettings?
    /// Stack metrics (`kind = "stack"`).
    public var stack: StackSettings
    /// Marquee metrics (`kind = "marquee"`).
    public var marquee: MarqueeSettings
    /// Focus metrics (`kind = "focus"`).
    public var focus: FocusSettings
    /// Paging only: items per view, alignment, scroll step and containment (defaults: one centred page).
    public var paging = PagingLayout()
    /// Paging only: several lines across the axis (`[carousel.grid]`), nil for one line.
    public var grid: GridLayout? = nil
    /// The item selected at launch (every kind), `0..<itemCount`; the engine clamps it.
    public var start = 0
    /// Paging and focus: how cards are transformed by their offset from the selection (`effect`).
    public var effect: CardEffect = .slide
    /// Eye distance of spatial effects, in points (`perspective`; CSS's `perspective`).
    public var perspective: Double = CarouselConfiguration.standardPerspective
    /// Reading direction (`direction`; the carousel's own, else the window's): right to left
    /// mirrors placements and input about the frame's centre line (docs/engine.md, "Right to left").
    public var direction: LayoutDirection = .ltr

    /// This configuration with its effect flattened to `slide` (reduced motion).
    public var flat: CarouselConfiguration {
        var copy = self
        copy.effect = .slide
        return copy
    }

    /// Swiper's `.swiper-3d { perspective: 1200px }`.
    public static let standardPerspective = 1200.0
    /// Auto-scroll seconds for items that set their own `interval`, by item index (the others
    /// use `auto.intervalSeconds`). A marquee's items have no `interval`: for it these are the
    /// reading times longer than the interval, how long each item stands when it steps under
    /// reduced motion (``MarqueeReducedMotion/step``).
    public var itemIntervalSeconds: [Int: Double] = [:]
    /// Which inputs may move the carousel: drag, keys, wheel (`drag`, `keys`, `[carousel.wheel]`).
    public var interaction = InteractionSettings()
    /// Material 3 keyline settings (`kind = "m3"` only).
    public var m3 = M3Settings()
    /// The id of the carousel this one follows (`sync`; a thumbnail strip names its main
    /// carousel), or nil. See docs/engine.md, "Synced carousels".
    public var sync: String? = nil
    /// `arrows = true`: previous / next buttons inside the frame (paging, focus, stack; see ``NavigationArrows``).
    public var arrows = false
    /// `pagination`: what the indicator strip shows; ``indicators`` is false exactly when it is `.none`.
    public var pagination: PaginationStyle = .dots
    /// The cube's shadows (`[carousel.cube]`; read under `effect = "cube"` only).
    public var cube: CubeSettings = .standard
    /// Its length along the window layout (`row-height` / `column-width`); carousels with an
    /// explicit frame take none.
    public var slotLength: SlotLength = .standard
    /// The explicit frame as written when some side is a percentage of the window (nil
    /// otherwise): ``SceneLayout`` resolves it at every window size (``explicitFrame(in:)``).
    public var relativeFrame: RelativeFrame? = nil

    /// Creates a configuration.
    public init(
        id: String, kind: CarouselKind, axis: Axis, infinite: Bool, explicitFrame: Rect?, spacing: Double,
        insets: EdgeInsets, pageSize: Size?, cornerRadius: Double, indicators: Bool, hasTitle: Bool, itemCount: Int,
        snap: SnapSettings, auto: AutoScrollSettings?, stack: StackSettings, marquee: MarqueeSettings,
        focus: FocusSettings
    ) {
        self.id = id
        self.kind = kind
        self.axis = axis
        self.infinite = infinite
        self.explicitFrame = explicitFrame
        self.spacing = spacing
        self.insets = insets
        self.pageSize = pageSize
        self.cornerRadius = cornerRadius
        self.indicators = indicators
        self.hasTitle = hasTitle
        self.itemCount = itemCount
        self.snap = snap
        self.auto = auto
        self.stack = stack
        self.marquee = marquee
        self.focus = focus
    }
}

/// The window-level configuration the engine lays carousels out in.
public struct SceneConfiguration: Sendable, Hashable, Codable {
    /// Window size in points.
    public var windowSize: Size
    /// How the window's carousels share it: equal rows or equal columns, in file order.
    public var layout: WindowLayout
    /// The carousels, in spec order.
    public var carousels: [CarouselConfiguration]
    /// Reduced motion in force (already decided: the CLI resolves `reduced-motion = "auto"`).
    ///
    /// True: every page change (settle, key, wheel, dot, tap, auto-scroll tick) jumps to its page
    /// on the next fixed step instead of sliding, with no frame in between; auto-scroll keeps its
    /// interval; a marquee steps item by item or stands (``MarqueeReducedMotion``) instead of
    /// drifting. A drag still follows the pointer 1:1. See docs/engine.md, "Reduced motion".
    public var reducedMotion: Bool
    /// Points between neighbouring slots of the window layout (`[window] spacing`).
    public var spacing: Double
    /// Room between the window's edges and the slots, in points (`[window] insets`).
    public var insets: EdgeInsets
    /// Creates a scene.
    public init(
        windowSize: Size, layout: WindowLayout, carousels: [CarouselConfiguration], reducedMotion: Bool = false,
        spacing: Double = 0, insets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    ) {
        self.windowSize = windowSize
        self.layout = layout
        self.carousels = carousels
        self.reducedMotion = reducedMotion
        self.spacing = spacing
        self.insets = insets
    }
}
