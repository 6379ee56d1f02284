/// Copies textured triangles from one 32-bit pixel buffer into another, unblended and untinted,
/// covering exactly the pixels and reading exactly the texels SDL's software renderer would
/// (SDL 2's `SDL_SW_BlitTriangle`, its direct-copy path: same pixel format, no blending, no
/// colour or alpha modulation).
///
/// SDL visits every pixel of a triangle's bounding box, tests the three edge functions and
/// divides twice in 64 bits for the texel of each covered pixel. This walks only the covered
/// span of each row (solved from the same edge functions and top-left rule, in integers) and
/// steps the two quotients along the span with their remainders, so every pixel costs a few
/// additions (four pixels at a time in vector lanes, see `copySpan`): the same pixels, several
/// times faster. Used for turned cards drawn into their layers (see `ProjectedLayers`);
/// `TriangleTexturerTests` compares it with SDL byte for byte.
struct TriangleTexturer {
    /// The texture's pixels, `sourceWidth` per row.
    let source: UnsafeBufferPointer<UInt32>
    /// The texture's size in pixels.
    let sourceWidth: Int, sourceHeight: Int
    /// The pixels drawn into, `targetWidth` per row.
    let target: UnsafeMutableBufferPointer<UInt32>
    /// The target's size in pixels (triangles are clipped to it).
    let targetWidth: Int, targetHeight: Int
    /// Pixels left untouched (half-open, target pixels): what an opaque card in front hides.
    var hole: PixelBox?
    /// Where each target row was written, when set: two entries per row, the first pixel and one
    /// past the last (widened by every span; start them at `Int32.max`, `Int32.min`).
    var extents: UnsafeMutableBufferPointer<Int32>?

    /// A point as SDL keeps it: whole numbers (a destination in half pixels).
    private struct Point {
        var x: Int, y: Int
    }

    /// What a triangle's spans need: the edge functions' steps along x, the texel numerators'
    /// coefficients and the twice-doubled area they are divided by.
    private struct Setup {
        let area: Int
        let stepX0: Int, stepX1: Int
        let s2s0X: Int, s2s1X: Int, s2s0Y: Int, s2s1Y: Int
        let baseX: Int, baseY: Int
        let deltaX: Int, deltaY: Int
        let quotientStepX: Int, remainderStepX: Int, quotientStepY: Int, remainderStepY: Int
        /// The same steps for the spans' texel index (see `copySpan`).
        let span: SpanSteps
    }

    /// Draws `vertices` (three per triangle) in order, as `SDL_RenderGeometry` with the texture
    /// (positions in target pixels, texture coordinates 0...1) would at a render scale of 1.
    func draw(_ vertices: [MeshVertex]) {
        guard sourceWidth > 0, sourceHeight > 0, source.count >= sourceWidth * sourceHeight,
            target.count >= targetWidth * targetHeight
        else { return }
        var index = 0
        while index + 2 < vertices.count {
            draw(vertices[index], vertices[index + 1], vertices[index + 2])
            index += 3
        }
    }

    /// SDL's conversion of a vertex (`SW_QueueGeometry`): texel = (int)(uv * size), position
    /// = (int)(xy) shifted to half pixels; nil when a number cannot be converted.
    private func points(_ vertex: MeshVertex) -> (source: Point, target: Point)? {
        let u = vertex.texCoord.x * Float(sourceWidth), v = vertex.texCoord.y * Float(sourceHeight)
        let x = vertex.position.x, y = vertex.position.y
        let limit: Float = 16_777_216
        guard u.isFinite, v.isFinite, x.isFinite, y.isFinite, abs(u) < limit, abs(v) < limit, abs(x) < limit,
            abs(y) < limit
        else { return nil }
        return (Point(x: Int(u), y: Int(v)), Point(x: Int(x) << 1, y: Int(y) << 1))
    }

    /// `(b - a) x (c - a)`, as SDL's `cross_product`.
    private static func cross(_ a: Point, _ b: Point, _ cx: Int, _ cy: Int) -> Int {
        (b.x - a.x) * (cy - a.y) - (b.y - a.y) * (cx - a.x)
    }

    /// SDL's top-left rule for the edge `a` to `b`.
    private static func isTopLeft(_ a: Point, _ b: Point, clockwise: Bool) -> Bool {
        clockwise ? (a.y == b.y && a.x < b.x) || b.y < a.y : (a.y == b.y && b.x < a.x) || a.y < b.y
    }

    /// `numerator / denominator` rounded down (`denominator` > 0).
    private static func floorDivision(_ numerator: Int, _ denominator: Int) -> Int {
        let quotient = numerator / denominator
        return numerator % denominator < 0 ? quotient - 1 : quotient
    }

