/// A card's rectangle moved by a ``Transform3D`` and seen through a perspective: the pure
/// mapping from a point of the card to the window that the scene and every backend share.
///
/// The card lies in the plane z = 0 with its centre at its layout rectangle's centre; the
/// transform acts about that centre. The eye sits `perspective` points in front of the plane,
/// above `origin` (the vanishing point: the carousel frame's centre, as CSS's `perspective-origin`
/// defaults to the container's centre). A point `(x, y, z)` shows at
/// `origin + (x - origin.x, y - origin.y) * perspective / (perspective - z)`.
public struct CardProjection: Sendable, Hashable {
    /// The card's layout rectangle (window points) before the transform.
    public var rect: Rect
    /// The card's transform about its centre.
    public var transform: Transform3D
    /// Distance from the eye to the plane z = 0, in points (> 0).
    public var perspective: Double
    /// The vanishing point, in window points.
    public var origin: Point

    /// Nearest a point may come to the eye and still be drawn, in points: closer, the card is hidden.
    public static let nearLimit = 1.0

    /// Creates a projection.
    public init(rect: Rect, transform: Transform3D, perspective: Double, origin: Point) {
        self.rect = rect
        self.transform = transform
        self.perspective = perspective
        self.origin = origin
    }

    /// The point at `(u, v)` of the card (0...1 from its top-left corner; outside that range the
    /// plane of the card continues) in 3D window space, after the transform.
    public func spacePoint(u: Double, v: Double) -> Vector3 {
        let local = Vector3(x: (u - 0.5) * rect.width, y: (v - 0.5) * rect.height, z: 0)
        let moved = transform.apply(local)
        let centre = rect.center
        return Vector3(x: moved.x + centre.x, y: moved.y + centre.y, z: moved.z)
    }

    /// Where a point of 3D window space shows on the window; nil when it is at or behind the
    /// near limit.
    public func project(_ p: Vector3) -> Point? {
        let w = perspective - p.z
        guard w >= Self.nearLimit, perspective > 0 else { return nil }
        let s = perspective / w
        return Point(x: origin.x + (p.x - origin.x) * s, y: origin.y + (p.y - origin.y) * s)
    }

    /// Where the card's point `(u, v)` shows on the window (exact perspective), or nil.
    public func point(u: Double, v: Double) -> Point? { project(spacePoint(u: u, v: v)) }

    /// The four corners on the window (top-left, top-right, bottom-right, bottom-left), or nil
    /// when one is at or behind the near limit (the card is then not drawn).
    public var corners: [Point]? {
        var result: [Point] = []
        for (u, v) in [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)] {
            guard let p = point(u: u, v: v) else { return nil }
            result.append(p)
        }
        return result
    }

    /// The depth of the card's centre after the transform (z, points; larger is nearer).
    public var depth: Double { transform.translation.z }

    /// Whether the viewer sees the card's back: its projected corners turn counter-clockwise on a
    /// y-down window (the shoelace area of top-left, top-right, bottom-right, bottom-left is negative).
    public var isBackFacing: Bool {
        guard let c = corners else { return false }
        var area = 0.0
        for i in 0..<4 {
            let a = c[i], b = c[(i + 1) % 4]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0
    }

    /// The smallest rectangle holding the projected corners, or nil.
    public var bounds: Rect? {
        guard let c = corners else { return nil }
        let xs = c.map(\.x), ys = c.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
