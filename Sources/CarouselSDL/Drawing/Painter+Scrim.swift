import CarouselEngine
import CarouselScene
import CarouselSpec

extension Painter {
    /// An 8x64 texture for a whole card (SDL's software renderer draws nothing from textured
    /// triangles whose texture coordinates span no texel, so it is not one texel wide):
    /// transparent over the top, then fading to translucent black over the lower
    /// `Theme.scrimFraction`, so white labels stay readable on busy pictures.
    static func makeScrim(renderer: SDLRenderer) throws -> SDLTexture {
        let width = 8, height = 64
        let surface = try SDLSurface(width: width, height: height, format: SDLBridge.argbPixelFormat)
        try surface.writeRows32("create the label scrim") { row, line in
            let alpha = UInt32(scrimAlpha(at: Double(row) / Double(height - 1)).rounded())
            for column in 0..<width { line[column] = alpha << 24 }
        }
        return try SDLTexture(renderer: renderer, surface: surface)
    }

    /// Darkens the lower part of a rounded card (points) with the scrim, at `opacity`. It is drawn
    /// with the card's own outline so its edge matches the card's exactly, clipped to the part
    /// where the gradient is not transparent (the rest would cost time for nothing).
    func scrim(_ rect: Rect, radius: Double, opacity: Double) throws {
        guard let texture = scrimTexture else { return }
        let saved = renderer.currentClip()
        let box = pixels(rect)
        let top = Int32((box.y + box.h * Float(1 - Theme.scrimFraction)).rounded(.down))
        var region = PixelBox(
            x: Int32(box.x.rounded(.down)) - 1, y: top, w: Int32(box.w.rounded(.up)) + 3,
            h: max(0, Int32((box.y + box.h).rounded(.up)) + 2 - top))
        if let outer = saved {
            guard let both = outer.intersection(region) else { return }
            region = both
        }
        try renderer.clip(to: region)
        defer { try? renderer.clip(to: saved) }
        let strip = try? scrimStrip(height: Int(box.h.rounded()))
        try image(
            texture, in: rect, radius: radius, opacity: opacity, fitting: ImageFitting(fit: .fill, x: 0.5, y: 0.5),
            strips: strip)
    }

    /// Width of a scrim strip: the inside of a card is tiled from strips this wide.
    static let scrimStripWidth = 64

    /// The scrim for a card `height` pixels tall, one row per pixel (cached, LRU): copied at its own
    /// size, it costs much less in SDL's software renderer than the small scrim stretched.
    func scrimStrip(height: Int) throws -> SDLTexture {
        let height = max(1, height)
        if let strip = scrimStrips.value(for: height) { return strip }
        let width = Self.scrimStripWidth
        let surface = try SDLSurface(width: width, height: height, format: SDLBridge.argbPixelFormat)
        try surface.writeRows32("create a label scrim") { row, line in
            let alpha = UInt32(Self.scrimAlpha(at: (Double(row) + 0.5) / Double(height)).rounded())
            for column in 0..<width { line[column] = alpha << 24 }
        }
        let strip = try SDLTexture(renderer: renderer, surface: surface)
        scrimStripCreations += 1
        scrimStrips.insert(strip, for: height)
        return strip
    }

    /// The scrim's alpha (0...255) at `along` (0 top, 1 bottom of the card).
    static func scrimAlpha(at along: Double) -> Double {
        let t = max(0, min(1, (along - (1 - Theme.scrimFraction)) / Theme.scrimFraction))
        return Theme.scrimAlpha * t * t * (3 - 2 * t)
    }

    /// Covers each of `parts` (whole pixels) with unscaled copies of `strip`, whose first row is at `top`.
    func tile(_ strip: SDLTexture, over parts: [PixelRect], top: Int32) throws {
        let stripWidth = Int32(strip.width), stripHeight = Int32(strip.height)
        for part in parts {
            let x0 = Int32(part.x.rounded()), x1 = Int32((part.x + part.w).rounded())
            let y0 = max(top, Int32(part.y.rounded()))
            let y1 = min(top + stripHeight, Int32((part.y + part.h).rounded()))
            guard y1 > y0 else { continue }
            var x = x0
            while x < x1 {
                let w = min(stripWidth, x1 - x)
                try renderer.copy(
                    strip, from: PixelBox(x: 0, y: y0 - top, w: w, h: y1 - y0),
                    to: PixelRect(x: Float(x), y: Float(y0), w: Float(w), h: Float(y1 - y0)))
                x += w
            }
        }
    }
}
