import CSDL2

/// Maps a pixel position to texture coordinates (for images drawn as textured triangles).
struct TextureMapping {
    /// The pixel rectangle the image covers (aspect-filled: may reach past the card).
    var x: Float, y: Float, width: Float, height: Float

    /// Texture coordinates of a pixel position, clamped to the image.
    func uv(_ px: Float, _ py: Float) -> SDL_FPoint {
        SDL_FPoint(x: min(1, max(0, (px - x) / width)), y: min(1, max(0, (py - y) / height)))
    }
}

/// Builds triangle lists for anti-aliased rounded rectangles, in pixels.
///
/// A filled shape is three axis-aligned rectangles (the cheap part for a software renderer),
/// four small corner fans, and bands between contours offset from the rounded outline; a band
/// fading to alpha 0 over about one pixel is the anti-aliased edge.
struct Mesh {
    /// Triangles, three vertices each.
    private(set) var vertices: [SDL_Vertex] = []
    /// Interior rectangles of filled shapes, drawn in the shape's colour (or texture).
    private(set) var rects: [SDL_FRect] = []
    /// How many leading vertices belong to the corner fans of the interior (the rest are edge bands).
    private(set) var interiorVertexCount = 0

    /// Empties the mesh, keeping its storage.
    mutating func reset() {
        vertices.removeAll(keepingCapacity: true)
        rects.removeAll(keepingCapacity: true)
        interiorVertexCount = 0
    }

    /// A filled rounded rectangle whose edge fades out over `feather` pixels, centred on the outline.
    mutating func fill(
        _ rect: SDL_FRect, radius: Float, color: SDL_Color, feather: Float, mapping: TextureMapping? = nil
    ) {
        let half = feather / 2
        shape(rect, radius: radius, fill: true, stops: [(-half, color.a), (half, 0)], color: color, mapping: mapping)
    }

    /// An outline `width` pixels wide centred on the rounded rectangle's edge, anti-aliased.
    mutating func stroke(_ rect: SDL_FRect, radius: Float, width: Float, color: SDL_Color) {
        let half = width / 2
        let stops: [(Float, UInt8)] = [
            (-half - 0.5, 0), (-half + 0.5, color.a), (half - 0.5, color.a), (half + 0.5, 0),
        ]
        shape(rect, radius: radius, fill: false, stops: stops, color: color, mapping: nil)
    }

    private mutating func shape(
        _ rect: SDL_FRect, radius: Float, fill: Bool, stops: [(offset: Float, alpha: UInt8)], color: SDL_Color,
        mapping: TextureMapping?
    ) {
        guard rect.w > 0, rect.h > 0, let first = stops.first else { return }
        let corner = max(fill ? -first.offset : 0, min(radius, rect.w / 2, rect.h / 2))
        let segments = max(2, min(16, Int(corner / 2.5) + 2))
        let contours = stops.map { contour(rect, corner: corner, offset: $0.offset, segments: segments) }
        func vertex(_ point: SDL_FPoint, _ alpha: UInt8) -> SDL_Vertex {
            let uv = mapping?.uv(point.x, point.y) ?? SDL_FPoint(x: 0, y: 0)
            return SDL_Vertex(
                position: point, color: SDL_Color(r: color.r, g: color.g, b: color.b, a: alpha), tex_coord: uv)
        }
        if fill {
            appendInterior(
                rect, corner: corner, inner: contours[0], segments: segments, alpha: first.alpha, vertex: vertex)
        }
        for band in 0..<(contours.count - 1) {
            let inner = contours[band], outer = contours[band + 1]
            let innerAlpha = stops[band].alpha, outerAlpha = stops[band + 1].alpha
            for index in inner.indices {
                let next = (index + 1) % inner.count
                let a = vertex(inner[index], innerAlpha), b = vertex(inner[next], innerAlpha)
                let c = vertex(outer[index], outerAlpha), d = vertex(outer[next], outerAlpha)
                vertices.append(contentsOf: [a, c, b, b, c, d])
            }
        }
    }

    /// Rectangles covering the inside up to the outline, plus a fan in each corner.
    ///
    /// Rectangle edges are whole pixels shared exactly between neighbours, so a software renderer
    /// (which truncates coordinates) leaves no seams between them.
    private mutating func appendInterior(
        _ rect: SDL_FRect, corner: Float, inner: [SDL_FPoint], segments: Int, alpha: UInt8,
        vertex: (SDL_FPoint, UInt8) -> SDL_Vertex
    ) {
        let left = rect.x.rounded(), right = (rect.x + rect.w).rounded()
        let top = rect.y.rounded(), bottom = (rect.y + rect.h).rounded()
        let x0 = (rect.x + corner).rounded(), x1 = max(x0, (rect.x + rect.w - corner).rounded())
        let y0 = (rect.y + corner).rounded(), y1 = max(y0, (rect.y + rect.h - corner).rounded())
        // Software rasterisers leave the last row/column of the corner fans empty; opaque fills
        // overlap them by a pixel (translucent ones would show the overlap, so they do not).
        let grow: Float = alpha == 255 ? 1 : 0
        if x1 > x0 { rects.append(SDL_FRect(x: x0 - grow, y: top, w: x1 - x0 + 2 * grow, h: bottom - top)) }
        if y1 > y0 {
            if x0 > left { rects.append(SDL_FRect(x: left, y: y0 - grow, w: x0 - left, h: y1 - y0 + 2 * grow)) }
            if right > x1 { rects.append(SDL_FRect(x: x1, y: y0 - grow, w: right - x1, h: y1 - y0 + 2 * grow)) }
        }
        let centres = [
            SDL_FPoint(x: x0, y: y0), SDL_FPoint(x: x1, y: y0), SDL_FPoint(x: x1, y: y1), SDL_FPoint(x: x0, y: y1),
        ]
        for (index, centre) in centres.enumerated() {
            let base = index * (segments + 1)
            for step in 0..<segments {
                vertices.append(vertex(centre, alpha))
                vertices.append(vertex(inner[base + step], alpha))
                vertices.append(vertex(inner[base + step + 1], alpha))
            }
        }
        interiorVertexCount = vertices.count
    }

    /// The rounded outline moved outward by `offset` pixels (inward when negative).
    private func contour(_ rect: SDL_FRect, corner: Float, offset: Float, segments: Int) -> [SDL_FPoint] {
        let radius = max(0, corner + offset)
        let inset = corner
        let centres = [
            (rect.x + inset, rect.y + inset, Float.pi),
            (rect.x + rect.w - inset, rect.y + inset, Float.pi * 1.5),
            (rect.x + rect.w - inset, rect.y + rect.h - inset, Float(0)),
            (rect.x + inset, rect.y + rect.h - inset, Float.pi * 0.5),
        ]
        // With a negative radius the straight edges still move by `offset`.
        let straight = corner + offset < 0 ? corner + offset : 0
        var points: [SDL_FPoint] = []
        points.reserveCapacity(4 * (segments + 1))
        for (cx, cy, start) in centres {
            for step in 0...segments {
                let angle = start + Float.pi / 2 * Float(step) / Float(segments)
                let dx = SDL_cosf(angle), dy = SDL_sinf(angle)
                points.append(
                    SDL_FPoint(x: cx + dx * radius + sign(dx) * straight, y: cy + dy * radius + sign(dy) * straight))
            }
        }
        return points
    }

    private func sign(_ value: Float) -> Float { value > 0.001 ? 1 : (value < -0.001 ? -1 : 0) }
}
