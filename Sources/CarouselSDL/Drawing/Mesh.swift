/// Maps a pixel position to texture coordinates (for images drawn as textured triangles).
struct TextureMapping {
    /// The pixel rectangle the image covers (aspect-filled: may reach past the card).
    var x: Float, y: Float, width: Float, height: Float
    /// Half a texel in texture coordinates: coordinates stay on texel centres, because SDL's
    /// software renderer reads past the last texel at exactly 1 (a bright rim on image cards).
    var halfTexel = PixelPoint(x: 0, y: 0)

    /// The mapping moved and sized to whole pixels (at least 1 x 1).
    var snapped: TextureMapping {
        var whole = self
        whole.x = x.rounded()
        whole.y = y.rounded()
        whole.width = max(1, (x + width).rounded() - whole.x)
        whole.height = max(1, (y + height).rounded() - whole.y)
        return whole
    }

    /// Texture coordinates of a pixel position, clamped to the image.
    func uv(_ px: Float, _ py: Float) -> PixelPoint {
        PixelPoint(
            x: min(1 - halfTexel.x, max(halfTexel.x, (px - x) / width)),
            y: min(1 - halfTexel.y, max(halfTexel.y, (py - y) / height)))
    }
}

/// Builds non-overlapping triangle lists for anti-aliased rounded rectangles, in pixels.
///
/// Every vertex sits on a whole pixel (software renderers truncate positions anyway), and its
/// alpha is the coverage the true outline gives at that point, so edges keep their sub-pixel
/// position although the vertices are snapped. A shape is a set of contours offset from the
/// outline; bands between neighbouring contours are triangle strips sharing their vertices
/// exactly, and a filled shape's inside is three axis-aligned rectangles (cheap for a software
/// renderer) plus a fan in each corner, whose outline is exactly the innermost contour. No pixel
/// is covered twice, so translucent shapes show no seams.
struct Mesh {
    /// Triangles, three vertices each.
    private(set) var vertices: [MeshVertex] = []
    /// Interior rectangles of filled shapes (whole pixels), drawn in the shape's colour (or texture).
    private(set) var rects: [PixelRect] = []
    /// Scratch storage for the second halves of a band's quads.
    private var second: [MeshVertex] = []

    /// Empties the mesh, keeping its storage.
    mutating func reset() {
        vertices.removeAll(keepingCapacity: true)
        rects.removeAll(keepingCapacity: true)
    }

    /// A filled rounded rectangle with an anti-aliased edge: two one-pixel bands around the outline
    /// whose alpha is each pixel's coverage, so the edge keeps its sub-pixel position.
    ///
    /// With `body` false only the edge band is built (and the inside is left to the caller).
    mutating func fill(
        _ rect: PixelRect, radius: Float, color: PixelColor, mapping: TextureMapping? = nil, body: Bool = true
    ) {
        let outline = Outline(rect: rect, radius: radius)
        // Full coverage half a pixel inside (so layers drawn over each other, like a card, its image
        // and the label scrim, keep the same solid rim), a slightly soft fade outside.
        let profile: (Float) -> Float = { distance in distance < 0 ? 0.5 - distance : 0.5 - distance / 1.4 }
        shape(outline, offsets: [-1, 0, 1], profile: profile, color: color, mapping: mapping, body: body)
    }

    /// A soft shadow's edge: fades from `color` inside to nothing over `blur` pixels, quickly at
    /// first and with a long faint tail (coverage squared), like a blurred shadow.
    mutating func softEdge(_ rect: PixelRect, radius: Float, color: PixelColor, blur: Float, body: Bool) {
        let reach = blur / 2 + 1
        let outline = Outline(rect: rect, radius: radius, spacing: 6)
        let offsets = [-reach, 0, reach]
        let profile: (Float) -> Float = { distance in
            let t = max(0, min(1, 0.5 - distance / blur))
            return t * t
        }
        shape(outline, offsets: offsets, profile: profile, color: color, mapping: nil, body: body)
    }

    /// An anti-aliased outline `width` pixels wide centred on the rounded rectangle's edge.
    mutating func stroke(_ rect: PixelRect, radius: Float, width: Float, color: PixelColor) {
        let half = width / 2
        let outline = Outline(rect: rect, radius: radius)
        let offsets = [-half - 0.5, -half + 0.5, half - 0.5, half + 0.5]
        let profile: (Float) -> Float = { distance in half + 0.5 - abs(distance) }
        shape(outline, offsets: offsets, profile: profile, color: color, mapping: nil, body: false)
    }

