#if canImport(Glibc)
    import Glibc
#endif

/// Builds the triangles of an anti-aliased arc (a ring's outline, or part of it), in pixels.
///
/// The arc is cut into segments about 2 pixels long. Across the stroke there are four
/// contours, at `radius ∓ (width / 2 ± 0.5)`: a solid band between the inner two, a one-pixel
/// fade band on each side. Every vertex is snapped to the nearest whole pixel (software renderers
/// truncate positions anyway) and keeps the coverage of its ideal position, so the fade stays
/// one pixel wide on average; a partial arc also fades over half a pixel past each end.
struct ArcMesh {
    /// Triangles, three vertices each.
    private(set) var vertices: [MeshVertex] = []

    /// The arc around `center` (pixels) with centre-line `radius` and stroke `width` in pixels,
    /// from `start` turns clockwise from twelve o'clock, `sweep` turns long (1 or more: a ring).
    init(center: PixelPoint, radius: Float, width: Float, start: Float, sweep: Float, color: PixelColor) {
        guard radius > 0, width > 0, sweep > 0 else { return }
        let whole = sweep >= 1
        let half = width / 2
        // Half a pixel of fade beyond each end of a partial arc, in turns.
        let overshoot = whole ? 0 : 0.5 / (2 * .pi * radius)
        let from = start - overshoot, length = (whole ? 1 : sweep) + 2 * overshoot
        let segments = max(6, Int((length * 2 * .pi * (radius + half) / 2).rounded(.up)))
        let offsets: [Float] = [-half - 0.5, -half + 0.5, half - 0.5, half + 0.5].map { max(0, radius + $0) - radius }
        func vertex(_ step: Int, _ offset: Float) -> MeshVertex {
            let turn = from + length * Float(step) / Float(segments)
            let angle = 2 * Float.pi * turn
            let r = radius + offset
            let ideal = PixelPoint(x: center.x + r * sin(angle), y: center.y - r * cos(angle))
            let position = PixelPoint(x: ideal.x.rounded(), y: ideal.y.rounded())
            // The coverage is the stroke's on the ideal contour (0 on the outer two, 1 on the inner
            // two, less near a partial arc's ends): snapping moves the vertex, not the edge.
            let coverage = Self.coverage(
                at: ideal, center: center, radius: radius, half: half, start: start, sweep: whole ? nil : sweep)
            return MeshVertex(
                position: position,
                color: PixelColor(r: color.r, g: color.g, b: color.b, a: UInt8((Float(color.a) * coverage).rounded())),
                texCoord: PixelPoint(x: 0, y: 0))
        }
        var second: [MeshVertex] = []
        for (inner, outer) in zip(offsets, offsets.dropFirst()) where outer > inner {
            second.removeAll(keepingCapacity: true)
            for step in 0..<segments {
                let a = vertex(step, inner), b = vertex(step + 1, inner)
                let c = vertex(step, outer), d = vertex(step + 1, outer)
                Self.append(a, c, b, to: &vertices)
                Self.append(b, c, d, to: &second)
            }
            // As in `Mesh`: the halves of each quad apart, so SDL's software renderer never
            // redraws two of them as one rectangle.
            vertices.append(contentsOf: second)
        }
    }

    /// How much of a pixel at `point` the stroke covers: one pixel of fade across each side of the
    /// stroke and, for a partial arc (`sweep` not nil), along the arc past each end.
    static func coverage(
        at point: PixelPoint, center: PixelPoint, radius: Float, half: Float, start: Float, sweep: Float?
    ) -> Float {
        let dx = point.x - center.x, dy = point.y - center.y
        let distance = (dx * dx + dy * dy).squareRoot()
        var coverage = max(0, min(1, half + 0.5 - abs(distance - radius)))
        if let sweep {
            // Turns clockwise from twelve o'clock, measured from the arc's middle in -0.5..<0.5.
            let turn = atan2(dx, -dy) / (2 * .pi)
            var fromMiddle = (turn - (start + sweep / 2)).truncatingRemainder(dividingBy: 1)
            if fromMiddle >= 0.5 { fromMiddle -= 1 } else if fromMiddle < -0.5 { fromMiddle += 1 }
            let inside = (sweep / 2 - abs(fromMiddle)) * 2 * .pi * radius
            coverage *= max(0, min(1, 0.5 + inside))
        }
        return coverage
    }

    /// Appends a triangle unless it has no area (snapping makes many).
    private static func append(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex, to list: inout [MeshVertex]) {
        let ux = b.position.x - a.position.x, uy = b.position.y - a.position.y
        let vx = c.position.x - a.position.x, vy = c.position.y - a.position.y
        guard ux * vy - uy * vx != 0 else { return }
        list.append(contentsOf: [a, b, c])
    }
}
