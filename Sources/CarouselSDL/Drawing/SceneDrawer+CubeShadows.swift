import CarouselEngine
import CarouselScene

/// The cube's shadows (docs/engine.md, "Cube shadows"): a face's shade drawn over it, and the
/// soft ground shadow drawn from a texture rendered once (``ShadowCache``), never blurred per frame.
extension SceneDrawer {
    /// A card seen in perspective: a soft ground shadow, or the face and then its shade.
    /// `later`: the commands after the card in its clip group (see `drawProjectedCard`).
    func drawSpatialCard(
        _ card: SceneCard, projection: CardProjection, before later: ArraySlice<DrawCommand> = []
    ) throws {
        if card.isSoftShadow { return try drawSoftShadow(card, projection: projection) }
        try drawProjectedCard(card, projection: projection, before: later)
        if card.shade > 0 { try drawShade(card, projection: projection) }
    }

    /// The pre-rendered soft shape the ground shadow stretches over its quadrilateral: a rounded
    /// rectangle whose edges fade over `blur` pixels (black, alpha 120 at its middle).
    static let softShadowKey = ShadowCache.Key(radius: 16, blur: 24, body: true)

    /// Black at `shade · opacity` over the face, inside its shape: the face texture's mesh again,
    /// its colour modulated to black (a face that is not cached: its fill's mesh, black).
    private func drawShade(_ card: SceneCard, projection: CardProjection) throws {
        let alpha = UInt8((max(0, min(1, card.shade * card.opacity)) * 255).rounded())
        guard alpha > 0 else { return }
        let black = PixelColor(r: 0, g: 0, b: 0, a: alpha)
        if card.hasItem, let face = try cachedFace(of: card) {
            try face.texture.setAlpha(255)
            guard
                let mesh = ProjectedMesh(
                    projection, scale: painter.scale, textureWidth: face.texture.width,
                    textureHeight: face.texture.height, padding: CardCache.Face.padding, alpha: alpha)
            else { return }
            return try painter.renderer.drawTriangles(
                mesh.vertices.map { MeshVertex(position: $0.position, color: black, texCoord: $0.texCoord) },
                texture: face.texture)
        }
        let width = max(1, Int((card.frame.width * painter.scale).rounded()))
        let height = max(1, Int((card.frame.height * painter.scale).rounded()))
        guard
            let mesh = ProjectedMesh(
                projection, scale: painter.scale, textureWidth: width + 2, textureHeight: height + 2, padding: 1,
                alpha: alpha)
        else { return }
        try painter.renderer.drawTriangles(
            mesh.vertices.map { MeshVertex(position: $0.position, color: black, texCoord: $0.texCoord) })
    }

    /// The soft shadow texture stretched over the projected quadrilateral at the card's opacity.
    private func drawSoftShadow(_ card: SceneCard, projection: CardProjection) throws {
        let alpha = UInt8((max(0, min(1, card.opacity)) * 255).rounded())
        guard alpha > 0 else { return }
        let slices = try painter.shadows.slices(for: Self.softShadowKey)
        try slices.texture.setAlpha(255)
        guard
            let mesh = ProjectedMesh(
                projection, scale: painter.scale, textureWidth: slices.texture.width,
                textureHeight: slices.texture.height, padding: 0, alpha: alpha)
        else { return }
        try painter.renderer.drawTriangles(mesh.vertices, texture: slices.texture)
    }
}
