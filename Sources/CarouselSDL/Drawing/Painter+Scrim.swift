import CSDL2
import CarouselEngine

extension Painter {
    /// An 8x64 texture for a whole card (SDL's software renderer draws nothing from textured
    /// triangles whose texture coordinates span no texel, so it is not one texel wide): transparent over the top, then fading to translucent black
    /// over the lower `Theme.scrimFraction`, so white labels stay readable on busy pictures.
    static func makeScrim(renderer: SDLRenderer) throws -> SDLTexture {
        let width = 8, height = 64
        let surface = try SDLSurface(width: width, height: height, format: SDLBridge.argbPixelFormat)
        guard let base = surface.pointer.pointee.pixels else { throw SDLError("create the label scrim") }
        let pitch = Int(surface.pointer.pointee.pitch)
        for row in 0..<height {
            let along = Double(row) / Double(height - 1)
            let t = max(0, min(1, (along - (1 - Theme.scrimFraction)) / Theme.scrimFraction))
            let alpha = UInt32((Theme.scrimAlpha * t * t * (3 - 2 * t)).rounded())
            let line = base.advanced(by: row * pitch).assumingMemoryBound(to: UInt32.self)
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
        var region = SDL_Rect(
            x: Int32(box.x.rounded(.down)) - 1, y: top, w: Int32(box.w.rounded(.up)) + 3,
            h: max(0, Int32((box.y + box.h).rounded(.up)) + 2 - top))
        if var outer = saved {
            var both = SDL_Rect()
            guard SDL_IntersectRect(&outer, &region, &both) == SDL_TRUE else { return }
            region = both
        }
        try renderer.clip(to: region)
        defer { try? renderer.clip(to: saved) }
        try image(texture, in: rect, radius: radius, opacity: opacity, stretch: true)
    }
}
