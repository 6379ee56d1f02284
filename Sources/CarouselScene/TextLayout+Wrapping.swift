import CarouselEngine
import CarouselSpec

extension TextLayout {
    /// `text` wrapped into at most `maxLines` lines no wider than `maxWidth` points.
    ///
    /// A line breaks at the last opportunity that fits: after spaces (which are dropped), next to
    /// a CJK character or an emoji (scripts written without spaces), or at a `"\n"` in the text.
    /// A word wider than the whole line is broken between two characters. The last line takes
    /// the rest of the text (a `"\n"` there reads as a space) and ends with "…" when it is cut,
    /// like ``line(_:face:points:maxWidth:)``.
    ///
    /// Metrics that are a ``WrappedLinesMemo`` are asked first, and told the answer.
    public func lines(
        _ text: String, face: FontFace, points: Double, maxWidth: Double, maxLines: Int
    ) throws -> [FittedLine] {
        guard let memo = metrics as? any WrappedLinesMemo else {
            return try wrap(text, face: face, points: points, maxWidth: maxWidth, maxLines: maxLines)
        }
        let key = WrappedLinesKey(
            text: text, face: face, points: points, maxWidth: maxWidth, maxLines: maxLines, scale: scale)
        if let lines = memo.wrappedLines(for: key) { return lines }
        let lines = try wrap(text, face: face, points: points, maxWidth: maxWidth, maxLines: maxLines)
        memo.remember(lines, for: key)
        return lines
    }

    /// ``lines(_:face:points:maxWidth:maxLines:)`` as a card holds them (``CardLabels``): how
    /// many, their stacked height and the line skip the card's room is counted in.
    public func wrapped(
        _ text: String, face: FontFace, points: Double, maxWidth: Double, maxLines: Int
    ) throws -> WrappedText {
        let lines = try lines(text, face: face, points: points, maxWidth: maxWidth, maxLines: maxLines)
        return WrappedText(
            lines: lines.count, height: lines.reduce(0) { $0 + $1.size.height },
            lineSkip: try lineHeight(face, points: points))
    }

    /// ``lines(_:face:points:maxWidth:maxLines:)`` worked out.
    private func wrap(
        _ text: String, face: FontFace, points: Double, maxWidth: Double, maxLines: Int
    ) throws -> [FittedLine] {
        guard maxLines > 0 else { return [] }
        let pixels = pixelSize(points)
        let maxPixels = CheckedInt.of(maxWidth * scale, .towardZero)
        var rest = Substring(text).drop { $0 == " " }
        var lines: [FittedLine] = []
        while !rest.isEmpty {
            let paragraph = rest.prefix { $0 != "\n" }
            let isLast = lines.count == maxLines - 1
            if isLast || paragraph.count == rest.count {
                // The last line takes the rest; a last paragraph that fits is the last line too.
                let whole = String(rest.map { $0 == "\n" ? " " : $0 })
                var done = isLast
                if !done { done = try width(whole, face, pixels) <= maxPixels }
                if done {
                    if let line = try line(whole, face: face, points: points, maxWidth: maxWidth) { lines.append(line) }
                    return lines
                }
            }
            let characters = Array(paragraph)
            let end = try breakPosition(characters, face: face, pixels: pixels, maxPixels: maxPixels)
            var taken = String(characters[..<end])
            while taken.last == " " { taken.removeLast() }
            if !taken.isEmpty {
                let size = try metrics.size(of: taken, face: face, pixelSize: pixels)
                lines.append(fitted(taken, face: face, points: points, size))
            }
            rest = rest.dropFirst(end)
            if rest.first == "\n" { rest = rest.dropFirst() }
            rest = rest.drop { $0 == " " }
        }
        return lines
    }

    /// How many of `characters` the line takes: the whole paragraph when it fits, else up to the
    /// last break opportunity that fits, else the most characters that fit (at least one).
    private func breakPosition(_ characters: [Character], face: FontFace, pixels: Int, maxPixels: Int) throws -> Int {
        func fits(_ end: Int) throws -> Bool {
            var prefix = String(characters[..<end])
            while prefix.last == " " { prefix.removeLast() }
            return try width(prefix, face, pixels) <= maxPixels
        }
        if try fits(characters.count) { return characters.count }
        let opportunities = (1..<characters.count).filter { Self.mayBreak(characters[$0 - 1], characters[$0]) }
        // Widths grow with the prefix, so the last opportunity that fits is found by bisection.
        if let found = try lastFitting(opportunities, fits) { return found }
        return try lastFitting(Array(1..<characters.count), fits) ?? 1
    }

    /// The last of the increasing `ends` for which `fits` holds (nil when not even the first does).
    private func lastFitting(_ ends: [Int], _ fits: (Int) throws -> Bool) throws -> Int? {
        guard let first = ends.first, try fits(first) else { return nil }
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if try fits(ends[middle]) { low = middle } else { high = middle - 1 }
        }
        return ends[low]
    }

    private func width(_ text: String, _ face: FontFace, _ pixels: Int) throws -> Int {
        try metrics.size(of: text, face: face, pixelSize: pixels).width
    }

    /// Whether a line may end between `before` and `after`: at the start of a word after spaces,
    /// or next to a character of a script written without spaces, except before closing
    /// punctuation and after opening punctuation (so "。" never starts a line).
    static func mayBreak(_ before: Character, _ after: Character) -> Bool {
        if after == " " { return false }
        if before == " " { return true }
        guard isUnspaced(before) || isUnspaced(after) else { return false }
        return !noBreakBefore.contains(after) && !noBreakAfter.contains(before)
    }

    /// Characters no line starts with (closing punctuation, the prolonged sound mark).
    static let noBreakBefore = Set("、。，．・：；！？」』）】〕〉》ー〜…,.!?:;)]}%")
    /// Characters no line ends with (opening brackets).
    static let noBreakAfter = Set("「『（【〔〈《([{")

    /// Whether `character` belongs to a script written without spaces between words (CJK
    /// ideographs, kana, Hangul, full-width forms) or is an emoji: lines may break around it.
    static func isUnspaced(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
            0x1F300...0x1FAFF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
