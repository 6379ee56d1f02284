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
/// A shape is a fan filled up to an inner contour plus bands between contours offset from the
/// rounded outline; a band fading to alpha 0 over about one pixel is the anti-aliased edge.
struct Mesh {
    /// Triangles, three vertices each.
    private(set) var vertices: [SDL_Vertex] = []

    /// Empties the mesh, keeping its storage.
    mutating func reset() { vertices.removeAll(keepingCapacity: true) }

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
        let stops: [(Float, UInt8)] = [(-half - 0.5, 0), (-half + 0.5, color.a), (half - 0.5, color.a), (half + 0.5, 0)]
        shape(rect, radius: radius, fill: false, stops: stops, color: color, mapping: nil)
    }

    private mutating func shape(
        _ rect: SDL_FRect, radius: Float, fill: Bool, stops: [(offset: Float, alpha: UInt8)], color: SDL_Color,
        mapping: TextureMapping?
    ) {
        guard rect.w > 0, rect.h > 0, let first = stops.first else { return }
        let corner = max(0, min(radius, rect.w / 2, rect.h / 2))
        let segments = max(2, min(16, Int(corner / 2.5) + 2))
        let contours = stops.map { contour(rect, corner: corner, offset: $0.offset, segments: segments) }
        func vertex(_ point: SDL_FPoint, _ alpha: UInt8) -> SDL_Vertex {
            let uv = mapping?.uv(point.x, point.y) ?? SDL_FPoint(x: 0, y: 0)
            return SDL_Vertex(position: point, color: SDL_Color(r: color.r, g: color.g, b: color.b, a: alpha), tex_coord: uv)
        }
        if fill {
            let centre = vertex(SDL_FPoint(x: rect.x + rect.w / 2, y: rect.y + rect.h / 2), first.alpha)
            let ring = contours[0]
            for index in ring.indices {
                let next = ring[(index + 1) % ring.count]
                vertices.append(centre)
                vertices.append(vertex(ring[index], first.alpha))
                vertices.append(vertex(next, first.alpha))
            }
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
                points.append(SDL_FPoint(x: cx + dx * radius + sign(dx) * straight, y: cy + dy * radius + sign(dy) * straight))
            }
        }
        return points
    }

    private func sign(_ value: Float) -> Float { value > 0.001 ? 1 : (value < -0.001 ? -1 : 0) }
}
