import CarouselEngine

/// Lays text out against font metrics: one line cut with an ellipsis, or words wrapped onto
/// several lines. Sizes are measured in whole pixels at `scale` pixels per point and given back
/// in points.
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
    /// than four characters would be left (a stub like "Me…" says nothing and looks broken).
    public func line(_ text: String, face: FontFace, points: Double, maxWidth: Double) throws -> FittedLine? {
        guard !text.isEmpty, maxWidth > 4 else { return nil }
        let pixels = pixelSize(points)
        let maxPixels = CheckedInt.of(maxWidth * scale, .towardZero)
        let whole = try metrics.size(of: text, face: face, pixelSize: pixels)
        if whole.width <= maxPixels { return fitted(text, face: face, points: points, whole) }
        var characters = Array(text)
        while characters.count > 3 {
            characters.removeLast()
            var prefix = String(characters)
            while prefix.last == " " { prefix.removeLast() }
            let candidate = prefix + "…"
            let size = try metrics.size(of: candidate, face: face, pixelSize: pixels)
            if size.width <= maxPixels { return fitted(candidate, face: face, points: points, size) }
        }
        return nil
    }

    /// `text` wrapped at spaces into at most `maxLines` lines no wider than `maxWidth` points; a
    /// word longer than the width, and the last line when text is left over, end with "…".
    public func lines(
        _ text: String, face: FontFace, points: Double, maxWidth: Double, maxLines: Int
    ) throws -> [FittedLine] {
        guard maxLines > 0 else { return [] }
        let words = text.split(separator: " ").map(String.init)
        let pixels = pixelSize(points)
        let maxPixels = CheckedInt.of(maxWidth * scale, .towardZero)
        var lines: [FittedLine] = []
        var index = 0
        while index < words.count, lines.count < maxLines {
            var current = words[index]
            var next = index + 1
            while next < words.count {
                let candidate = current + " " + words[next]
                guard try metrics.size(of: candidate, face: face, pixelSize: pixels).width <= maxPixels else { break }
                current = candidate
                next += 1
            }
            if lines.count == maxLines - 1, next < words.count {
                // The last line takes the rest, cut with an ellipsis.
                let rest = words[index...].joined(separator: " ")
                if let cut = try line(rest, face: face, points: points, maxWidth: maxWidth) { lines.append(cut) }
                return lines
            }
            if let fitted = try line(current, face: face, points: points, maxWidth: maxWidth) { lines.append(fitted) }
            index = next
        }
        return lines
    }

    private func fitted(_ text: String, face: FontFace, points: Double, _ size: PixelSize) -> FittedLine {
        FittedLine(
            text: text, face: face, points: points,
            size: Size(width: Double(size.width) / scale, height: Double(size.height) / scale))
    }
}
