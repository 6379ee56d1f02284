import CarouselScene

/// Font metrics that remember every answer for one render pass: the pass composes hundreds of
/// frames showing the same labels, and cutting a label measures many candidates. They also
/// remember whole wrapped labels (``WrappedLinesMemo``), so a card whose size did not change is
/// not wrapped again.
final class MemoizedMetrics: FontMetrics, WrappedLinesMemo {
    private struct Key: Hashable {
        var text: String
        var face: FontFace
        var pixelSize: Int
    }

    private let metrics: any FontMetrics
    private var sizes: [Key: PixelSize] = [:]
    private var skips: [Key: Int] = [:]
    private var wrapped: [WrappedLinesKey: [FittedLine]] = [:]
    private let remembersLines: Bool

    /// Remembers what `metrics` answers (and the wrapped labels unless `remembersLines` is false).
    init(_ metrics: any FontMetrics, remembersLines: Bool = true) {
        self.metrics = metrics
        self.remembersLines = remembersLines
    }

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

    func wrappedLines(for key: WrappedLinesKey) -> [FittedLine]? { wrapped[key] }

    func remember(_ lines: [FittedLine], for key: WrappedLinesKey) {
        if remembersLines { wrapped[key] = lines }
    }
}
