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
        let proof = WholeTitleProof(
            style: style, in: box, cornerRadius: cornerRadius, hasSubtitle: subtitle != nil, layout: layout,
            bounds: bounds)
        return proof?.showsWhole(title: title, subtitle: subtitle) ?? false
    }

    /// What ``showsWholeTitle(title:subtitle:style:in:cornerRadius:layout:bounds:)`` works out
    /// from the card alone (the same for every item on cards of one size and style), and the
    /// part that reads the title and subtitle.
    public struct WholeTitleProof {
        let titleBounds: any LineWidthBounds
        /// The subtitle's bounds, when the subtitle may be drawn.
        let subtitleBounds: (any LineWidthBounds)?
        /// The most lines the title may take.
        let titleLines: Int
        /// The narrowest line any pass may have, in pixels.
        let maxPixels: Int

        /// The proof for cards of `box` rounded by `cornerRadius`, set by `style`, with or without
        /// a subtitle; nil when no title on such a card can be proved whole.
        public init?(
            style: LabelStyle, in box: Rect, cornerRadius: Double, hasSubtitle: Bool, layout: TextLayout,
            bounds: LineWidthBoundsCache
        ) {
            let card = Size(width: box.width, height: box.height)
            let padding = CardText.padding(card: card)
            let titlePoints = style.titlePoints ?? CardText.titlePoints(card: card)
            let titleFace: FontFace = style.weight == .bold ? .bold : .regular
            guard let titleBounds = bounds.bounds(titleFace, pixelSize: layout.pixelSize(titlePoints)) else {
                return nil
            }
            // The block's possible heights, summed as the layout sums its lines: 1 to `titleLines`
            // title lines, then as many subtitle lines as the room left allows, or fewer.
            let room = box.height - 2 * padding
            let titleSkip = Double(titleBounds.lineSkip) / layout.scale
            let titleLines = max(1, min(style.titleLines, titleSkip > 0 ? CheckedInt.of(room / titleSkip, .down) : 1))
            let titleRow = Double(titleBounds.lineHeight) / layout.scale
            var subtitleBounds: (any LineWidthBounds)?
            var subtitleSkip = 0.0, subtitleRow = 0.0
            if hasSubtitle {
                let points = style.subtitlePoints ?? CardText.subtitlePoints(title: titlePoints)
                guard let found = bounds.bounds(.regular, pixelSize: layout.pixelSize(points)) else { return nil }
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
                let rows =
                    subtitleSkip > 0 ? min(style.subtitleLines, CheckedInt.of(max(0, left) / subtitleSkip, .down)) : 0
                for _ in 0..<max(0, rows) {
                    height += subtitleRow
                    heights.append(height)
                    subtitleDrawn = true
                }
            }
            guard let tallest = heights.max(), tallest <= box.height - padding + fit else { return nil }

            let bottom = box.y + box.height - padding
            var inset = padding
            for height in heights {
                let top = blockTop(height: height, in: box, padding: padding, bottom: bottom, position: style.position)
                inset = max(inset, cornerInset(box: box, radius: cornerRadius, top: top, bottom: top + height))
            }
            guard inset <= padding + fit || Set(heights).count + 1 < cornerPasses else { return nil }
            let width = box.width - 2 * inset
            guard width > 4 else { return nil }
            self.titleBounds = titleBounds
            self.subtitleBounds = subtitleDrawn ? subtitleBounds : nil
            self.titleLines = titleLines
            maxPixels = CheckedInt.of(width * layout.scale, .towardZero)
        }

        /// Whether `title` and `subtitle` on such a card certainly show the whole title.
        public func showsWhole(title: String, subtitle: String?) -> Bool {
            guard CardLabels.wrapsWhole(title, lines: titleLines, maxPixels: maxPixels, bounds: titleBounds) else {
                return false
            }
            guard let subtitleBounds, let subtitle else { return true }
            guard let widest = subtitleBounds.widestCharacter(in: subtitle), widest <= maxPixels else { return false }
            // The subtitle's first line starts at its first character that is not a space or a
            // line break; every character is one scalar below U+0100 (checked above), and none
            // but an ASCII one reads as ASCII. The title is printable ASCII (``wrapsWhole``).
            for byte in subtitle.utf8 where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") {
                return byte >= 0x80 || !title.utf8.contains(byte)
            }
            return true
        }
    }

    /// Whether the wrapping puts every word of `title` (printable ASCII: one paragraph) on at most `lines`
    /// lines of `maxPixels` pixels, each line ending at a word's end: shown by wrapping it with
    /// the upper bounds of its widths. The real wrapping measures no wider than the bounds, and a
    /// part of a line is never wider than the line, so after every line it has taken at least as
    /// many words as this one, and each of its lines ends at a space (every word alone fits).
    static func wrapsWhole(_ title: String, lines: Int, maxPixels: Int, bounds: any LineWidthBounds) -> Bool {
        var title = title
        return title.withUTF8 { bytes in
            let space = UInt8(ascii: " ")
            var start = 0
            while start < bytes.count && bytes[start] == space { start += 1 }
            guard start < bytes.count else { return false }
            for _ in 0..<lines {
                let (whole, end) = bounds.wrap(UnsafeBufferPointer(rebasing: bytes[start...]), maxPixels: maxPixels)
                if whole { return true }
                guard let end else { return false }
                start += end
                while start < bytes.count && bytes[start] == space { start += 1 }
                guard start < bytes.count else { return true }
            }
            return false
        }
    }
}
