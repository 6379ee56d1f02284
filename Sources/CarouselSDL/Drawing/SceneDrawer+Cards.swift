import CarouselEngine
import CarouselScene
import CarouselSpec

extension SceneDrawer {
    /// One card: its shadow, then its face (fill, image placed by its fitting and clipped to the rounded
    /// shape, title, subtitle) composited from the card cache, or drawn directly while its size
    /// animates. With `faceClip` and `shadowClip` (points: the parts of the face's and the
    /// shadow's boxes not hidden by opaque cards in front, see `uncoveredPart`) each is drawn
    /// clipped to its part; the caller restores the clip.
    func drawCard(_ card: SceneCard, shadowClip: Rect? = nil, faceClip: Rect? = nil) throws {
        if let projection = card.transform.projection { return try drawSpatialCard(card, projection: projection) }
        if let mask = card.mask, try drawMaskedCard(card, mask: mask) { return }
        let rect = card.drawnRect
        guard rect.width >= 1, rect.height >= 1 else { return }
        let radius = card.drawnCornerRadius
        let zoom = card.transform.scale
        // Over an opaque backdrop the shadow's body under the card is never seen: its edge is enough.
        let opaqueBackdrop = card.backdrop.map { $0.alpha == 255 } ?? false
        if let shadowClip { try painter.clip(shadowClip) }
        if shadowClip.map({ $0.width > 0 && $0.height > 0 }) ?? true {
            try painter.shadow(
                rect, radius: radius, blur: card.shadow.blur, opacity: card.shadow.opacity,
                cardOpacity: opaqueBackdrop ? 1 : card.shadow.cardOpacity)
        }
        if let faceClip {
            guard faceClip.width > 0, faceClip.height > 0 else { return }
            try painter.clip(faceClip)
        }
        // A translucent card over another card fades towards the window over an opaque backdrop,
        // hiding the card behind it (its label included). A cached variant has the backdrop baked
        // in: it is then opaque, and its inside is copied without blending.
        func drawBackdrop() throws {
            if let backdrop = card.backdrop { try painter.fill(rect, radius: radius, color: backdrop) }
        }
        if card.hasItem, let face = try cachedFace(of: card) {
            if zoom == 1, card.opacity >= 1 {
                try drawBackdrop()
                return try painter.composite(face, in: rect, opacity: 1)
            }
            if let variant = try variantFace(face, card: card, rect: rect) {
                return try painter.composite(variant, in: rect, opacity: 1)
            }
            try drawBackdrop()
            return try painter.composite(face, in: rect, opacity: card.opacity)
        }
        try drawBackdrop()
        try drawFace(
            card.face, labels: card.hasItem ? card.labels : [], in: rect, base: card.frame, zoom: zoom, radius: radius,
            opacity: card.opacity, replace: false)
    }

    /// The card's face as a cached texture at its unscaled size in whole pixels, made on first
    /// use (its labels laid out again for that pixel box, with the scene's formula); nil when it
    /// is to be drawn directly (its size is changing, or it is too big for a texture).
    func cachedFace(of card: SceneCard) throws -> CardCache.Face? {
        guard let (key, corner) = faceKey(of: card) else { return nil }
        return try painter.cards.face(for: key, as: CardCache.Identity(carousel: card.carousel, item: card.item)) {
            try makeFace($0, corner: corner)
        }
    }

    /// What the card's cached face shows, at its unscaled size in whole pixels, and the size of
    /// its corner squares in pixels; nil when it is too big for a texture.
    func faceKey(of card: SceneCard) -> (key: CardCache.Key, corner: Int)? {
        let scale = painter.scale
        let width = Int((card.frame.width * scale).rounded()), height = Int((card.frame.height * scale).rounded())
        guard Self.fitsATexture(width, height) else { return nil }
        let radius = min(card.cornerRadius * scale, Double(width) / 2, Double(height) / 2)
        let key = CardCache.Key(
            face: card.face, width: width, height: height, radius: Int((radius * 4).rounded()),
            scale: Int((scale * 100).rounded()))
        return (key, Int(radius.rounded(.up)) + 1)
    }

    /// Draws the face `key` describes into a new texture (its labels laid out again for that
    /// pixel box, with the scene's formula), with corner squares of `corner` pixels.
    func makeFace(_ key: CardCache.Key, corner: Int) throws -> CardCache.Face {
        let scale = painter.scale
        let padding = CardCache.Face.padding
        let texture = try painter.layer(width: key.width + 2 * padding, height: key.height + 2 * padding) {
            let inset = Double(padding) / scale
            let base = Rect(x: inset, y: inset, width: Double(key.width) / scale, height: Double(key.height) / scale)
            let labels = try CardLabels.layout(
                key.face, in: base, cornerRadius: Double(key.radius) / 4 / scale,
                layout: TextLayout(metrics: painter.metrics, scale: scale))
            try drawFace(
                key.face, labels: labels, in: base, base: base, zoom: 1, radius: Double(key.radius) / 4 / scale,
                opacity: 1, replace: true)
        }
        let image = key.face.imagePath.flatMap { painter.images.texture(for: $0) }
        // A contained image may leave part of the card to its fill: then only an opaque fill counts.
        let covering = key.face.imageFitting.fit != .contain
        let opaque = (covering && image.map { !$0.hasAlpha } ?? false) || key.face.fill.alpha == 255
        return CardCache.Face(texture: texture, opaqueInside: opaque, corner: corner, key: key)
    }