    /// Narrows `span` to the x where `value + x * step >= 0`.
    @inline(__always)
    private static func narrow(_ span: inout (low: Int, high: Int), value: Int, step: Int) {
        if step > 0 {
            span.low = max(span.low, -floorDivision(value, step))
        } else if step < 0 {
            span.high = min(span.high, floorDivision(value, -step))
        } else if value < 0 {
            span.high = -1
        }
    }

    // One triangle, following SDL_SW_BlitTriangle step by step (its names in the comments).
    private func draw(_ first: MeshVertex, _ second: MeshVertex, _ third: MeshVertex) {
        guard let p0 = points(first), let p1 = points(second), let p2 = points(third) else { return }
        let d0 = p0.target, d1 = p1.target, d2 = p2.target
        var s0 = p0.source, s1 = p1.source, s2 = p2.source
        var area = Self.cross(d0, d1, d2.x, d2.y)
        guard area != 0 else { return }
        // bounding_rect_fixedpoint, then clipped to the target.
        let minX = min(d0.x, d1.x, d2.x), maxX = max(d0.x, d1.x, d2.x)
        let minY = min(d0.y, d1.y, d2.y), maxY = max(d0.y, d1.y, d2.y)
        let boxX = max(minX >> 1, 0), boxY = max(minY >> 1, 0)
        let boxWidth = min((minX >> 1) + ((maxX - minX) >> 1), targetWidth) - boxX
        let boxHeight = min((minY >> 1) + ((maxY - minY) >> 1), targetHeight) - boxY
        guard boxWidth > 0, boxHeight > 0 else { return }
        // The texel coordinates reach their maximum inclusively: SDL moves the largest in by one.
        let sourceMinX = min(s0.x, s1.x, s2.x), sourceMaxX = max(s0.x, s1.x, s2.x)
        let sourceMinY = min(s0.y, s1.y, s2.y), sourceMaxY = max(s0.y, s1.y, s2.y)
        if sourceMaxX > sourceMinX {
            if s0.x == sourceMaxX { s0.x -= 1 }
            if s1.x == sourceMaxX { s1.x -= 1 }
            if s2.x == sourceMaxX { s2.x -= 1 }
        }
        if sourceMaxY > sourceMinY {
            if s0.y == sourceMaxY { s0.y -= 1 }
            if s1.y == sourceMaxY { s1.y -= 1 }
            if s2.y == sourceMaxY { s2.y -= 1 }
        }
        let clockwise = area > 0
        area = abs(area)
        let sign = clockwise ? 1 : -1
        // Steps of the edge functions per pixel along x (d2d1_y, d0d2_y, d1d0_y) and y.
        let stepX0 = sign * (d1.y - d2.y) << 1, stepX1 = sign * (d2.y - d0.y) << 1
        let stepX2 = sign * (d0.y - d1.y) << 1
        let stepY0 = sign * (d2.x - d1.x) << 1, stepY1 = sign * (d0.x - d2.x) << 1
        let stepY2 = sign * (d1.x - d0.x) << 1
        // The edge functions at the middle of the box's first pixel.
        let startX = (boxX << 1) + 1, startY = (boxY << 1) + 1
        var row0 = sign * Self.cross(d1, d2, startX, startY), row1 = sign * Self.cross(d2, d0, startX, startY)
        var row2 = sign * Self.cross(d0, d1, startX, startY)
        let bias0 = Self.isTopLeft(d1, d2, clockwise: clockwise) ? 0 : -1
        let bias1 = Self.isTopLeft(d2, d0, clockwise: clockwise) ? 0 : -1
        let bias2 = Self.isTopLeft(d0, d1, clockwise: clockwise) ? 0 : -1
        let s2s0X = s0.x - s2.x, s2s1X = s1.x - s2.x, s2s0Y = s0.y - s2.y, s2s1Y = s1.y - s2.y
        // The texel numerators change by these along x.
        let deltaX = stepX0 * s2s0X + stepX1 * s2s1X, deltaY = stepX0 * s2s0Y + stepX1 * s2s1Y
        let quotientStepX = Self.floorDivision(deltaX, area), quotientStepY = Self.floorDivision(deltaY, area)
        let setup = Setup(
            area: area, stepX0: stepX0, stepX1: stepX1, s2s0X: s2s0X, s2s1X: s2s1X, s2s0Y: s2s0Y, s2s1Y: s2s1Y,
            // s2->x * area is an `int` product in SDL: it wraps the same way here.
            baseX: Int(Int32(truncatingIfNeeded: s2.x) &* Int32(truncatingIfNeeded: area)),
            baseY: Int(Int32(truncatingIfNeeded: s2.y) &* Int32(truncatingIfNeeded: area)),
            deltaX: deltaX, deltaY: deltaY, quotientStepX: quotientStepX,
            remainderStepX: deltaX - quotientStepX * area, quotientStepY: quotientStepY,
            remainderStepY: deltaY - quotientStepY * area,
            span: SpanSteps(
                area: area, sourceWidth: sourceWidth, sourceCount: source.count, quotientStepX: quotientStepX,
                remainderStepX: deltaX - quotientStepX * area, quotientStepY: quotientStepY,
                remainderStepY: deltaY - quotientStepY * area))
        for y in 0..<boxHeight {
            defer {
                row0 += stepY0
                row1 += stepY1
                row2 += stepY2
            }
            // The pixels x where every edge function plus its bias is >= 0.
            var span = (low: 0, high: boxWidth - 1)
            Self.narrow(&span, value: row0 + bias0, step: stepX0)
            Self.narrow(&span, value: row1 + bias1, step: stepX1)
            Self.narrow(&span, value: row2 + bias2, step: stepX2)
            guard span.low <= span.high else { continue }
            let line = boxY + y
            if let hole, line >= Int(hole.y), line < Int(hole.y + hole.h) {
                let holeLow = Int(hole.x) - boxX, holeHigh = Int(hole.x + hole.w) - 1 - boxX
                fill(setup, line: line, boxX: boxX, row0: row0, row1: row1, span.low, min(span.high, holeLow - 1))
                fill(setup, line: line, boxX: boxX, row0: row0, row1: row1, max(span.low, holeHigh + 1), span.high)
            } else {
                fill(setup, line: line, boxX: boxX, row0: row0, row1: row1, span.low, span.high)
            }
        }
    }

