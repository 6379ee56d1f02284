#if canImport(Glibc)
    import Glibc
#endif

/// iCarousel's time machine and its inverted form (`effect = "time-machine"`, `[carousel.ring]`'s `tilt`).
public struct TimeMachineSettings: Sendable, Hashable, Codable {
    /// Inverted: the pages after the selection recede and the ones before it fade towards the viewer.
    public var inverted: Bool
    /// The line of pages turned from the line of sight, degrees: each page one stride deeper
    /// moves `tan(tilt)` strides sideways.
    public var tiltDegrees: Double

    /// Creates time machine settings.
    public init(inverted: Bool, tiltDegrees: Double = TimeMachineSettings.standardTiltDegrees) {
        self.inverted = inverted
        self.tiltDegrees = tiltDegrees
    }

    /// iCarousel's default tilt 0.3 (a sideways move per unit of depth) as an angle: atan(0.3), about 16.7°.
    public static let standardTiltDegrees = atan(0.3) * 180 / .pi

    /// Most pages drawn behind the selection.
    public static let maxDepthPages = 10
}

/// Swiper's `cardsEffect` parameters (`[carousel.cards]`).
public struct CardsSettings: Sendable, Hashable, Codable {
    /// Turn of a card one card from the top, degrees (Swiper's `perSlideRotate`; 0: no turn).
    public var rotateDegrees: Double
    /// Sideways peek of a card one card from the top, percent of its length (Swiper's `perSlideOffset`).
    public var offsetPercent: Double

    /// Creates cards settings.
    public init(rotateDegrees: Double, offsetPercent: Double) {
        self.rotateDegrees = rotateDegrees
        self.offsetPercent = offsetPercent
    }

    /// Swiper's defaults: 2° and 8 % per card.
    public static let standard = CardsSettings(rotateDegrees: 2, offsetPercent: 8)

    /// Cards beyond this many from the top sit where that card sits (Swiper clamps the progress to ±4).
    public static let maxDepthCards = 4.0
}
