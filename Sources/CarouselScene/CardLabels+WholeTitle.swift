import CarouselEngine
import CarouselSpec

extension CardLabels {
    /// Whether ``layout(title:subtitle:style:in:cornerRadius:layout:)`` certainly draws all of
    /// `title`, word for word (``TitleLines`` finds it not cut), proved from `bounds` without
    /// laying anything out. False means "not proved": lay it out.
    ///
    /// The proof takes the worst case of everything the layout could do: every number of title
    /// lines it allows, each with the subtitle on every line it may take or fewer (so the
    /// corners' inset is the most any such block needs), the title's widths bounded from above,
    /// and the subtitle's widest character (a line that cannot break takes one character,
    /// whatever its width). It holds when
    /// - the title is one paragraph of ASCII that ``wrapsWhole(_:lines:maxPixels:bounds:)`` at the
    ///   narrowest width the corners can leave, so every pass shows all its words;
    /// - the tallest block passes the height rule and every subtitle character fits, so no pass
    ///   gives the labels up;
    /// - the corners need no inset beyond the padding, or the passes cannot run out (a pass that
    ///   narrows the lines again needs a taller block than the pass before, as a block inside a
    ///   taller one never needs more inset, and the block has only so many heights);
    /// - the subtitle's first line cannot read as part of the title (``TitleLines`` counts every
    ///   leading line whose text is in the title): its first character is not in the title.
    public static func showsWholeTitle(
        title: String, subtitle: String?, style: LabelStyle, in box: Rect, cornerRadius: Double, layout: TextLayout,
        bounds: LineWidthBoundsCache
    ) -> Bool {
        let card = Size(width: box.width, height: box.height)
        let padding = CardText.padding(card: card)
        let titlePoints = style.titlePoints ?? CardText.titlePoints(card: card)
        let titleFace: FontFace = style.weight == .bold ? .bold : .regular
        guard let titleBounds = bounds.bounds(titleFace, pixelSize: layout.pixelSize(titlePoints)) else { return false }
        // One paragraph (the wrapping reads "\n" as a break; "\r\n" is one character).
        guard !title.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            return false
        }

        // The block's possible heights, summed as the layout sums its lines: 1 to `titleLines`
        // title lines, then as many subtitle lines as the room left allows, or fewer.
        let room = box.height - 2 * padding
        let titleSkip = Double(titleBounds.lineSkip) / layout.scale
        let titleLines = max(1, min(style.titleLines, titleSkip > 0 ? CheckedInt.of(room / titleSkip, .down) : 1))
        let titleRow = Double(titleBounds.lineHeight) / layout.scale
        var subtitleBounds: (any LineWidthBounds)?
        var subtitleSkip = 0.0, subtitleRow = 0.0
        if subtitle != nil {
            let points = style.subtitlePoints ?? CardText.subtitlePoints(title: titlePoints)
            guard let found = bounds.bounds(.regular, pixelSize: layout.pixelSize(points)) else { return false }
            subtitleBounds = found
            subtitleSkip = Double(found.lineSkip) / layout.scale
            subtitleRow = Double(found.lineHeight) / layout.scale
        }
        var heights: [Double] = []
        var subtitleDrawn = false
        for lines in 1...titleLines {
            var height = 0.0
            for _ in 0..<lines { height += titleRow }
            heights.append(height)
            guard subtitleBounds != nil else { continue }
            let left = room - height
            let rows = subtitleSkip > 0 ? min(style.subtitleLines, CheckedInt.of(max(0, left) / subtitleSkip, .down)) : 0
            for _ in 0..<max(0, rows) {
                height += subtitleRow
                heights.append(height)
                subtitleDrawn = true
            }
        }
        guard let tallest = heights.max(), tallest <= box.height - padding + fit else { return false }

        let bottom = box.y + box.height - padding
        var inset = padding
        for height in heights {
            let top = blockTop(height: height, in: box, padding: padding, bottom: bottom, position: style.position)
            inset = max(inset, cornerInset(box: box, radius: cornerRadius, top: top, bottom: top + height))
        }
        guard inset <= padding + fit || Set(heights).count + 1 < cornerPasses else { return false }
        let width = box.width - 2 * inset
        guard width > 4 else { return false }
        let maxPixels = CheckedInt.of(width * layout.scale, .towardZero)
        guard wrapsWhole(title, lines: titleLines, maxPixels: maxPixels, bounds: titleBounds) else { return false }

        if subtitleDrawn, let subtitleBounds, let subtitle {
            guard let widest = subtitleBounds.widestCharacter(in: subtitle), widest <= maxPixels else { return false }
            // The subtitle's first line starts at its first character that is not a space or a
            // line break; text of one scalar below U+0100 (checked above) is one character, and no
            // such character other than an ASCII one reads as ASCII.
            if let first = subtitle.unicodeScalars.first(where: { $0 != " " && $0 != "\n" }), first.isASCII,
                title.utf8.contains(UInt8(first.value))
            {
                return false
            }
        }
        return true
    }

    /// Whether the wrapping puts every word of `title` (ASCII, one paragraph) on at most `lines`
    /// lines of `maxPixels` pixels, each line ending at a word's end: shown by wrapping it with
    /// the upper bounds of its widths. The real wrapping measures no wider than the bounds, and a
    /// part of a line is never wider than the line, so after every line it has taken at least as
    /// many words as this one, and each of its lines ends at a space (every word alone fits).
    static func wrapsWhole(_ title: String, lines: Int, maxPixels: Int, bounds: any LineWidthBounds) -> Bool {
        let text = Substring(title)
        var start = text.firstIndex { $0 != " " } ?? text.endIndex
        guard start < text.endIndex else { return false }
        for _ in 0..<lines {
            let rest = text[start...]
            guard let whole = bounds.widthBound(of: rest) else { return false }
            if whole <= maxPixels { return true }
            // The longest run of whole words from `start` whose bound fits.
            var end: Substring.Index?
            var index = start
            while let space = text[index...].firstIndex(of: " ") {
                guard let width = bounds.widthBound(of: text[start..<space]), width <= maxPixels else { break }
                end = space
                index = text[space...].firstIndex { $0 != " " } ?? text.endIndex
                guard index < text.endIndex else { break }
            }
            guard let end else { return false }
            start = text[end...].firstIndex { $0 != " " } ?? text.endIndex
            guard start < text.endIndex else { return true }
        }
        return false
    }
}
