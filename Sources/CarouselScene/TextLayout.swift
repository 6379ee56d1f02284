import CarouselEngine

/// Lays text out against font metrics: one line cut with an ellipsis, or text wrapped onto
/// several lines (TextLayout+Wrapping.swift). Sizes are measured in whole pixels at `scale`
/// pixels per point and given back in points.
public struct TextLayout {
    /// The fonts' measurements.
    public let metrics: any FontMetrics
    /// Pixels per point.
    public let scale: Double

    /// A layout measuring with `metrics` at `scale` pixels per point.
    public init(metrics: any FontMetrics, scale: Double) {
        self.metrics = metrics
        self.scale = scale
    }

    /// The pixel size text of `points` points is drawn at.
    public func pixelSize(_ points: Double) -> Int { CheckedInt.of(points * scale) }

    /// Distance from one line to the next, in points.
    public func lineHeight(_ face: FontFace, points: Double) throws -> Double {
        Double(try metrics.lineSkip(face: face, pixelSize: pixelSize(points))) / scale
    }

    /// `text` on one line no wider than `maxWidth` points: whole, or its longest prefix (trailing
    /// spaces dropped) plus "…". Nil for empty text, a width of 4 points or less, or when fewer
    /// than three characters and the "…" would be left (a stub like "Me…" says nothing and looks
    /// broken).
    public func line(_ text: String, face: FontFace, points: Double, maxWidth: Double) throws -> FittedLine? {
        guard !text.isEmpty, maxWidth > 4 else { return nil }
        let pixels = pixelSize(points)
        let maxPixels = CheckedInt.of(maxWidth * scale, .towardZero)
        let whole = try metrics.size(of: text, face: face, pixelSize: pixels)
        if whole.width <= maxPixels { return fitted(text, face: face, points: points, whole) }
        let characters = Array(text)
        func cut(_ count: Int) throws -> (String, PixelSize) {
            var prefix = String(characters[..<count])
            while prefix.last == " " { prefix.removeLast() }
            let candidate = prefix + "…"
            return (candidate, try metrics.size(of: candidate, face: face, pixelSize: pixels))
        }
        // The longest prefix of at least three characters (four with the ellipsis) whose cut
        // fits. A cut grows with its prefix, so it is found by bisection (a long title is
        // measured a few times, not once per character, every frame).
        guard characters.count > 3, try cut(3).1.width <= maxPixels else { return nil }
        var low = 3, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if try cut(middle).1.width <= maxPixels { low = middle } else { high = middle - 1 }
        }
        let (candidate, size) = try cut(low)
        return fitted(candidate, face: face, points: points, size)
    }

    func fitted(_ text: String, face: FontFace, points: Double, _ size: PixelSize) -> FittedLine {
        FittedLine(
            text: text, face: face, points: points,
            size: Size(width: Double(size.width) / scale, height: Double(size.height) / scale))
    }
}