    /// Bands between the contours at `offsets` (ascending), plus the inside when `body` is set.
    ///
    /// A band's vertices take the coverage half a pixel into the band (its pixels' centres), so a
    /// one-pixel band along a straight edge gets exactly its pixels' coverage.
    private mutating func shape(
        _ outline: Outline, offsets: [Float], profile: (Float) -> Float, color: PixelColor,
        mapping: TextureMapping?, body: Bool
    ) {
        guard outline.rect.w > 0, outline.rect.h > 0, let first = offsets.first else { return }
        let normals = outline.normals
        func vertex(_ point: PixelPoint, _ index: Int, shift: Float) -> MeshVertex {
            let normal = normals[index]
            let sample = PixelPoint(x: point.x + normal.x * shift, y: point.y + normal.y * shift)
            let coverage = max(0, min(1, profile(outline.distance(sample))))
            let uv = mapping?.uv(point.x, point.y) ?? PixelPoint(x: 0, y: 0)
            let alpha = UInt8((Float(color.a) * coverage).rounded())
            return MeshVertex(
                position: point, color: PixelColor(r: color.r, g: color.g, b: color.b, a: alpha), texCoord: uv)
        }
        var inner = outline.contour(offset: first)
        if body { appendBody(inner, color: color, mapping: mapping) }
        for (previous, offset) in zip(offsets, offsets.dropFirst()) where offset > previous {
            let outer = outline.contour(offset: offset)
            let shift = min(0.5, (offset - previous) / 2)
            second.removeAll(keepingCapacity: true)
            for index in inner.indices {
                let next = (index + 1) % inner.count
                let a = vertex(inner[index], index, shift: shift), b = vertex(inner[next], next, shift: shift)
                let c = vertex(outer[index], index, shift: -shift), d = vertex(outer[next], next, shift: -shift)
                Self.append(a, c, b, to: &vertices)
                Self.append(b, c, d, to: &second)
            }
            // SDL's software renderer redraws two consecutive triangles sharing an edge as one
            // rectangle when it thinks they form one; keeping each quad's halves apart avoids that.
            vertices.append(contentsOf: second)
            inner = outer
        }
    }

    /// Appends a triangle unless it has no area (snapping makes many).
    private static func append(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex, to list: inout [MeshVertex]) {
        let ux = b.position.x - a.position.x, uy = b.position.y - a.position.y
        let vx = c.position.x - a.position.x, vy = c.position.y - a.position.y
        guard ux * vy - uy * vx != 0 else { return }
        list.append(contentsOf: [a, b, c])
    }

    /// The inside of the innermost contour: rectangles between the corner centres, a fan per corner.
    private mutating func appendBody(_ points: [PixelPoint], color: PixelColor, mapping: TextureMapping?) {
        let contour = points.map { point in
            MeshVertex(
                position: point, color: color, texCoord: mapping?.uv(point.x, point.y) ?? PixelPoint(x: 0, y: 0))
        }
        let perCorner = contour.count / 4
        // Corner arcs run clockwise from the top-left; each arc's ends lie on the straight edges.
        let topLeft = contour[perCorner - 1].position, topRight = contour[perCorner].position
        let rightTop = contour[2 * perCorner - 1].position, rightBottom = contour[2 * perCorner].position
        let bottomRight = contour[3 * perCorner - 1].position
        let leftTop = contour[0].position
        let x0 = topLeft.x, x1 = topRight.x, y0 = leftTop.y, y1 = rightBottom.y
        let top = topLeft.y, bottom = bottomRight.y, left = leftTop.x, right = rightTop.x
        if x1 > x0, bottom > top { rects.append(PixelRect(x: x0, y: top, w: x1 - x0, h: bottom - top)) }
        if y1 > y0 {
            if x0 > left { rects.append(PixelRect(x: left, y: y0, w: x0 - left, h: y1 - y0)) }
            if right > x1 { rects.append(PixelRect(x: x1, y: y0, w: right - x1, h: y1 - y0)) }
        }
        let centres = [
            PixelPoint(x: x0, y: y0), PixelPoint(x: x1, y: y0), PixelPoint(x: x1, y: y1), PixelPoint(x: x0, y: y1),
        ]
        for (corner, centre) in centres.enumerated() {
            let uv = mapping?.uv(centre.x, centre.y) ?? PixelPoint(x: 0, y: 0)
            let middle = MeshVertex(position: centre, color: color, texCoord: uv)
            for step in 0..<(perCorner - 1) {
                let index = corner * perCorner + step
                Self.append(middle, contour[index], contour[index + 1], to: &vertices)
            }
        }
    }
}
