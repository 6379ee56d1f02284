import CarouselEngine
import CarouselSpec

extension SceneComposer {
    /// A card placed by the engine, with its item's look, or nil when it covers less than a point.
    func card(_ placement: CardPlacement, of frame: CarouselFrame, items: ResolvedItems?, layout: TextLayout) throws
        -> SceneCard?
    {
        let transform = CardTransform.zoom(scale: placement.scale, anchor: placement.rect.center)
        let drawn = transform.apply(placement.rect)
        guard drawn.width >= 1, drawn.height >= 1 else { return nil }
        let item = items?.item(at: placement.item)
        let opacity = placement.opacity * Double(item?.color.alpha ?? 255) / 255
        let face = CardFace(
            fill: item?.color ?? Theme.emptyCard, imagePath: item?.imagePath, title: item?.title ?? "",
            subtitle: item?.subtitle, textColor: item?.textColor ?? Theme.panelText)
        let labels =
            item == nil
            ? [] : try CardLabels.layout(title: face.title, subtitle: face.subtitle, in: placement.rect, layout: layout)
        return SceneCard(
            carousel: frame.id, item: placement.item, frame: placement.rect, transform: transform,
            cornerRadius: frame.cornerRadius, opacity: placement.opacity,
            shadow: CardShadow(
                blur: Theme.shadowBlur * placement.scale, opacity: opacity * opacity, cardOpacity: opacity),
            face: face, labels: labels, hasItem: item != nil)
    }
}
