import CarouselEngine

/// How a card's layout rectangle is moved onto the window.
///
/// Today every card is scaled about a point in the plane (`zoom`). The enum leaves room for a
/// perspective case (a 4x4 matrix) when 3D effects arrive; a backend that cannot draw a case
/// says so.
public enum CardTransform: Sendable, Hashable {
    /// Scaled uniformly by `scale` about `anchor` (window points): `p' = anchor + (p - anchor) * scale`.
    case zoom(scale: Double, anchor: Point)

    /// The uniform scale factor.
    public var scale: Double {
        switch self {
        case .zoom(let scale, _): return scale
        }
    }

    /// `point` transformed.
    public func apply(_ point: Point) -> Point {
        switch self {
        case .zoom(let scale, let anchor):
            return Point(x: anchor.x + (point.x - anchor.x) * scale, y: anchor.y + (point.y - anchor.y) * scale)
        }
    }

    /// `rect` transformed: its centre moved, its size scaled.
    public func apply(_ rect: Rect) -> Rect {
        let centre = apply(rect.center)
        let width = rect.width * scale, height = rect.height * scale
        return Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
    }
}
