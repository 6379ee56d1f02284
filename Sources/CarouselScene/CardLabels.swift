import CarouselEngine

/// Where a card's title and subtitle go: bottom left, sized from the card (the one formula the
/// scene and the backend's card-face cache share).
public enum CardLabels {
    /// Title and subtitle of a card laid out in `box` (points, before any transform), fitted and
    /// placed in the same coordinates.
    ///
    /// Title: bold, `clamp(min(height * 0.15, width * 0.12), 10...30)` points rounded. Subtitle
    /// (only when the card is taller than 3.2 titles): regular, 0.62 of the title, at least 9.
    /// Padding `clamp(min(width, height) * 0.09, 9...18)` rounded; lines stacked upwards from the
    /// bottom padding.
    public static func layout(title: String, subtitle: String?, in box: Rect, layout: TextLayout) throws
        -> [FittedLabel]
    {
        let size = Size(width: box.width, height: box.height)
        let titlePoints = max(10, min(30, min(size.height * 0.15, size.width * 0.12))).rounded()
        let padding = max(9, min(18, min(size.width, size.height) * 0.09)).rounded()
        var wanted: [(text: String, face: FontFace, points: Double)] = [(title, .bold, titlePoints)]
        if let subtitle, size.height > titlePoints * 3.2 {
            wanted.append((subtitle, .regular, max(9, (titlePoints * 0.62).rounded())))
        }
        let maxWidth = size.width - 2 * padding
        var lines: [FittedLine] = []
        for label in wanted {
            if let line = try layout.line(label.text, face: label.face, points: label.points, maxWidth: maxWidth) {
                lines.append(line)
            }
        }
        var y = box.y + box.height - padding - lines.reduce(0) { $0 + $1.size.height }
        var labels: [FittedLabel] = []
        for line in lines {
            labels.append(FittedLabel(line: line, origin: Point(x: box.x + padding, y: y)))
            y += line.size.height
        }
        return labels
    }
}
