import CarouselEngine
import CarouselSpec

/// Where a card's title and subtitle go: wrapped, stacked up from the bottom, sized from the card
/// unless the spec sets sizes (the one formula the scene and the backend's card-face cache share).
public enum CardLabels {
    /// The labels of `face` laid out in `box` (points, before any transform), fitted and placed in
    /// the same coordinates.
    ///
    /// Title: `face.label.weight`, at `title-size` points or ``CardText/titlePoints(card:)``;
    /// subtitle: regular, at `subtitle-size` or ``CardText/subtitlePoints(title:)``. Padding
    /// ``CardText/padding(card:)`` on every side. The title wraps onto at most `title-lines` lines
    /// and the subtitle onto at most `subtitle-lines`, fewer when the card's height inside the
    /// padding holds fewer (the title keeps at least one line; a subtitle line that does not fit
    /// under the title is left out); a last line with text left over ends with "…". The lines are
    /// stacked upwards from the bottom padding, each placed across the card by `text-align`.
    public static func layout(_ face: CardFace, in box: Rect, layout: TextLayout) throws -> [FittedLabel] {
        try self.layout(title: face.title, subtitle: face.subtitle, style: face.label, in: box, layout: layout)
    }

    /// `title` and `subtitle` set by `style` and laid out in `box`, as ``layout(_:in:layout:)``
    /// lays out a card's face.
    public static func layout(
        title: String, subtitle: String?, style: LabelStyle = .standard, in box: Rect, layout: TextLayout
    ) throws -> [FittedLabel] {
        let card = Size(width: box.width, height: box.height)
        let titlePoints = style.titlePoints ?? CardText.titlePoints(card: card)
        let padding = CardText.padding(card: card)
        let maxWidth = box.width - 2 * padding
        var room = box.height - 2 * padding
        let titleFace: FontFace = style.weight == .bold ? .bold : .regular
        let titleHeight = try layout.lineHeight(titleFace, points: titlePoints)
        let titleLines = max(1, min(style.titleLines, titleHeight > 0 ? CheckedInt.of(room / titleHeight, .down) : 1))
        var lines = try layout.lines(
            title, face: titleFace, points: titlePoints, maxWidth: maxWidth, maxLines: titleLines)
        room -= lines.reduce(0) { $0 + $1.size.height }
        if let subtitle {
            let points = style.subtitlePoints ?? CardText.subtitlePoints(title: titlePoints)
            let height = try layout.lineHeight(.regular, points: points)
            let fitting = height > 0 ? min(style.subtitleLines, CheckedInt.of(max(0, room) / height, .down)) : 0
            lines += try layout.lines(subtitle, face: .regular, points: points, maxWidth: maxWidth, maxLines: fitting)
        }
        var y = box.y + box.height - padding - lines.reduce(0) { $0 + $1.size.height }
        var labels: [FittedLabel] = []
        for line in lines {
            labels.append(FittedLabel(line: line, origin: Point(x: x(of: line, in: box, padding, style.align), y: y)))
            y += line.size.height
        }
        return labels
    }

    /// The left edge of `line` placed across `box` by `align`. Lines are laid out left to right
    /// today, so leading is the left padding and trailing the right one (a right-to-left line
    /// will swap the two).
    static func x(of line: FittedLine, in box: Rect, _ padding: Double, _ align: TextAlign) -> Double {
        switch align {
        case .leading: return box.x + padding
        case .center: return box.x + (box.width - line.size.width) / 2
        case .trailing: return box.x + box.width - padding - line.size.width
        }
    }
}
