#if canImport(Glibc)
    import Glibc
#endif

extension Mesh {
    /// A rounded rectangle in pixels: its offset contours (snapped to whole pixels) and the signed
    /// distance of any point from it.
    struct Outline {
        /// The rectangle.
        let rect: PixelRect
        /// The corner radius, at most half the shorter side.
        let corner: Float
        /// Points per quarter circle of each contour.
        let perCorner: Int

        /// `spacing`: roughly how many pixels of arc each segment spans (blurry shapes need fewer).
        init(rect: PixelRect, radius: Float, spacing: Float = 2.5) {
            self.rect = rect
            corner = max(0, min(radius, rect.w / 2, rect.h / 2))
            perCorner = max(3, min(17, Int(corner / spacing) + 3))
        }

        /// The outward normal at each contour index (the same for every offset).
        var normals: [PixelPoint] {
            let steps = Float(perCorner - 1)
            var normals: [PixelPoint] = []
            normals.reserveCapacity(4 * perCorner)
            for start in [Float.pi, Float.pi * 1.5, 0, Float.pi * 0.5] {
                for step in 0..<perCorner {
                    let angle = start + Float.pi / 2 * Float(step) / steps
                    normals.append(PixelPoint(x: cosf(angle), y: sinf(angle)))
                }
            }
            return normals
        }

        /// Signed distance from the outline: negative inside, positive outside.
        func distance(_ point: PixelPoint) -> Float {
            let halfWidth = rect.w / 2, halfHeight = rect.h / 2
            let qx = abs(point.x - (rect.x + halfWidth)) - (halfWidth - corner)
            let qy = abs(point.y - (rect.y + halfHeight)) - (halfHeight - corner)
            let ox = max(qx, 0), oy = max(qy, 0)
            return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - corner
        }

        /// The outline moved outward by `offset` pixels (inward when negative), clockwise from the
        /// left end of the top-left arc, every point rounded to a whole pixel.
        ///
        /// Points at the same index of two contours lie on the same normal, so contours never cross.
        func contour(offset: Float) -> [PixelPoint] {
            let radius = max(0, corner + offset)
            // With a negative radius the straight edges still move by `offset`.
            let straight = min(0, corner + offset)
            let centres = [
                (rect.x + corner, rect.y + corner, Float.pi),
                (rect.x + rect.w - corner, rect.y + corner, Float.pi * 1.5),
                (rect.x + rect.w - corner, rect.y + rect.h - corner, Float(0)),
                (rect.x + corner, rect.y + rect.h - corner, Float.pi * 0.5),
            ]
            let steps = Float(perCorner - 1)
            var points: [PixelPoint] = []
            points.reserveCapacity(4 * perCorner)
            for (cx, cy, start) in centres {
                for step in 0..<perCorner {
                    let angle = start + Float.pi / 2 * Float(step) / steps
                    let dx = cosf(angle), dy = sinf(angle)
                    let x = cx + dx * radius + sign(dx) * straight, y = cy + dy * radius + sign(dy) * straight
                    points.append(PixelPoint(x: x.rounded(), y: y.rounded()))
                }
            }
            return points
        }

        private func sign(_ value: Float) -> Float { value > 0.001 ? 1 : (value < -0.001 ? -1 : 0) }
    }
}
