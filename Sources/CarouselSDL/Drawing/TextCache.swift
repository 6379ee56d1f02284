import CarouselScene
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
}

/// Text textures created once and kept in a bounded LRU cache, never re-rendered per frame.
///
/// The text arrives laid out (cut to fit by the scene); this only turns it into pixels.
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

    /// `text` in `face` at `points` and `color`, at `scale` pixels per point; nil for empty text.
    func text(_ text: String, face: FontFace, points: Double, color: RGBAColor, scale: Double) throws
        -> RenderedText?
    {
        guard !text.isEmpty else { return nil }
        let key = TextKey(text: text, face: face, pixelSize: Int((points * scale).rounded()), color: color)
        if let cached = cache.value(for: key) { return cached }
        let font = try fonts.font(face, pixelSize: key.pixelSize)
        let surface = try font.render(text, color: SDLBridge.color(color))
        let rendered = RenderedText(texture: try SDLTexture(renderer: renderer, surface: surface), scale: scale)
        renders += 1
        cache.insert(rendered, for: key)
        return rendered
    }

    /// The texture of a laid-out line.
    func text(_ run: TextRun, scale: Double) throws -> RenderedText? {
        try text(run.text, face: run.face, points: run.points, color: run.color, scale: scale)
    }
}
