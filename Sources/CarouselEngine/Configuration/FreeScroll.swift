/// How a release moves a paging or focus carousel (`[carousel.snap] mode`).
public enum SnapMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// A release settles on a page (velocity and distance thresholds, `max-flick-pages`).
    case page
    /// A release coasts with the release velocity, slowing by `deceleration`, and rests where
    /// it stops (Embla's `dragFree`, Swiper's `freeMode`).
    case free
    /// As `free`, but the coast is bent to end exactly on the snap point nearest to where it
    /// would have stopped (Swiper's `freeMode.sticky`, Keen Slider's `free-snap`).
    case freeSnap = "free-snap"

    /// Whether a release coasts (free or free-snap).
    public var coasts: Bool { self != .page }
}

/// The mouse wheel and trackpad on one carousel (`[carousel.wheel]`).
public struct WheelSettings: Sendable, Hashable, Codable {
    /// Reverse the wheel: a scroll up / left goes to the next item.
    public var invert: Bool
    /// Multiplies every wheel delta before the one-page-per-gesture threshold (0.1..10).
    public var sensitivity: Double
    /// At a finite end, a wheel gesture that would go past it is not taken: it goes on to the
    /// carousel drawn below this one under the pointer (nothing else in the window scrolls).
    public var releaseAtEnds: Bool
    /// Creates wheel settings (defaults: not inverted, sensitivity 1, the wheel kept at the ends).
    public init(invert: Bool = false, sensitivity: Double = 1, releaseAtEnds: Bool = false) {
        self.invert = invert
        self.sensitivity = sensitivity
        self.releaseAtEnds = releaseAtEnds
    }
}

/// Which inputs may move a carousel (`drag`, `keys`, `[carousel.wheel]`).
public struct InteractionSettings: Sendable, Hashable, Codable {
    /// Pointer drags (false: a press can still tap a card or a dot, but moving the pointer does nothing).
    public var drag: Bool
    /// Arrow, Page Up / Down, Home and End keys (Space still switches auto-scroll).
    public var keys: Bool
    /// The wheel.
    public var wheel: WheelSettings
    /// Creates interaction settings (defaults: everything on).
    public init(drag: Bool = true, keys: Bool = true, wheel: WheelSettings = WheelSettings()) {
        self.drag = drag
        self.keys = keys
        self.wheel = wheel
    }
}
