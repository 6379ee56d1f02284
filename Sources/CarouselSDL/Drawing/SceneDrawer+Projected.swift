import CarouselEngine
import CarouselScene

extension SceneDrawer {
    /// A card of a spatial effect: its cached face (with its one-pixel transparent border)
    /// drawn as a perspective-correct mesh (``ProjectedMesh``), faded by the card's opacity (a card
    /// that was only moved and scaled: one scaled copy).
    /// Such cards have no drop shadow. A face that cannot be cached this frame is drawn as its
    /// fill colour on the same mesh.
    func drawProjectedCard(_ card: SceneCard, projection: CardProjection) throws {
        let alpha = UInt8((max(0, min(1, card.opacity)) * 255).rounded())
        guard alpha > 0 else { return }
        if card.hasItem, let face = try cachedFace(of: card) {
            // A card that still faces the viewer squarely (moved and scaled, never turned: the
            // rotary rings) projects to a rectangle: one scaled copy, SDL's cheapest draw.
            if projection.transform.facesTheViewer, let bounds = projection.bounds {
                return try painter.composite(face, in: bounds, opacity: card.opacity)
            }
            // The mesh's vertex alpha carries the opacity; the texture's own alpha modulation
            // may still hold a flat card's fade from an earlier composite.
            try face.texture.setAlpha(255)
            guard
                let mesh = ProjectedMesh(
                    projection, scale: painter.scale, textureWidth: face.texture.width,
                    textureHeight: face.texture.height, padding: CardCache.Face.padding, alpha: alpha)
            else { return }
            return try painter.renderer.drawTriangles(mesh.vertices, texture: face.texture)
        }
        let width = max(1, Int((card.frame.width * painter.scale).rounded()))
        let height = max(1, Int((card.frame.height * painter.scale).rounded()))
        guard
            let mesh = ProjectedMesh(
                projection, scale: painter.scale, textureWidth: width + 2, textureHeight: height + 2, padding: 1,
                alpha: 255)
        else { return }
        let fill = card.face.fill
        let tint = PixelColor(
            r: fill.red, g: fill.green, b: fill.blue, a: UInt8((Double(fill.alpha) * card.opacity).rounded()))
        try painter.renderer.drawTriangles(
            mesh.vertices.map { MeshVertex(position: $0.position, color: tint, texCoord: $0.texCoord) })
    }
}
