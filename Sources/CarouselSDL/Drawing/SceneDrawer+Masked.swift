import CarouselEngine
import CarouselScene

extension SceneDrawer {
    /// A masked card (`kind = "m3"`) whose visible rectangle has rounded corners
    /// (``SceneCard/maskCornerRadius``): its shadow in the mask's shape, then its cached face
    /// cut to the rounded mask (``Painter/maskedFace(_:in:mask:radius:opacity:)``). Returns
    /// false, drawing nothing, when the card is not drawn that way (no radius, zoomed, projected,
    /// a placeholder, no cached face, or a mask that cuts nothing): it is then drawn whole inside the
    /// mask's clip.
    func drawMaskedCard(_ card: SceneCard, mask: Rect) throws -> Bool {
        guard card.maskCornerRadius > 0, card.transform.projection == nil, card.transform.scale == 1, card.hasItem,
            mask.width >= 1, mask.height >= 1, let face = try cachedFace(of: card)
        else { return false }
        // A mask that leaves the whole card showing cuts nothing: the card's own rounded face is drawn.
        let drawn = card.drawnRect
        if mask.x <= drawn.x + 0.5, mask.y <= drawn.y + 0.5, mask.x + mask.width >= drawn.x + drawn.width - 0.5,
            mask.y + mask.height >= drawn.y + drawn.height - 0.5
        {
            return false
        }
        let radius = card.maskCornerRadius
        // The shadow's corners are rounded less when the mask is too narrow for the cached nine
        // slices (see `Painter.shadowPlan`): a narrow small item otherwise takes the feathered mesh
        // every frame. Under a blur this wide the smaller corner does not show.
        let sliceable = (min(mask.width, mask.height) - 2 / painter.scale) / 2 - card.shadow.blur / 2
        try painter.shadow(
            mask, radius: max(0, min(radius, sliceable)), blur: card.shadow.blur, opacity: card.shadow.opacity,
            cardOpacity: card.shadow.cardOpacity)
        if let backdrop = card.backdrop { try painter.fill(mask, radius: radius, color: backdrop) }
        try painter.maskedFace(face, in: card.drawnRect, mask: mask, radius: radius, opacity: card.opacity)
        return true
    }
}