    /// Copies the texels of the box's pixels `low...high` on target row `line` (edge functions
    /// `row0`, `row1` at the box's first pixel of the row).
    @inline(__always)
    private func fill(_ t: Setup, line: Int, boxX: Int, row0: Int, row1: Int, _ low: Int, _ high: Int) {
        guard low <= high, let source = source.baseAddress, let target = target.baseAddress else { return }
        if let extents, 2 * line + 1 < extents.count {
            extents[2 * line] = min(extents[2 * line], Int32(truncatingIfNeeded: boxX + low))
            extents[2 * line + 1] = max(extents[2 * line + 1], Int32(truncatingIfNeeded: boxX + high + 1))
        }
        let w0 = row0 + low * t.stepX0, w1 = row1 + low * t.stepX1
        var numeratorX = w0 * t.s2s0X + w1 * t.s2s1X + t.baseX, numeratorY = w0 * t.s2s0Y + w1 * t.s2s1Y + t.baseY
        let area = t.area, count = high - low
        var quotientX = Self.floorDivision(numeratorX, area), remainderX = numeratorX - quotientX * area
        var quotientY = Self.floorDivision(numeratorY, area), remainderY = numeratorY - quotientY * area
        var offset = line * targetWidth + boxX + low
        let lastX = numeratorX + count * t.deltaX, lastY = numeratorY + count * t.deltaY
        let lastColumn = sourceWidth - 1, lastRow = sourceHeight - 1
        // Numerators >= 0 all along (they change linearly: both ends tell) round down as C
        // does, and texels inside the texture at both ends stay inside: no checks per pixel.
        if numeratorX >= 0, numeratorY >= 0, lastX >= 0, lastY >= 0, quotientX <= lastColumn,
            quotientY <= lastRow, lastX / area <= lastColumn, lastY / area <= lastRow
        {
            Self.copySpan(
                from: source, to: target + offset, pixels: count + 1, index: quotientY * sourceWidth + quotientX,
                remainderX: remainderX, remainderY: remainderY, steps: t.span)
            return
        }
        for _ in 0...count {
            // C's division rounds towards zero: one up from the floor for a negative, inexact one.
            let texelX = quotientX + (numeratorX < 0 && remainderX != 0 ? 1 : 0)
            let texelY = quotientY + (numeratorY < 0 && remainderY != 0 ? 1 : 0)
            let column = min(max(texelX, 0), lastColumn), row = min(max(texelY, 0), lastRow)
            target[offset] = source[row * sourceWidth + column]
            offset += 1
            numeratorX += t.deltaX
            numeratorY += t.deltaY
            quotientX += t.quotientStepX
            remainderX += t.remainderStepX
            if remainderX >= area {
                remainderX -= area
                quotientX += 1
            }
            quotientY += t.quotientStepY
            remainderY += t.remainderStepY
            if remainderY >= area {
                remainderY -= area
                quotientY += 1
            }
        }
    }
}
