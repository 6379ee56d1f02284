import CarouselEngine
import CarouselScene

extension SceneDrawer {
    /// A card of a spatial effect: its cached face (with its one-pixel transparent border)
    /// drawn as a perspective-correct mesh (``ProjectedMesh``), faded by the card's opacity (a card
    /// that was only moved and scaled: one scaled copy).
    /// Such cards have no drop shadow. A face that cannot be cached this frame is drawn as its
    /// fill colour on the same mesh. `later`: the commands after the card in its clip group, whose
    /// opaque cards may hide part of it (see `hiddenBox`).
    func drawProjectedCard(
        _ card: SceneCard, projection: CardProjection, before later: ArraySlice<DrawCommand> = []
    ) throws {
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
            if drawsTurnedCardsInLayers,
                try drawThroughLayer(mesh, face: face, card: card, alpha: alpha, before: later)
            {
                return
            }
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

    /// Draws `mesh` (textured with `face`) into the card's layer, unblended and untinted, then
    /// blends the layer onto the frame at `alpha` (see `ProjectedLayers`); false when the mesh is
    /// too large for a layer. The vertices are moved by whole pixels after being cut to whole
    /// pixels as SDL's software renderer cuts them, so the triangles cover the same pixels.
    /// Where an opaque card in `later` paints over it (`hiddenBox`), the layer is neither filled
    /// (on the CPU) nor blended.
    private func drawThroughLayer(
        _ mesh: ProjectedMesh, face: CardCache.Face, card: SceneCard, alpha: UInt8,
        before later: ArraySlice<DrawCommand>
    ) throws -> Bool {
        guard !mesh.vertices.isEmpty else { return true }
        var left = Float.infinity, top = Float.infinity, right = -Float.infinity, bottom = -Float.infinity
        var cut: [PixelPoint] = []
        cut.reserveCapacity(mesh.vertices.count)
        for vertex in mesh.vertices {
            let x = vertex.position.x, y = vertex.position.y
            guard x.isFinite, y.isFinite, abs(x) < 65536, abs(y) < 65536 else { return false }
            let point = PixelPoint(x: Float(Int32(x)), y: Float(Int32(y)))
            cut.append(point)
            left = min(left, point.x)
            top = min(top, point.y)
            right = max(right, point.x)
            bottom = max(bottom, point.y)
        }
        let width = Int32(right - left) + 1, height = Int32(bottom - top) + 1
        guard Self.fitsATexture(Int(width), Int(height)) else { return false }
        let white = PixelColor(r: 255, g: 255, b: 255, a: 255)
        let moved = zip(mesh.vertices, cut).map {
            MeshVertex(
                position: PixelPoint(x: $1.x - left, y: $1.y - top), color: white, texCoord: $0.texCoord)
        }
        let hidden =
            projectedLayers.leavesOutCovered
            ? hiddenBox(before: later, within: PixelBox(x: Int32(left), y: Int32(top), w: width, h: height)) : nil
        // The hidden box in the layer's pixels.
        let hole = hidden.map { PixelBox(x: $0.x - Int32(left), y: $0.y - Int32(top), w: $0.w, h: $0.h) }
        let renderer = painter.renderer
        let rasterises = projectedLayers.rasterises && projectedLayers.raster.isAvailable(for: renderer)
        // Drawn on the CPU, the layer carries the card's opacity in its pixels (see
        // `TurnedCardRaster.fade`) and is blended at full alpha.
        let content = ProjectedLayers.Content(
            face: face.key, texture: ObjectIdentifier(face.texture), vertices: moved, hole: rasterises ? hole : nil,
            alpha: rasterises ? alpha : 255)
        let entry = try projectedLayers.layer(
            for: CardCache.Identity(carousel: card.carousel, item: card.item), content: content, width: width,
            height: height, make: { try SDLTexture(renderer: renderer, width: $0, height: $1) },
            draw: { layer in
                if rasterises {
                    return try projectedLayers.raster.draw(
                        moved, face: face, width: Int(width), height: Int(height), hole: hole, alpha: alpha,
                        into: layer, renderer: renderer)
                }
                try painter.draw(into: layer) {
                    try renderer.drawTriangles(moved, texture: face.texture, replace: true)
                }
                return nil
            })
        try entry.texture.setAlpha(rasterises ? 255 : alpha)
        // Only the boxes written (the rest of the layer is transparent), around the hidden box.
        let written = entry.written ?? [PixelBox(x: 0, y: 0, w: width, h: height)]
        for part in written.flatMap({ Self.parts(of: $0, around: hole) }) {
            try renderer.copy(
                entry.texture, from: part,
                to: PixelRect(x: left + Float(part.x), y: top + Float(part.y), w: Float(part.w), h: Float(part.h)))
        }
        return true
    }

    /// `box` without `hole` (inside it), as up to four boxes: the rows above and below the hole,
    /// and the parts left and right of it.
    static func parts(of box: PixelBox, around hole: PixelBox?) -> [PixelBox] {
        guard let hole = hole?.intersection(box), hole.w > 0, hole.h > 0 else { return [box] }
        let holeBottom = hole.y + hole.h, holeRight = hole.x + hole.w
        let candidates = [
            PixelBox(x: box.x, y: box.y, w: box.w, h: hole.y - box.y),
            PixelBox(x: box.x, y: hole.y, w: hole.x - box.x, h: hole.h),
            PixelBox(x: holeRight, y: hole.y, w: box.x + box.w - holeRight, h: hole.h),
            PixelBox(x: box.x, y: holeBottom, w: box.w, h: box.y + box.h - holeBottom),
        ]
        return candidates.filter { $0.w > 0 && $0.h > 0 }
    }
}
