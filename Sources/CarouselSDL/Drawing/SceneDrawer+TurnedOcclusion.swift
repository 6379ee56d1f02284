import CarouselEngine
import CarouselScene

extension SceneDrawer {
    /// The largest box (whole pixels, the frame's) inside `bounds` that an opaque card drawn after
    /// a turned card in its clip group (`later`) paints over completely, or nil.
    ///
    /// Such a card's pixels there are all replaced by the card in front, so a turned card's layer
    /// need not be filled or blended there: Swiper's cards stack most of each card under the one
    /// in front. A card in front counts when it is drawn opaque (`SceneCard.isOpaque`, or a flat
    /// card that hides what is behind it); its box is an upright rectangle inside its shape kept
    /// `cornerRadius` plus 3 pixels in from its edges (the anti-aliased rim, the rounded corners
    /// and whole-pixel snapping stay outside it).
    func hiddenBox(before later: ArraySlice<DrawCommand>, within bounds: PixelBox) -> PixelBox? {
        var best: PixelBox?, bestArea: Int32 = 0
        for command in later {
            guard case .card(let front) = command else {
                if case .clip = command { break }
                continue
            }
            guard let box = innerBox(of: front)?.intersection(bounds), box.w > 0, box.h > 0 else { continue }
            let area = box.w * box.h
            if area > bestArea {
                best = box
                bestArea = area
            }
        }
        // A sliver is not worth splitting the layer's copy for.
        guard let best, best.w >= 8, best.h >= 8 else { return nil }
        return best
    }

    /// An upright box (whole pixels) that `card` paints opaque, or nil.
    func innerBox(of card: SceneCard) -> PixelBox? {
        let scale = painter.scale, margin = 3.0
        guard let projection = card.transform.projection else {
            guard card.hidesBehind, (card.backdrop?.alpha ?? 255) == 255 else { return nil }
            let rect = card.drawnRect, inset = card.drawnCornerRadius * scale + margin
            return Self.box(
                x0: rect.x * scale + inset, y0: rect.y * scale + inset, x1: (rect.x + rect.width) * scale - inset,
                y1: (rect.y + rect.height) * scale - inset)
        }
        guard card.isOpaque, let corners = projection.corners else { return nil }
        // The card is drawn only when its mesh (a little past its edges) is in front of the eye.
        for (u, v) in [(-0.05, -0.05), (1.05, -0.05), (1.05, 1.05), (-0.05, 1.05)] {
            guard projection.point(u: u, v: v) != nil else { return nil }
        }
        let frame = projection.rect
        guard frame.width > 0, frame.height > 0 else { return nil }
        func length(_ a: Point, _ b: Point) -> Double {
            ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        }
        // The fewest window points one of the card's points covers along either side.
        let across = min(length(corners[0], corners[1]), length(corners[3], corners[2])) / frame.width
        let down = min(length(corners[0], corners[3]), length(corners[1], corners[2])) / frame.height
        let shrink = min(across, down)
        guard shrink > 0.05 else { return nil }
        let inset = max(0, card.cornerRadius) + margin / (scale * shrink)
        let u = inset / frame.width, v = inset / frame.height
        guard u < 0.5, v < 0.5, let a = projection.point(u: u, v: v), let b = projection.point(u: 1 - u, v: v),
            let c = projection.point(u: 1 - u, v: 1 - v), let d = projection.point(u: u, v: 1 - v)
        else { return nil }
        let quad = [a, b, c, d].map { Point(x: $0.x * scale, y: $0.y * scale) }
        guard
            let box = Self.box(
                x0: max(quad[0].x, quad[3].x), y0: max(quad[0].y, quad[1].y), x1: min(quad[1].x, quad[2].x),
                y1: min(quad[3].y, quad[2].y))
        else { return nil }
        // The box's corners must lie inside the (convex) inner quadrilateral, whichever way it turns.
        let x0 = Double(box.x), y0 = Double(box.y), x1 = Double(box.x + box.w), y1 = Double(box.y + box.h)
        let points = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
        var positive = true, negative = true
        for index in 0..<4 {
            let p = quad[index], q = quad[(index + 1) % 4]
            for point in points {
                let side = (q.x - p.x) * (point.y - p.y) - (q.y - p.y) * (point.x - p.x)
                if side < 0 { positive = false }
                if side > 0 { negative = false }
            }
        }
        return positive || negative ? box : nil
    }

    /// The whole pixels inside `x0...x1` x `y0...y1` (pixels), or nil when none.
    private static func box(x0: Double, y0: Double, x1: Double, y1: Double) -> PixelBox? {
        let left = x0.rounded(.up), top = y0.rounded(.up), right = x1.rounded(.down), bottom = y1.rounded(.down)
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right > left, bottom > top,
            abs(left) < 65536, abs(top) < 65536, abs(right) < 65536, abs(bottom) < 65536
        else { return nil }
        return PixelBox(x: Int32(left), y: Int32(top), w: Int32(right - left), h: Int32(bottom - top))
    }
}
