import CSDL2
import CarouselEngine

extension Painter {
    /// A 1x64 texture fading from transparent (top) to translucent black (bottom), laid over the
    /// lower part of image cards so their white labels stay readable on busy pictures.
    static func makeScrim(renderer: SDLRenderer) throws -> SDLTexture {
        let height = 64
        let surface = try SDLSurface(width: 1, height: height, format: SDLBridge.argbPixelFormat)
        guard let base = surface.pointer.pointee.pixels else { throw SDLError("create the label scrim") }
        let pitch = Int(surface.pointer.pointee.pitch)
        for row in 0..<height {
            let t = Double(row) / Double(height - 1)
            let alpha = UInt32((Theme.scrimAlpha * t * t * (3 - 2 * t)).rounded())
            base.advanced(by: row * pitch).assumingMemoryBound(to: UInt32.self).pointee = alpha << 24
        }
        return try SDLTexture(renderer: renderer, surface: surface)
    }

    /// Darkens the bottom `fraction` of a rounded card (points) with the scrim, at `opacity`.
    func scrim(_ rect: Rect, radius: Double, fraction: Double, opacity: Double) throws {
        guard let texture = scrimTexture else { return }
        let height = rect.height * max(0, min(1, fraction))
        let part = Rect(x: rect.x, y: rect.y + rect.height - height, width: rect.width, height: height)
        try image(texture, in: part, radius: min(radius, height / 2), opacity: opacity, stretch: true)
    }
}
