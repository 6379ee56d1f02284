/// One `[[carousel.transform]]` stop of a custom effect: the transform of a page whose offset from
/// the selected position is `offset` pages. Between stops every component is interpolated
/// linearly (``StopInterpolation``); beyond the first and last stop, their values hold.
///
/// The transform is Swiper creative's `translate3d(x, y, z) rotateX rotateY rotateZ scale`,
/// about the page's centre, with the page centred where the selected page rests.
public struct TransformStop: Sendable, Hashable, Codable {
    /// The page offset this stop is for (pages; positive after the selection).
    public var offset: Double
    /// Move in points (x right, y down, z towards the viewer).
    public var translate: Vector3
    /// Turns about x, y and z, degrees (CSS senses, see ``Transform3D``).
    public var rotateDegrees: Vector3
    /// Uniform scale.
    public var scale: Double
    /// Opacity, 0...1.
    public var opacity: Double

    /// Creates a stop; omitted components leave the page as it is.
    public init(
        offset: Double, translate: Vector3 = .zero, rotateDegrees: Vector3 = .zero, scale: Double = 1,
        opacity: Double = 1
    ) {
        self.offset = offset
        self.translate = translate
        self.rotateDegrees = rotateDegrees
        self.scale = scale
        self.opacity = opacity
    }

    /// The stop's transform: scale, then rotateZ, rotateY, rotateX, then the move.
    public var transform: Transform3D {
        var t = Transform3D.scale(scale)
        if rotateDegrees.z != 0 { t = t.then(.rotateZ(degrees: rotateDegrees.z)) }
        if rotateDegrees.y != 0 { t = t.then(.rotateY(degrees: rotateDegrees.y)) }
        if rotateDegrees.x != 0 { t = t.then(.rotateX(degrees: rotateDegrees.x)) }
        return t.then(.translate(x: translate.x, y: translate.y, z: translate.z))
    }

    /// The stop `t` of the way from `a` to `b`, component by component (`a + (b - a) t`).
    static func mix(_ a: TransformStop, _ b: TransformStop, _ t: Double) -> TransformStop {
        func m(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        func v(_ x: Vector3, _ y: Vector3) -> Vector3 { Vector3(x: m(x.x, y.x), y: m(x.y, y.y), z: m(x.z, y.z)) }
        return TransformStop(
            offset: m(a.offset, b.offset), translate: v(a.translate, b.translate),
            rotateDegrees: v(a.rotateDegrees, b.rotateDegrees), scale: m(a.scale, b.scale),
            opacity: m(a.opacity, b.opacity))
    }

    /// The interpolated stop at `offset` over `stops` (sorted by offset; none: the identity).
    static func at(_ offset: Double, in stops: [TransformStop]) -> TransformStop {
        guard !stops.isEmpty else { return TransformStop(offset: offset) }
        let s = StopInterpolation.segment(at: offset, count: stops.count) { stops[$0].offset }
        return mix(stops[s.lower], stops[s.upper], s.fraction)
    }
}
