import CSDL2
import CarouselSpec

/// A piece of text rendered into a texture, with its size in points.
final class RenderedText {
    /// The texture (pixels).
    let texture: SDLTexture
    /// Width in points.
    let width: Double
    /// Height in points.
    let height: Double

    init(texture: SDLTexture, scale: Double) {
        self.texture = texture
        width = Double(texture.width) / scale
        height = Double(texture.height) / scale
    }
}

/// What identifies a rendered text texture.
struct TextKey: Hashable {
    var text: String
    var face: FontFace
    var pixelSize: Int
    var color: RGBAColor
    /// Longest width in pixels; longer text is cut with an ellipsis.
    var maxPixels: Int
}

/// Text textures created once and kept in a bounded LRU cache, never re-rendered per frame.
final class TextCache {
    private let renderer: SDLRenderer
    private let fonts: FontLibrary
    private var cache = LRUCache<TextKey, RenderedText>(capacity: 512)
    /// Number of textures rendered so far (for tests and the bench).
    private(set) var renders = 0

    init(renderer: SDLRenderer, fonts: FontLibrary) {
        self.renderer = renderer
        self.fonts = fonts
    }

    /// The line height in points of `face` at `points`.
    func lineHeight(_ face: FontFace, points: Double, scale: Double) throws -> Double {
        Double(try fonts.font(face, pixelSize: Int((points * scale).rounded())).lineHeight) / scale
    }

    /// `text` in `face` at `points` and `color`, cut to `maxWidth` points; nil for empty text or
    /// when too little of it fits.
    func text(
        _ text: String, face: FontFace, points: Double, color: RGBAColor, maxWidth: Double, scale: Double
    ) throws -> RenderedText? {
        guard !text.isEmpty, maxWidth > 4 else { return nil }
        let key = TextKey(
            text: text, face: face, pixelSize: Int((points * scale).rounded()), color: color,
            maxPixels: Int(maxWidth * scale))
        if let cached = cache.value(for: key) { return cached }
        let font = try fonts.font(face, pixelSize: key.pixelSize)
        let fitted = try fit(text, font: font, maxPixels: key.maxPixels)
        guard !fitted.isEmpty else { return nil }
        let surface = try font.render(fitted, color: SDLBridge.color(color))
        let rendered = RenderedText(texture: try SDLTexture(renderer: renderer, surface: surface), scale: scale)
        renders += 1
        cache.insert(rendered, for: key)
        return rendered
    }

    /// The longest prefix of `text` (plus "…") that fits in `maxPixels`; empty when fewer than
    /// three characters would be left (a stub like "Me…" says nothing and looks broken).
    private func fit(_ text: String, font: SDLFont, maxPixels: Int) throws -> String {
        if try font.width(of: text) <= maxPixels { return text }
        var characters = Array(text)
        while characters.count > 3 {
            characters.removeLast()
            let candidate = String(characters).trimmingTrailingSpaces() + "…"
            if try font.width(of: candidate) <= maxPixels { return candidate }
        }
        return ""
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
