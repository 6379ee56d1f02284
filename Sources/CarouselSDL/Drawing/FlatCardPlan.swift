import CarouselEngine
import CarouselScene

/// A card drawn flat at its own size and fully opaque, as whole-pixel copies: its shadow's
/// slices (or none) and its cached face. What `SceneDrawer.drawCard` does for such a card,
/// worked out ahead so a strip of them can be drawn once into a tile (see `drawStrip`).
struct FlatCardPlan {
    /// The face, drawn at full opacity.
    let face: CardCache.Face
    /// Top-left pixel of the face's texture (its padding included).
    let x: Int32, y: Int32
    /// The shadow's slices; nil when it has no strength.
    let shadow: ShadowSlicesPlan?
    /// Where the shadow's box lies from the face's top-left pixel (left, top, right, bottom), then
    /// its edge depths; empty without a shadow.
    var shadowGeometry: [Int32] {
        guard let shadow else { return [] }
        return [shadow.x0 - x, shadow.y0 - y, shadow.x1 - x, shadow.y1 - y] + shadow.depths
    }
}

extension SceneDrawer {
    /// How `drawCard` draws `card` when that is a shadow of slices without a body (or none) and
    /// its cached face copied at its own size and full opacity; nil for any other card.
    func flatPlan(of card: SceneCard) throws -> FlatCardPlan? {
        guard card.transform.projection == nil, card.transform.scale == 1, card.opacity >= 1, card.hasItem,
            card.backdrop == nil
        else { return nil }
        let rect = card.drawnRect
        guard rect.width >= 1, rect.height >= 1 else { return nil }
        let shadow: ShadowSlicesPlan?
        switch try painter.shadowPlan(
            rect, radius: card.drawnCornerRadius, blur: card.shadow.blur, opacity: card.shadow.opacity,
            cardOpacity: card.shadow.cardOpacity)
        {
        case .none: shadow = nil
        case .slices(let plan) where !plan.key.body: shadow = plan
        case .slices, .mesh: return nil
        }
        guard let face = try cachedFace(of: card), let origin = painter.flatOrigin(of: face, in: rect) else {
            return nil
        }
        return FlatCardPlan(face: face, x: origin.x, y: origin.y, shadow: shadow)
    }

    /// Draws `plan` moved by (`dx`, `dy`) pixels: the shadow, then the face.
    func draw(_ plan: FlatCardPlan, dx: Int32 = 0, dy: Int32 = 0) throws {
        if let shadow = plan.shadow { try painter.drawShadowSlices(shadow, dx: dx, dy: dy) }
        try plan.face.texture.setAlpha(255)
        try painter.compositeFlat(plan.face, x: plan.x + dx, y: plan.y + dy, opaque: true)
    }
}
