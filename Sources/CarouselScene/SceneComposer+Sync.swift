import CarouselEngine

/// The highlight of a synced follower (`sync`, a thumbnail strip): its selected item is outlined.
extension SceneComposer {
    /// Width of the outline around a synced strip's selected item, in points.
    static let syncHighlightWidth = 3.0

    /// A stroke in the focus colour (``Theme/focusRing``), ``syncHighlightWidth`` wide, just inside
    /// the drawn card (so the carousel's clip never cuts it), following its rounded corners; drawn
    /// right after the card so nearer cards still cover it. Every copy of the selected item gets
    /// it (a loop with few items can show two).
    func syncHighlight(
        _ card: SceneCard, _ placement: CardPlacement, of frame: CarouselFrame, into builder: inout Builder
    ) {
        guard placement.item == frame.selection else { return }
        let rect = card.drawnRect, half = Self.syncHighlightWidth / 2
        guard rect.width > 2 * Self.syncHighlightWidth, rect.height > 2 * Self.syncHighlightWidth else { return }
        let ring = Rect(
            x: rect.x + half, y: rect.y + half, width: rect.width - 2 * half, height: rect.height - 2 * half)
        builder.commands.append(
            .stroke(
                RoundedRect(
                    rect: ring, radius: max(card.drawnCornerRadius - half, 0), color: Theme.focusRing,
                    opacity: card.opacity),
                width: Self.syncHighlightWidth))
    }
}
