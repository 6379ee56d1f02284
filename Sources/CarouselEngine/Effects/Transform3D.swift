#if canImport(Glibc)
    import Glibc
#endif

/// A point or direction in 3D window space: x right, y down (window points), z towards the viewer.
public struct Vector3: Sendable, Hashable, Codable {
    /// Right, in points.
    public var x: Double
    /// Down, in points.
    public var y: Double
    /// Towards the viewer, in points.
    public var z: Double
    /// Creates a vector.
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
    /// The zero vector.
    public static let zero = Vector3(x: 0, y: 0, z: 0)
}

/// An affine 3D transform of a card about its own centre: `p' = linear * p + translation`, with
/// CSS's axes and rotation senses (x right, y down, z towards the viewer; `rotateY(+a)` takes the
/// card's right edge away from the viewer), so Swiper's and iCarousel's formulas carry over.
///
/// The linear part is a 3x3 matrix (rows), which holds any composition of `scale`, `rotateX`,
/// `rotateY` and `rotateZ`; ``then(_:)`` composes transforms in application order.
public struct Transform3D: Sendable, Hashable, Codable {
    /// Rows of the linear part.
    public var row0: Vector3, row1: Vector3, row2: Vector3
    /// Translation in points, applied after the linear part.
    public var translation: Vector3

    /// Creates a transform from the rows of its linear part and its translation.
    public init(row0: Vector3, row1: Vector3, row2: Vector3, translation: Vector3 = .zero) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
        self.translation = translation
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform3D(
        row0: Vector3(x: 1, y: 0, z: 0), row1: Vector3(x: 0, y: 1, z: 0), row2: Vector3(x: 0, y: 0, z: 1))

    /// A move by `x`, `y`, `z` points.
    public static func translate(x: Double = 0, y: Double = 0, z: Double = 0) -> Transform3D {
        var t = identity
        t.translation = Vector3(x: x, y: y, z: z)
        return t
    }

    /// A uniform scale about the card's centre.
    public static func scale(_ s: Double) -> Transform3D {
        Transform3D(row0: Vector3(x: s, y: 0, z: 0), row1: Vector3(x: 0, y: s, z: 0), row2: Vector3(x: 0, y: 0, z: s))
    }

    /// CSS `rotateX(degrees)`: positive tips the card's bottom edge towards the viewer.
    public static func rotateX(degrees: Double) -> Transform3D {
        let a = degrees * .pi / 180, c = cos(a), s = sin(a)
        return Transform3D(
            row0: Vector3(x: 1, y: 0, z: 0), row1: Vector3(x: 0, y: c, z: -s), row2: Vector3(x: 0, y: s, z: c))
    }

    /// CSS `rotateY(degrees)`: positive takes the card's right edge away from the viewer.
    public static func rotateY(degrees: Double) -> Transform3D {
        let a = degrees * .pi / 180, c = cos(a), s = sin(a)
        return Transform3D(
            row0: Vector3(x: c, y: 0, z: s), row1: Vector3(x: 0, y: 1, z: 0), row2: Vector3(x: -s, y: 0, z: c))
    }

    /// CSS `rotateZ(degrees)`: positive turns the card clockwise on screen.
    public static func rotateZ(degrees: Double) -> Transform3D {
        let a = degrees * .pi / 180, c = cos(a), s = sin(a)
        return Transform3D(
            row0: Vector3(x: c, y: -s, z: 0), row1: Vector3(x: s, y: c, z: 0), row2: Vector3(x: 0, y: 0, z: 1))
    }

    /// Whether the linear part is a uniform scale (no rotation): the card keeps facing the viewer
    /// and projects to an axis-aligned rectangle.
    public var facesTheViewer: Bool {
        row0.y == 0 && row0.z == 0 && row1.x == 0 && row1.z == 0 && row2.x == 0 && row2.y == 0 && row0.x == row1.y
            && row0.x > 0
    }

    /// `point` transformed.
    public func apply(_ p: Vector3) -> Vector3 {
        Vector3(
            x: row0.x * p.x + row0.y * p.y + row0.z * p.z + translation.x,
            y: row1.x * p.x + row1.y * p.y + row1.z * p.z + translation.y,
            z: row2.x * p.x + row2.y * p.y + row2.z * p.z + translation.z)
    }

    /// This transform followed by `next` (CSS `transform: next this` reads right to left).
    public func then(_ next: Transform3D) -> Transform3D {
        func column(_ c: Vector3) -> Vector3 { next.apply(c) - next.translation }
        let c0 = column(Vector3(x: row0.x, y: row1.x, z: row2.x))
        let c1 = column(Vector3(x: row0.y, y: row1.y, z: row2.y))
        let c2 = column(Vector3(x: row0.z, y: row1.z, z: row2.z))
        return Transform3D(
            row0: Vector3(x: c0.x, y: c1.x, z: c2.x), row1: Vector3(x: c0.y, y: c1.y, z: c2.y),
            row2: Vector3(x: c0.z, y: c1.z, z: c2.z), translation: next.apply(translation))
    }
}

extension Vector3 {
    /// Component-wise difference.
    public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    /// Component-wise sum.
    public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
}
