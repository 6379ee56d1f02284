extension EffectLayout {
    /// The unbounded page a tap at `point` lands on: the topmost drawn card (the last in drawing
    /// order) whose projected quadrilateral (or flat rectangle) holds the point. Focus carousels
    /// page to a tapped neighbour under every effect this way; nil off every card.
    func tapTarget(at point: Point, position: Double, count n: Int, finite: Bool, frame: Rect, axis: Axis) -> Int? {
        guard n > 0, frame.contains(point) else { return nil }
        let target = CheckedInt.of(position)
        let drawn = cards(position: position, count: n, finite: finite, target: target, frame: frame, axis: axis)
        for card in drawn.reversed() {
            let hit: Bool
            if let quad = card.spatial?.projection.quad {
                hit = Self.quad(quad, contains: point)
            } else {
                hit = card.rect.contains(point)
            }
            guard hit else { continue }
            // The unbounded page nearest the position that shows this item.
            if finite { return card.item }
            let turns = ((position - Double(card.item)) / Double(n)).rounded()
            return card.item + CheckedInt.of(turns) * n
        }
        return nil
    }

    /// Whether a convex quadrilateral (either turning direction: a mirrored back face turns the
    /// other way) holds `p`: `p` lies on the same side of all four edges.
    static func quad(_ q: (Point, Point, Point, Point), contains p: Point) -> Bool {
        let corners = [q.0, q.1, q.2, q.3]
        var sign = 0.0
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
        }
        return true
    }
}
