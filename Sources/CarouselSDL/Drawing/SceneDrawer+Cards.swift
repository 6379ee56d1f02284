import CarouselEngine
import CarouselSpec

extension SceneDrawer {
    /// One card: shadow, fill, image (aspect-filled, clipped to the rounded shape), title, subtitle.
    func drawCard(_ card: CardPlacement, carousel: CarouselFrame, content: SceneContent) throws {
        let rect = Self.scaled(card.rect, by: card.scale)
        guard rect.width >= 1, rect.height >= 1 else { return }
        let radius = min(carousel.cornerRadius * card.scale, rect.width / 2, rect.height / 2)
        let item = content.item(card.item, of: carousel.id)
        let opacity = card.opacity * Double(item?.color.alpha ?? 255) / 255
        try painter.shadow(
            rect, radius: radius, blur: Theme.shadowBlur * card.scale, opacity: opacity * opacity,
            cardOpacity: opacity)
        let texture = item?.imagePath.flatMap { painter.images.texture(for: $0) }
        // An opaque image drawn fully opaque covers the fill's inside pixel for pixel (same outline):
        // only the fill's rim, which the image's rim blends over, is drawn.
        let covered = texture.map { !$0.hasAlpha } == true && card.opacity >= 1
        try painter.fill(
            rect, radius: radius, color: item?.color ?? Theme.emptyCard, opacity: card.opacity, body: !covered)
        var textColor = item?.textColor ?? Theme.panelText
        var onImage = false
        if let texture {
            try painter.image(texture, in: rect, radius: radius, opacity: card.opacity)
            try painter.scrim(rect, radius: radius, opacity: card.opacity)
            textColor = Theme.imageText
            onImage = true
        }
        if let item {
            try drawLabels(
                item, in: card.rect, zoom: card.scale, color: textColor, shadowed: onImage, opacity: card.opacity)
        }
    }

    /// Title and subtitle at the bottom left of the unscaled rect, then zoomed about its centre.
    private func drawLabels(
        _ item: ResolvedItem, in base: Rect, zoom: Double, color: RGBAColor, shadowed: Bool, opacity: Double
    ) throws {
        let titlePoints = max(10, min(30, min(base.height * 0.15, base.width * 0.12))).rounded()
        let padding = max(9, min(18, min(base.width, base.height) * 0.09)).rounded()
        var labels: [(text: String, face: FontFace, points: Double)] = [(item.title, .bold, titlePoints)]
        if let subtitle = item.subtitle, base.height > titlePoints * 3.2 {
            labels.append((subtitle, .regular, max(9, (titlePoints * 0.62).rounded())))
        }
        let maxWidth = base.width - 2 * padding
        var rendered: [(label: RenderedText, shadow: RenderedText?)] = []
        for label in labels {
            guard
                let text = try painter.text.text(
                    label.text, face: label.face, points: label.points, color: color, maxWidth: maxWidth,
                    scale: painter.scale)
            else { continue }
            let shadow =
                shadowed
                ? try painter.text.text(
                    label.text, face: label.face, points: label.points, color: Theme.textShadow,
                    maxWidth: maxWidth, scale: painter.scale) : nil
            rendered.append((text, shadow))
        }
        var y = base.y + base.height - padding - rendered.reduce(0) { $0 + $1.label.height }
        let centre = base.center
        for line in rendered {
            // Laid out in the unscaled card, then zoomed about the card centre like the card itself.
            let origin = Point(x: centre.x + (base.x + padding - centre.x) * zoom, y: centre.y + (y - centre.y) * zoom)
            if let shadow = line.shadow {
                try painter.draw(shadow, at: Point(x: origin.x + 1, y: origin.y + 1), zoom: zoom, opacity: opacity)
            }
            try painter.draw(line.label, at: origin, zoom: zoom, opacity: opacity)
            y += line.label.height
        }
    }

    /// `rect` scaled by `factor` about its centre.
    static func scaled(_ rect: Rect, by factor: Double) -> Rect {
        let centre = rect.center
        let width = rect.width * factor, height = rect.height * factor
        return Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
    }
}
