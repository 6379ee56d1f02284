import CarouselEngine

extension SceneComposer {
    /// A masked card (`kind = "m3"`): clipped to its mask inside the carousel's frame, then the
    /// frame's clip again. Each masked card is its own clip group, so a backend's occlusion
    /// culling never hides a neighbour behind a card's unmasked rectangle. The visible rectangle
    /// keeps the card's corner radius (``SceneCard/maskCornerRadius``): a backend draws the face
    /// inside that rounded rectangle, not only inside the clip.
    func masked(_ card: SceneCard, mask: Rect, in frame: Rect, into builder: inout Builder) {
        var card = card
        let visible = Self.maskOverlap(mask, frame)
        card.mask = visible
        card.maskCornerRadius = min(card.drawnCornerRadius, visible.width / 2, visible.height / 2)
        guard visible.width > 0, visible.height > 0 else { return }
        builder.commands.append(.clip(visible))
        builder.commands.append(.card(card))
        builder.commands.append(.clip(frame))
    }

    /// The overlap of two rectangles (zero width or height when they do not meet).
    static func maskOverlap(_ a: Rect, _ b: Rect) -> Rect {
        let left = max(a.x, b.x), top = max(a.y, b.y)
        let right = min(a.x + a.width, b.x + b.width), bottom = min(a.y + a.height, b.y + b.height)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
