import CarouselScene

/// Font metrics that remember every answer for one render pass: the pass composes hundreds of
/// frames showing the same labels, and cutting a label measures many candidates.
final class MemoizedMetrics: FontMetrics {
    private struct Key: Hashable {
        var text: String
        var face: FontFace
        var pixelSize: Int
    }

    private let metrics: any FontMetrics
    private var sizes: [Key: PixelSize] = [:]
    private var skips: [Key: Int] = [:]

    /// Remembers what `metrics` answers.
    init(_ metrics: any FontMetrics) { self.metrics = metrics }

    func size(of text: String, face: FontFace, pixelSize: Int) throws -> PixelSize {
        let key = Key(text: text, face: face, pixelSize: pixelSize)
        if let size = sizes[key] { return size }
        let size = try metrics.size(of: text, face: face, pixelSize: pixelSize)
        sizes[key] = size
        return size
    }

    func lineSkip(face: FontFace, pixelSize: Int) throws -> Int {
        let key = Key(text: "", face: face, pixelSize: pixelSize)
        if let skip = skips[key] { return skip }
        let skip = try metrics.lineSkip(face: face, pixelSize: pixelSize)
        skips[key] = skip
        return skip
    }
}
