import CarouselEngine
import CarouselSpec

extension SceneDrawer {
    /// One card: its shadow, then its face (fill, image aspect-filled and clipped to the rounded
    /// shape, title, subtitle) composited from the card cache, or drawn directly while its size
    /// animates.
    func drawCard(_ card: CardPlacement, carousel: CarouselFrame, content: SceneContent) throws {
        let rect = Self.scaled(card.rect, by: card.scale)
        guard rect.width >= 1, rect.height >= 1 else { return }
        let radius = min(carousel.cornerRadius * card.scale, rect.width / 2, rect.height / 2)
        let item = content.item(card.item, of: carousel.id)
        let opacity = card.opacity * Double(item?.color.alpha ?? 255) / 255
        try painter.shadow(
            rect, radius: radius, blur: Theme.shadowBlur * card.scale, opacity: opacity * opacity,
            cardOpacity: opacity)
        if let item, let face = try cachedFace(of: item, card: card, carousel: carousel) {
            if card.scale == 1, card.opacity >= 1 { return try painter.composite(face, in: rect, opacity: 1) }
            if let variant = try variantFace(face, card: card, rect: rect, carousel: carousel) {
                return try painter.composite(variant, in: rect, opacity: 1)
            }
            return try painter.composite(face, in: rect, opacity: card.opacity)
        }
        try drawFace(
            item, in: rect, base: card.rect, zoom: card.scale, radius: radius, opacity: card.opacity, replace: false)
    }

    /// The card's face as a cached texture at its unscaled size, made on first use; nil when it
    /// is to be drawn directly (its size is changing, or it is too big for a texture).
    private func cachedFace(of item: ResolvedItem, card: CardPlacement, carousel: CarouselFrame) throws
        -> CardCache.Face?
    {
        let scale = painter.scale
        let width = Int((card.rect.width * scale).rounded()), height = Int((card.rect.height * scale).rounded())
        guard Self.fitsATexture(width, height) else { return nil }
        let radius = min(carousel.cornerRadius * scale, Double(width) / 2, Double(height) / 2)
        let key = CardCache.Key(
            item: item, width: width, height: height, radius: Int((radius * 4).rounded()),
            scale: Int((scale * 100).rounded()))
        return try painter.cards.face(for: key, as: CardCache.Identity(carousel: carousel.id, item: card.item)) {
            key in
            let padding = CardCache.Face.padding
            let texture = try painter.layer(width: key.width + 2 * padding, height: key.height + 2 * padding) {
                let inset = Double(padding) / scale
                let base = Rect(
                    x: inset, y: inset, width: Double(key.width) / scale, height: Double(key.height) / scale)
                try drawFace(
                    item, in: base, base: base, zoom: 1, radius: Double(key.radius) / 4 / scale, opacity: 1,
                    replace: true)
            }
            let image = item.imagePath.flatMap { painter.images.texture(for: $0) }
            let opaque = image.map { !$0.hasAlpha } ?? false || item.color.alpha == 255
            return CardCache.Face(
                texture: texture, opaqueInside: opaque, corner: Int(radius.rounded(.up)) + 1, key: key)
        }
    }

    /// The face zoomed to `rect` and faded to the card's opacity, cached like the face itself while
    /// zoom and opacity hold (a stack's cards at rest); nil while they change (the face is then
    /// drawn scaled and faded, which costs SDL's software renderer several times more).
    private func variantFace(_ face: CardCache.Face, card: CardPlacement, rect: Rect, carousel: CarouselFrame)
        throws -> CardCache.Face?
    {
        let scale = painter.scale
        let width = Int((rect.width * scale).rounded()), height = Int((rect.height * scale).rounded())
        guard width >= 4, height >= 4, Self.fitsATexture(width, height) else { return nil }
        let alpha = Int((max(0, min(1, card.opacity)) * 255).rounded())
        let key = CardCache.Key(
            item: face.key.item, width: width, height: height, radius: face.key.radius, scale: face.key.scale,
            zoom: Int((card.scale * 1000).rounded()), alpha: alpha)
        let identity = CardCache.Identity(carousel: carousel.id, item: card.item, variant: true)
        return try painter.cards.face(for: key, as: identity) { key in
            let padding = CardCache.Face.padding
            let texture = try painter.layer(width: key.width + 2 * padding, height: key.height + 2 * padding) {
                try painter.copyScaled(face, into: key.width, key.height, alpha: UInt8(key.alpha))
            }
            return CardCache.Face(
                texture: texture, opaqueInside: face.opaqueInside && key.alpha == 255,
                corner: Int((Double(face.corner) * card.scale).rounded(.up)) + 1, key: key)
        }
    }

    /// The card without its shadow: fill, image and scrim in `rect` (the card zoomed by `zoom`),
    /// labels laid out in the unscaled `base`. With `replace` (into a transparent layer) the
    /// outermost shape's pixels are set rather than blended, keeping its edge's alpha as drawn.
    private func drawFace(
        _ item: ResolvedItem?, in rect: Rect, base: Rect, zoom: Double, radius: Double, opacity: Double,
        replace: Bool
    ) throws {
        let texture = item?.imagePath.flatMap { painter.images.texture(for: $0) }
        // An opaque image drawn fully opaque covers the fill's inside pixel for pixel (same outline):
        // only the fill's rim, which the image's rim blends over, is drawn.
        let opaqueImage = texture.map { !$0.hasAlpha } == true && opacity >= 1
        if !(opaqueImage && replace) {
            try painter.fill(
                rect, radius: radius, color: item?.color ?? Theme.emptyCard, opacity: opacity, body: !opaqueImage,
                replace: replace)
        }
        var textColor = item?.textColor ?? Theme.panelText
        var onImage = false
        if let texture {
            try painter.image(texture, in: rect, radius: radius, opacity: opacity, replace: replace && opaqueImage)
            try painter.scrim(rect, radius: radius, opacity: opacity)
            textColor = Theme.imageText
            onImage = true
        }
        if let item {
            try drawLabels(item, in: base, zoom: zoom, color: textColor, shadowed: onImage, opacity: opacity)
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

    /// Whether a face of `width` x `height` pixels may be a texture (larger ones, beyond what some
    /// GPUs take, are drawn directly).
    static func fitsATexture(_ width: Int, _ height: Int) -> Bool {
        width >= 1 && height >= 1 && width <= 4096 && height <= 4096
    }

    /// `rect` scaled by `factor` about its centre.
    static func scaled(_ rect: Rect, by factor: Double) -> Rect {
        let centre = rect.center
        let width = rect.width * factor, height = rect.height * factor
        return Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
    }
}
