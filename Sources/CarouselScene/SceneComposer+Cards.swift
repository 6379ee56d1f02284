import CarouselEngine
import CarouselSpec

extension SceneComposer {
    /// Gives `card` the window background as a backdrop when it is translucent (its opacity or its
    /// fill's alpha) and covers a card drawn before it (`behind`, drawn rectangles): it then hides
    /// that card instead of showing its label through itself.
    func backed(_ card: SceneCard, over behind: [Rect]) -> SceneCard {
        guard card.hasItem, card.opacity < 1 || card.face.fill.alpha < 255 else { return card }
        let rect = card.drawnRect
        guard behind.contains(where: { Self.overlap(rect, $0) }) else { return card }
        var backed = card
        backed.backdrop = background
        return backed
    }

    /// Whether two rectangles share more than an edge.
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    /// A card placed by the engine, with its item's look, or nil when it covers less than a point.
    func card(_ placement: CardPlacement, of frame: CarouselFrame, items: ResolvedItems?, layout: TextLayout) throws
        -> SceneCard?
    {
        let transform =
            placement.spatial.map { CardTransform.projected($0.projection) }
            ?? CardTransform.zoom(scale: placement.scale, anchor: placement.rect.center)
        let drawn = transform.apply(placement.rect)
        guard drawn.width >= 1, drawn.height >= 1 else { return nil }
        let item = items?.item(at: placement.item)
        let opacity = placement.opacity * Double(item?.color.alpha ?? 255) / 255
        var face = CardFace(
            fill: item?.color ?? Theme.emptyCard, imagePath: item?.imagePath, title: item?.title ?? "",
            subtitle: item?.subtitle, textColor: item?.textColor ?? Theme.panelText,
            imageTextColor: item?.imageTextColor ?? Theme.imageText, label: item?.label ?? .standard,
            imageFitting: item?.imageFitting ?? .standard)
        face.label.rightToLeft = frame.direction.isRightToLeft
        let labels =
            item == nil
            ? []
            : try CardLabels.layout(
                face, in: placement.rect, cornerRadius: frame.cornerRadius, layout: layout)
        return SceneCard(
            carousel: frame.id, item: placement.item, frame: placement.rect, transform: transform,
            cornerRadius: frame.cornerRadius, opacity: placement.opacity,
            shadow: CardShadow(
                blur: Theme.shadowBlur * placement.scale, opacity: opacity * opacity, cardOpacity: opacity),
            face: face, labels: labels, hasItem: item != nil)
    }
}
