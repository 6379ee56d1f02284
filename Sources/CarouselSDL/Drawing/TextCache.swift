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
        guard let surface = try render(fonts.line(text, face: face, pixelSize: key.pixelSize), color: color) else {
            return nil
        }
        let rendered = RenderedText(texture: try SDLTexture(renderer: renderer, surface: surface), scale: scale)
        renders += 1
        cache.insert(rendered, for: key)
        return rendered
    }

    /// The pixels of `line`: rendered directly when one run of its own font draws it, else each run
    /// rendered with its font (bitmap fonts scaled, filtered) and composed side by side.
    func render(_ line: TextLine, color: RGBAColor) throws -> SDLSurface? {
        let pixel = SDLBridge.color(color)
        if line.isPlain, let piece = line.pieces.first {
            piece.font.shape(rightToLeft: piece.run.isRightToLeft, script: piece.run.script)
            return try piece.font.render(piece.run.text, color: pixel)
        }
        guard line.width > 0, line.height > 0 else { return nil }
        var compositor = TextCompositor(width: line.width, height: line.height)
        for piece in line.pieces where piece.width > 0 && piece.height > 0 {
            piece.font.shape(rightToLeft: piece.run.isRightToLeft, script: piece.run.script)
            let surface = try piece.font.render(piece.run.text, color: pixel).converted(to: SDLBridge.argbPixelFormat)
            var pixels = try surface.pixels32()
            if piece.scale != 1 {
                pixels = ImageResampler(pixels: pixels, width: surface.width, height: surface.height)
                    .resized(to: piece.width, piece.height)
            }
            compositor.place(
                pixels, sourceWidth: piece.scale != 1 ? piece.width : surface.width, x: piece.x, y: piece.y)
        }
        let surface = try SDLSurface(width: line.width, height: line.height, format: SDLBridge.argbPixelFormat)
        let pixels = compositor.pixels
        try surface.writeRows32("compose text") { row, line in
            for column in 0..<compositor.width { line[column] = pixels[row * compositor.width + column] }
        }
        return surface
    }

    /// The texture of a laid-out line.
    func text(_ run: TextRun, scale: Double) throws -> RenderedText? {
        try text(run.text, face: run.face, points: run.points, color: run.color, scale: scale)
    }
}