    /// The face zoomed to `rect` and faded to the card's opacity, cached like the face itself while
    /// zoom and opacity hold (a stack's cards at rest); nil while they change (the face is then
    /// drawn scaled and faded, which costs SDL's software renderer several times more).
    private func variantFace(_ face: CardCache.Face, card: SceneCard, rect: Rect) throws -> CardCache.Face? {
        let scale = painter.scale
        let width = Int((rect.width * scale).rounded()), height = Int((rect.height * scale).rounded())
        guard width >= 4, height >= 4, Self.fitsATexture(width, height) else { return nil }
        let alpha = Int((max(0, min(1, card.opacity)) * 255).rounded())
        let zoom = card.transform.scale
        let key = CardCache.Key(
            face: face.key.face, width: width, height: height, radius: face.key.radius, scale: face.key.scale,
            zoom: Int((zoom * 1000).rounded()), alpha: alpha, backdrop: card.backdrop)
        let identity = CardCache.Identity(carousel: card.carousel, item: card.item, variant: true)
        let radius = card.drawnCornerRadius
        return try painter.cards.face(for: key, as: identity) { key in
            let padding = CardCache.Face.padding
            let texture = try painter.layer(width: key.width + 2 * padding, height: key.height + 2 * padding) {
                guard let backdrop = key.backdrop else {
                    return try painter.copyScaled(face, into: key.width, key.height, alpha: UInt8(key.alpha))
                }
                // Faded over its opaque backdrop, as drawCard would draw the two each frame.
                let inset = Double(padding) / scale
                let box = Rect(
                    x: inset, y: inset, width: Double(key.width) / scale, height: Double(key.height) / scale)
                try painter.fill(box, radius: radius, color: backdrop, replace: true)
                try painter.copyScaled(face, into: key.width, key.height, alpha: UInt8(key.alpha), blend: true)
            }
            let opaque = key.backdrop.map { $0.alpha == 255 } ?? false
            return CardCache.Face(
                texture: texture, opaqueInside: opaque || (face.opaqueInside && key.alpha == 255),
                corner: Int((Double(face.corner) * zoom).rounded(.up)) + 1, key: key)
        }
    }

    /// The card without its shadow: fill, image and scrim in `rect` (the card zoomed by `zoom`),
    /// `labels` laid out in the unscaled `base`. With `replace` (into a transparent layer) the
    /// outermost shape's pixels are set rather than blended, keeping its edge's alpha as drawn.
    private func drawFace(
        _ face: CardFace, labels: [FittedLabel], in rect: Rect, base: Rect, zoom: Double, radius: Double,
        opacity: Double, replace: Bool
    ) throws {
        let texture = face.imagePath.flatMap { painter.images.texture(for: $0) }
        // An opaque image drawn fully opaque covers the fill's inside pixel for pixel (same outline):
        // only the fill's rim, which the image's rim blends over, is drawn.
        let opaqueImage = texture.map { !$0.hasAlpha } == true && opacity >= 1 && face.imageFitting.fit != .contain
        if !(opaqueImage && replace) {
            try painter.fill(
                rect, radius: radius, color: face.fill, opacity: opacity, body: !opaqueImage, replace: replace)
        }
        var textColor = face.textColor
        var shadow: RGBAColor?
        if let texture {
            // Drawn into the cache (`replace`), the image is resampled and cut to the card exactly.
            let path = face.imagePath ?? "", images = painter.images
            try painter.image(
                texture, in: rect, radius: radius, opacity: opacity, fitting: face.imageFitting,
                replace: replace && opaqueImage,
                exact: replace ? { images.card(path, mapping: $0, box: $1, radius: $2, clear: $3) } : nil)
            // The scrim is there for the labels only: a picture without one is shown untouched.
            if !labels.isEmpty { try painter.scrim(rect, radius: radius, opacity: opacity) }
            // A label on a photo reads in white over the scrim, with a shadow (the image loaded).
            textColor = face.imageTextColor
            shadow = face.labelShadow
        }
        try drawLabels(labels, in: base, zoom: zoom, color: textColor, shadow: shadow, opacity: opacity)
    }

    /// The labels, laid out in the unscaled `base`, zoomed about its centre like the card itself.
    private func drawLabels(
        _ labels: [FittedLabel], in base: Rect, zoom: Double, color: RGBAColor, shadow: RGBAColor?, opacity: Double
    ) throws {
        let centre = base.center
        let scale = painter.scale
        for label in labels {
            let line = label.line
            guard
                let text = try painter.text.text(
                    line.text, face: line.face, points: line.points, color: color, scale: scale)
            else { continue }
            let origin = Point(
                x: centre.x + (label.origin.x - centre.x) * zoom, y: centre.y + (label.origin.y - centre.y) * zoom)
            if let shadow,
                let shade = try painter.text.text(
                    line.text, face: line.face, points: line.points, color: shadow, scale: scale)
            {
                try painter.draw(shade, at: Point(x: origin.x + 1, y: origin.y + 1), zoom: zoom, opacity: opacity)
            }
            try painter.draw(text, at: origin, zoom: zoom, opacity: opacity)
        }
    }

    /// Whether a face of `width` x `height` pixels may be a texture (larger ones, beyond what some
    /// GPUs take, are drawn directly).
    static func fitsATexture(_ width: Int, _ height: Int) -> Bool {
        width >= 1 && height >= 1 && width <= 4096 && height <= 4096
    }
}
