import CarouselEngine

extension Painter {
    /// Draws `body` into a new transparent texture of `width` x `height` pixels instead of the
    /// frame (the painter's scale still applies: point (0, 0) is the texture's top-left pixel).
    func layer(width: Int, height: Int, _ body: () throws -> Void) throws -> SDLTexture {
        let texture = try SDLTexture(renderer: renderer, width: width, height: height)
        try draw(into: texture, body)
        return texture
    }

    /// Clears `texture` (made with `SDLTexture(renderer:width:height:)`) to transparent and draws
    /// `body` into it instead of the frame.
    func draw(into texture: SDLTexture, _ body: () throws -> Void) throws {
        let clip = renderer.currentClip()
        try renderer.setTarget(texture)
        do {
            try renderer.clip(to: nil)
            try renderer.clearTransparent()
            try body()
        } catch {
            try? renderer.setTarget(nil)
            try? renderer.clip(to: clip)
            throw error
        }
        try renderer.setTarget(nil)
        try renderer.clip(to: clip)
    }

    /// Copies `face` scaled so its card is `width` x `height` pixels (plus its padding) with its
    /// alpha multiplied by `alpha`, replacing what is below: a zoomed, faded copy of a face, drawn
    /// into a layer.
    func copyScaled(_ face: CardCache.Face, into width: Int, _ height: Int, alpha: UInt8, blend: Bool = false) throws {
        let pad = Float(CardCache.Face.padding)
        let source = face.texture
        let zoomX = Float(width) / Float(max(1, source.width - 2 * Int(pad)))
        let zoomY = Float(height) / Float(max(1, source.height - 2 * Int(pad)))
        try source.setAlpha(alpha)
        if !blend { try source.setBlending(false) }
        defer { if !blend { try? source.setBlending(true) } }
        try renderer.copy(
            source,
            to: PixelRect(
                x: pad - pad * zoomX, y: pad - pad * zoomY, w: Float(source.width) * zoomX,
                h: Float(source.height) * zoomY))
    }

    /// Forgets every texture drawn with `layer` (card faces, discs): after the renderer lost
    /// what render targets held, they are drawn again when next needed.
    func forgetLayers() {
        cards.removeAll()
        discs.removeAll()
    }

    /// Draws a card face into `rect` (points) at `opacity`.
    ///
    /// Drawn at its own size it is placed on whole pixels (unscaled copies: sharp, and the
    /// cheapest to blend), and an opaque face has only its rim blended: the corners and a band
    /// along the edges; the inside is copied as it is. Scaled, it is one bilinearly filtered,
    /// blended copy.
    func composite(_ face: CardCache.Face, in rect: Rect, opacity: Double) throws {
        let texture = face.texture
        try texture.setAlpha(UInt8((max(0, min(1, opacity)) * 255).rounded()))
        guard let (x, y) = flatOrigin(of: face, in: rect) else {
            let box = pixels(rect)
            let pad = Int32(CardCache.Face.padding)
            let zoom = box.w / Float(max(1, Int32(texture.width) - 2 * pad))
            let margin = Float(pad) * zoom
            return try renderer.copy(
                texture,
                to: PixelRect(x: box.x - margin, y: box.y - margin, w: box.w + 2 * margin, h: box.h + 2 * margin))
        }
        try compositeFlat(face, x: x, y: y, opaque: opacity >= 1)
    }

    /// Where `face` drawn in `rect` (points) at its own size puts its texture's top-left pixel
    /// (padding included), on whole pixels; nil when `rect` is not the face's size (it is then
    /// drawn scaled).
    func flatOrigin(of face: CardCache.Face, in rect: Rect) -> (x: Int32, y: Int32)? {
        let box = pixels(rect)
        let pad = Int32(CardCache.Face.padding)
        let width = Int32(face.texture.width), height = Int32(face.texture.height)
        guard abs(box.w - Float(width - 2 * pad)) < 0.5, abs(box.h - Float(height - 2 * pad)) < 0.5 else { return nil }
        return (Int32(box.x.rounded()) - pad, Int32(box.y.rounded()) - pad)
    }

    /// Copies `face` unscaled with its texture's top-left pixel at (`x`, `y`), at the alpha the
    /// texture holds; `opaque` (drawn at full opacity) lets an opaque face copy its inside without blending.
    func compositeFlat(_ face: CardCache.Face, x: Int32, y: Int32, opaque: Bool) throws {
        let texture = face.texture
        let pad = Int32(CardCache.Face.padding)
        let width = Int32(texture.width), height = Int32(texture.height)
        let corner = min(Int32(face.corner) + pad, width / 2, height / 2), band = 2 + pad
        guard face.opaqueInside, opaque, corner >= band else {
            let whole = PixelRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
            return try renderer.copy(texture, to: whole)
        }
        func copy(_ sx: Int32, _ sy: Int32, _ w: Int32, _ h: Int32) throws {
            guard w > 0, h > 0 else { return }
            try renderer.copy(
                texture, from: PixelBox(x: sx, y: sy, w: w, h: h),
                to: PixelRect(x: Float(x + sx), y: Float(y + sy), w: Float(w), h: Float(h)))
        }
        // The rim, blended: corner squares, then bands along the edges between them.
        for (cx, cy) in [(0, 0), (width - corner, 0), (0, height - corner), (width - corner, height - corner)] {
            try copy(cx, cy, corner, corner)
        }
        try copy(corner, 0, width - 2 * corner, band)
        try copy(corner, height - band, width - 2 * corner, band)
        try copy(0, corner, band, height - 2 * corner)
        try copy(width - band, corner, band, height - 2 * corner)
        // The inside, copied over what is below.
        try texture.setBlending(false)
        defer { try? texture.setBlending(true) }
        try copy(corner, band, width - 2 * corner, height - 2 * band)
        try copy(band, corner, corner - band, height - 2 * corner)
        try copy(width - corner, corner, corner - band, height - 2 * corner)
    }
}
