#if canImport(Glibc)
    import Glibc
#endif

/// Swiper's cube shadows (`[carousel.cube]`; formulas in docs/engine.md, "Cube shadows"): a
/// soft shadow on the ground under the cube and faces that darken as they turn away.
public struct CubeSettings: Sendable, Hashable, Codable {
    /// A soft shadow on the ground under the cube (Swiper's `shadow`).
    public var shadow: Bool
    /// Faces darken by their angle to the viewer (Swiper's `slideShadows`).
    public var slideShadows: Bool
    /// The ground shadow's distance below the cube's lowest point, in points (Swiper's `shadowOffset`).
    public var shadowOffsetPoints: Double
    /// The ground shadow's size as a fraction of the cube's (Swiper's `shadowScale`).
    public var shadowScale: Double

    /// Creates cube settings.
    public init(shadow: Bool, slideShadows: Bool, shadowOffsetPoints: Double, shadowScale: Double) {
        self.shadow = shadow
        self.slideShadows = slideShadows
        self.shadowOffsetPoints = shadowOffsetPoints
        self.shadowScale = shadowScale
    }

    /// No shadows; Swiper's offset 20 and scale 0.94 for when they are switched on.
    public static let standard = CubeSettings(
        shadow: false, slideShadows: false, shadowOffsetPoints: 20, shadowScale: 0.94)

    /// How much a face turned `theta` radians from the viewer is darkened, 0...1: `1 - cos θ`
    /// (Lambert's law with the light at the eye: the face shows `cos θ` of its brightness), 1
    /// past a quarter turn.
    public static func faceShade(theta: Double) -> Double {
        abs(theta) >= .pi / 2 ? 1 : 1 - cos(theta)
    }
}

/// A soft translucent shadow lying in 3D (the cube's ground shadow): its rectangle and
/// transform through the carousel's perspective, drawn as a pre-rendered soft texture.
public struct GroundShadow: Sendable, Hashable {
    /// The shadow's rectangle moved into place and projected (its whole texture, fade included).
    public var projection: CardProjection
    /// Strength, 0...1 (1: a card drop shadow's darkness at its middle).
    public var opacity: Double

    /// Creates a ground shadow.
    public init(projection: CardProjection, opacity: Double) {
        self.projection = projection
        self.opacity = opacity
    }
}
