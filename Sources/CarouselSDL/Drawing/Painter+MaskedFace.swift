import CarouselEngine
import CarouselSpec

extension Painter {
    /// A masked card's face (`kind = "m3"`): the part of the cached `face`, drawn where it lies
    /// at `rect` (points), inside the rounded rectangle `mask` with corners of `radius` points.
    ///
    /// The face texture is mapped onto the mask's anti-aliased rounded mesh (as an image is cut
    /// to a card in ``image(_:in:radius:opacity:stretch:strips:replace:exact:)``): its inside as
    /// plain copies of the matching texels, its rim as textured triangles whose vertex alpha is
    /// the outline's coverage. So a card cut by its mask keeps rounded corners on the cut side,
    /// as Compose's mask does with the item's shape, while its content stays put.
    func maskedFace(_ face: CardCache.Face, in rect: Rect, mask: Rect, radius: Double, opacity: Double) throws {
        let texture = face.texture
        let pad = Float(CardCache.Face.padding)
        var mapping: TextureMapping
        if let (x, y) = flatOrigin(of: face, in: rect) {
            // Texel for pixel, where the plain composite would put it.
            mapping = TextureMapping(
                x: Float(x), y: Float(y), width: Float(texture.width), height: Float(texture.height))
        } else {
            let box = pixels(rect)
            let zoom = box.w / max(1, Float(texture.width) - 2 * pad)
            mapping = TextureMapping(
                x: box.x - pad * zoom, y: box.y - pad * zoom, width: Float(texture.width) * zoom,
                height: Float(texture.height) * zoom)
        }
        mapping.halfTexel = PixelPoint(x: 0.5 / Float(max(1, texture.width)), y: 0.5 / Float(max(1, texture.height)))
        let white = SDLBridge.color(RGBAColor(red: 255, green: 255, blue: 255), opacity: opacity)
        var mesh = Mesh()
        mesh.fill(pixels(mask), radius: Float(radius * scale), color: white, mapping: mapping)
        try texture.setAlpha(white.a)
        defer { try? texture.setAlpha(255) }
        let width = Int32(texture.width), height = Int32(texture.height)
        for part in mesh.rects {
            let from = mapping.uv(part.x, part.y), to = mapping.uv(part.x + part.w, part.y + part.h)
            let x = min(width - 1, Int32((from.x * Float(width)).rounded()))
            let y = min(height - 1, Int32((from.y * Float(height)).rounded()))
            let source = PixelBox(
                x: x, y: y,
                w: max(1, min(width - x, Int32(((to.x - from.x) * Float(width)).rounded()))),
                h: max(1, min(height - y, Int32(((to.y - from.y) * Float(height)).rounded()))))
            try renderer.copy(texture, from: source, to: part)
        }
        try texture.setAlpha(255)
        try renderer.drawTriangles(mesh.vertices, texture: texture)
    }
}
