import CarouselScene

/// The scene's font metrics answered with SDL_ttf (each run in the font that draws it, see
/// `FontLibrary.line`), with the sizes of recent texts remembered so a
/// frame's labels are not measured again every frame.
final class FontMetricsCache: FontMetrics {
    private struct Key: Hashable {
        var text: String
        var face: FontFace
        var pixelSize: Int
    }

    private let fonts: FontLibrary
    private var sizes = LRUCache<Key, PixelSize>(capacity: 4096)

    /// Metrics of the fonts in `fonts`.
    init(fonts: FontLibrary) { self.fonts = fonts }

    func size(of text: String, face: FontFace, pixelSize: Int) throws -> PixelSize {
        let key = Key(text: text, face: face, pixelSize: pixelSize)
        if let size = sizes.value(for: key) { return size }
        let line = try fonts.line(text, face: face, pixelSize: pixelSize)
        let size = PixelSize(width: line.width, height: line.height)
        sizes.insert(size, for: key)
        return size
    }

    func lineSkip(face: FontFace, pixelSize: Int) throws -> Int {
        try fonts.font(face, pixelSize: pixelSize).lineHeight
    }
}
