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
    /// The near plane as a fraction of `perspective`: a point nearer the eye than this (shown more
    /// than 4 times its size) hides its card, as a camera's near plane does. Without it a card of an
    /// inverted ring swinging towards the eye mid-drag filled the window many times over.
    public static let nearFraction = 0.25

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
        guard w >= max(Self.nearLimit, perspective * Self.nearFraction), perspective > 0 else { return nil }
        let s = perspective / w
        return Point(x: origin.x + (p.x - origin.x) * s, y: origin.y + (p.y - origin.y) * s)
    }

    /// Where the card's point `(u, v)` shows on the window (exact perspective), or nil.
    public func point(u: Double, v: Double) -> Point? { project(spacePoint(u: u, v: v)) }

    /// The four corners on the window (top-left, top-right, bottom-right, bottom-left), or nil
    /// when one is at or behind the near limit (the card is then not drawn).
    public var corners: [Point]? { quad.map { [$0.0, $0.1, $0.2, $0.3] } }

    /// The corners without an array (the engine asks for them every frame for every card).
    var quad: (Point, Point, Point, Point)? {
        guard let a = point(u: 0, v: 0), let b = point(u: 1, v: 0), let c = point(u: 1, v: 1),
            let d = point(u: 0, v: 1)
        else { return nil }
        return (a, b, c, d)
    }

    /// The depth of the card's centre after the transform (z, points; larger is nearer).
    public var depth: Double { transform.translation.z }

    /// Whether the viewer sees the card's back: its projected corners turn counter-clockwise on a
    /// y-down window (the shoelace area of top-left, top-right, bottom-right, bottom-left is negative).
    public var isBackFacing: Bool { quad.map(Self.isBackFacing) ?? false }

    /// The smallest rectangle holding the projected corners, or nil.
    public var bounds: Rect? { quad.map(Self.bounds) }

    /// Whether `quad` turns counter-clockwise (see ``isBackFacing``).
    static func isBackFacing(_ q: (Point, Point, Point, Point)) -> Bool {
        let area =
            (q.0.x * q.1.y - q.1.x * q.0.y) + (q.1.x * q.2.y - q.2.x * q.1.y) + (q.2.x * q.3.y - q.3.x * q.2.y)
            + (q.3.x * q.0.y - q.0.x * q.3.y)
        return area < 0
    }

    /// The bounds of `quad`.
    static func bounds(_ q: (Point, Point, Point, Point)) -> Rect {
        let x0 = min(q.0.x, q.1.x, q.2.x, q.3.x), x1 = max(q.0.x, q.1.x, q.2.x, q.3.x)
        let y0 = min(q.0.y, q.1.y, q.2.y, q.3.y), y1 = max(q.0.y, q.1.y, q.2.y, q.3.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
