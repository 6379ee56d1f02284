import CarouselEngine

/// How a card's layout rectangle is moved onto the window.
///
/// Flat cards are scaled about a point in the plane (`zoom`); cards of a spatial effect
/// (coverflow, the rings) are moved in 3D and seen through a perspective (`projected`: the
/// exact mapping of any point of the card is ``CardProjection/point(u:v:)``). A backend draws a
/// projected card as a textured mesh fine enough that its affine texturing shows no warping.
public enum CardTransform: Sendable, Hashable {
    /// Scaled uniformly by `scale` about `anchor` (window points): `p' = anchor + (p - anchor) * scale`.
    case zoom(scale: Double, anchor: Point)
    /// Moved in 3D and projected (the projection's rectangle is the card's layout rectangle).
    case projected(CardProjection)

    /// The uniform scale factor (1 for a projected card: its shadow, corners and labels keep
    /// their size in the card's own plane).
    public var scale: Double {
        switch self {
        case .zoom(let scale, _): return scale
        case .projected: return 1
        }
    }

    /// The projection, for a projected card.
    public var projection: CardProjection? {
        if case .projected(let projection) = self { return projection }
        return nil
    }

    /// `point` transformed (a projected card: the point of its plane, exactly projected; a point
    /// behind the eye stays where it is).
    public func apply(_ point: Point) -> Point {
        switch self {
        case .zoom(let scale, let anchor):
            return Point(x: anchor.x + (point.x - anchor.x) * scale, y: anchor.y + (point.y - anchor.y) * scale)
        case .projected(let projection):
            let r = projection.rect
            guard r.width > 0, r.height > 0 else { return point }
            return projection.point(u: (point.x - r.x) / r.width, v: (point.y - r.y) / r.height) ?? point
        }
    }

    /// `rect` transformed: its centre moved, its size scaled (a projected card: the bounds of its
    /// projected corners, empty when it is behind the eye).
    public func apply(_ rect: Rect) -> Rect {
        if case .projected(let projection) = self {
            return projection.bounds ?? Rect(x: rect.center.x, y: rect.center.y, width: 0, height: 0)
        }
        let centre = apply(rect.center)
        let width = rect.width * scale, height = rect.height * scale
        return Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
    }
}
