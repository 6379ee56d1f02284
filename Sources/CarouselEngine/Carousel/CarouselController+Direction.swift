/// Right to left (`direction = "rtl"`): the carousel runs in left-to-right ("logical")
/// coordinates, and its input and output are mirrored about the frame's vertical centre line
/// `cx`: a point's `x` becomes `2 cx - x`, a rectangle's `x` becomes `2 cx - x - width`.
///
/// So a right-to-left carousel is, by construction, the exact mirror image of the left-to-right
/// one: item 0 and the `leading` inset on the right, a drag to the right goes forward, keys and a
/// horizontal wheel swap, auto-scroll and the marquee run to the right, page dots (horizontal
/// axis) count from the right, the pause button sits top left, and a spatial effect's transform
/// is mirrored too (a coverflow turns the other way). On a vertical axis the motion is unchanged;
/// the cards' cross-axis placement, the pause button and labels are mirrored, while the dot strip
/// keeps its place right of the frame (docs/engine.md, "Right to left").
extension CarouselController {
    /// Whether input and placements are mirrored (`direction = "rtl"`).
    var mirrored: Bool { config.direction == .rtl }

    /// Twice the frame's horizontal centre, in points: the mirror maps `x` to `mirrorSum - x`.
    var mirrorSum: Double { 2 * slot.frame.x + slot.frame.width }

    /// `point` in the carousel's logical (left-to-right) coordinates.
    func logical(_ point: Point) -> Point {
        mirrored ? Point(x: mirrorSum - point.x, y: point.y) : point
    }

    /// A point on the page-dot strip in logical coordinates: the strip is mirrored only on a
    /// horizontal axis (a vertical strip keeps its place and its top-to-bottom order).
    func logicalDotPoint(_ point: Point) -> Point {
        axis == .horizontal ? logical(point) : point
    }

    /// A key as the logical carousel reads it: left and right swap on a horizontal right-to-left axis.
    func logicalKey(_ key: Key) -> Key {
        guard mirrored, axis == .horizontal else { return key }
        switch key {
        case .left: return .right
        case .right: return .left
        default: return key
        }
    }

    /// A horizontal wheel delta as the logical carousel reads it (negated right to left).
    func logicalWheelX(_ dx: Double) -> Double { mirrored ? -dx : dx }

    /// `frame` (computed in logical coordinates) as drawn: mirrored right to left.
    func drawn(_ frame: CarouselFrame) -> CarouselFrame {
        var result = frame
        result.direction = config.direction
        guard mirrored else { return result }
        let sum = mirrorSum
        for index in result.cards.indices {
            result.cards[index] = Self.mirror(result.cards[index], sum: sum)
        }
        if axis == .horizontal {
            for index in result.dots.indices {
                result.dots[index].center.x = sum - result.dots[index].center.x
            }
        }
        if let shadow = result.groundShadow { result.groundShadow?.projection = shadow.projection.mirrored(sum: sum) }
        result.pauseButton = result.pauseButton.map { Self.mirror($0, sum: sum) }
        for index in result.arrows.indices {
            result.arrows[index].rect = Self.mirror(result.arrows[index].rect, sum: sum)
            if axis == .horizontal { result.arrows[index].pointsTowardsEnd.toggle() }
        }
        return result
    }

    /// A rectangle mirrored: `x' = sum - x - width`.
    static func mirror(_ rect: Rect, sum: Double) -> Rect {
        Rect(x: sum - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }

    /// A placement mirrored, its mask (`kind = "m3"`) too; a spatial one gets its projection
    /// mirrored (``CardProjection/mirrored(sum:)``).
    static func mirror(_ card: CardPlacement, sum: Double) -> CardPlacement {
        var result = card
        result.rect = mirror(card.rect, sum: sum)
        result.mask = card.mask.map { mirror($0, sum: sum) }
        result.spatial = card.spatial.map {
            var spatial = $0
            spatial.projection = $0.projection.mirrored(sum: sum)
            return spatial
        }
        return result
    }
}

extension CardProjection {
    /// The projection mirrored about the vertical line `x = sum / 2`: the rectangle and the
    /// vanishing point mirrored, the transform conjugated by the mirror `S = diag(-1, 1, 1)`
    /// (`S M S`: the entries mixing x with y or z and the x translation change sign). The card's
    /// face is not flipped: its point `(u, v)` shows where the mirror of the original's
    /// `(1 - u, v)` shows, so the text on it still reads normally and back-facing is kept.
    public func mirrored(sum: Double) -> CardProjection {
        let t = transform
        let linear = Transform3D(
            row0: Vector3(x: t.row0.x, y: -t.row0.y, z: -t.row0.z),
            row1: Vector3(x: -t.row1.x, y: t.row1.y, z: t.row1.z),
            row2: Vector3(x: -t.row2.x, y: t.row2.y, z: t.row2.z),
            translation: Vector3(x: -t.translation.x, y: t.translation.y, z: t.translation.z))
        return CardProjection(
            rect: CarouselController.mirror(rect, sum: sum), transform: linear, perspective: perspective,
            origin: Point(x: sum - origin.x, y: origin.y))
    }
}
