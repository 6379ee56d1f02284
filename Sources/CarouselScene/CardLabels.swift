import CarouselEngine
import CarouselSpec

/// Where a card's title and subtitle go: wrapped, stacked at the bottom (or centre, or top), sized from the card
/// unless the spec sets sizes (the one formula the scene and the backend's card-face cache share).
public enum CardLabels {
    /// The labels of `face` laid out in `box` (points, before any transform), fitted and placed in
    /// the same coordinates, clear of the card's corners rounded by `cornerRadius` points.
    ///
    /// Title: `face.label.weight`, at `title-size` points or ``CardText/titlePoints(card:)``;
    /// subtitle: regular, at `subtitle-size` or ``CardText/subtitlePoints(title:)``. Padding
    /// ``CardText/padding(card:)`` on every side. The title wraps onto at most `title-lines` lines
    /// and the subtitle onto at most `subtitle-lines`, fewer when the card's height inside the
    /// padding holds fewer (the title keeps at least one line, which may reach into the top
    /// padding; a subtitle line that does not fit under the title is left out); a last line with
    /// text left over ends with "…". The lines are stacked upwards from the bottom padding (or
    /// centred, or down from the top padding: `text-position`), each placed across the card by
    /// `text-align`. Where the rounded corners reach the lines, the
    /// lines are kept further in from both sides (and wrapped again to the narrower width).
    /// A label that cannot lie inside the card's shape (a card lower than one title line, or
    /// narrower than what the corners leave) is not drawn: no labels.
    public static func layout(_ face: CardFace, in box: Rect, cornerRadius: Double = 0, layout: TextLayout) throws
        -> [FittedLabel]
    {
        try self.layout(
            title: face.title, subtitle: face.subtitle, style: face.label, in: box, cornerRadius: cornerRadius,
            layout: layout)
    }

    /// `title` and `subtitle` set by `style` and laid out in `box`, as ``layout(_:in:cornerRadius:layout:)``
    /// lays out a card's face.
    public static func layout(
        title: String, subtitle: String?, style: LabelStyle = .standard, in box: Rect, cornerRadius: Double = 0,
        layout: TextLayout
    ) throws -> [FittedLabel] {
        let padding = CardText.padding(card: Size(width: box.width, height: box.height))
        let bottom = box.y + box.height - padding
        var inset = padding
        // Each pass narrows the lines to what the corners leave beside the block of the pass
        // before; a narrower width can wrap onto more lines, so the block is measured again.
        for _ in 0..<cornerPasses {
            let width = box.width - 2 * inset
            guard width >= 1 else { return [] }
            let lines = try self.lines(
                title: title, subtitle: subtitle, style: style, box: box, padding: padding, maxWidth: width,
                layout: layout)
            let height = lines.reduce(0) { $0 + $1.size.height }
            guard !lines.isEmpty, height <= box.height - padding + fit,
                lines.allSatisfy({ $0.size.width <= width + fit })
            else { return [] }
            let top = blockTop(height: height, in: box, padding: padding, bottom: bottom, position: style.position)
            let needed = cornerInset(box: box, radius: cornerRadius, top: top, bottom: top + height)
            guard needed > inset + fit else {
                return place(lines, in: box, inset: inset, top: top, align: style.physicalAlign)
            }
            inset = needed
        }
        return []
    }

    /// Passes of narrowing the lines to the corners before a label is given up.
    static let cornerPasses = 6
    /// Points a line may overrun a bound by (rounding).
    static let fit = 1e-6

    /// The title's lines then the subtitle's, wrapped to `maxWidth` points.
    private static func lines(
        title: String, subtitle: String?, style: LabelStyle, box: Rect, padding: Double, maxWidth: Double,
        layout: TextLayout
    ) throws -> [FittedLine] {
        let card = Size(width: box.width, height: box.height)
        let titlePoints = style.titlePoints ?? CardText.titlePoints(card: card)
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
        return lines
    }

    /// The top edge of a block of lines `height` points tall placed up and down `box` by
    /// `position`: up from `bottom` (the bottom padding), centred in the box, or down from the
    /// top padding (a block taller than the box inside its padding keeps to the bottom rule's
    /// reach: its first line may go into the top padding, as at the bottom).
    static func blockTop(height: Double, in box: Rect, padding: Double, bottom: Double, position: TextPosition)
        -> Double
    {
        switch position {
        case .bottom: return bottom - height
        case .center: return min(box.y + (box.height - height) / 2, bottom - height)
        case .top: return min(box.y + padding, bottom - height)
        }
    }

    /// `lines` stacked downwards from `top`, each `inset` points in from the side `align` names.
    private static func place(_ lines: [FittedLine], in box: Rect, inset: Double, top: Double, align: TextAlign)
        -> [FittedLabel]
    {
        var y = top
        var labels: [FittedLabel] = []
        for line in lines {
            labels.append(FittedLabel(line: line, origin: Point(x: x(of: line, in: box, inset, align), y: y)))
            y += line.size.height
        }
        return labels
    }

    /// The left edge of `line` placed across `box` by `align`, `inset` points in from the side
    /// (the padding, or more beside rounded corners). Here leading is the left side and trailing
    /// the right one: a right-to-left carousel swaps the two first (``LabelStyle/physicalAlign``).
    static func x(of line: FittedLine, in box: Rect, _ inset: Double, _ align: TextAlign) -> Double {
        switch align {
        case .leading: return box.x + inset
        case .center: return box.x + (box.width - line.size.width) / 2
        case .trailing: return box.x + box.width - inset - line.size.width
        }
    }
}

extension LabelStyle {
    /// `align` as a side of the card, left to right: a right-to-left carousel's `leading` is
    /// ``TextAlign/trailing`` here (the right side) and its `trailing` the left side.
    var physicalAlign: TextAlign {
        guard rightToLeft else { return align }
        switch align {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}
