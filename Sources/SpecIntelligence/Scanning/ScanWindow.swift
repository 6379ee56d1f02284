import TOML

/// The parts of a document that hover and completion at one offset need, so that a spec with
/// 100,000 items is not read whole for each request: the cursor's section with the one before
/// it, and the `[[carousel]]` section that owns them (for its `kind`). Found by looking at line
/// starts only; headers are lines whose first non-blank byte is `[`.
enum ScanWindow {
    /// Byte ranges to scan, in order and not overlapping, each starting at a line start.
    static func around(_ bytes: [UInt8], cursor: Int) -> [Range<Int>] {
        let count = bytes.count
        let cursorLine = lineStart(bytes, min(max(cursor, 0), count))
        let before = previousHeader(bytes, before: cursorLine)
        let cursorRange = (before ?? 0)..<nextHeader(bytes, after: cursorLine)
        guard let before, isUnderCarousel(bytes, line: before), !isCarouselHeader(bytes, line: before) else {
            return [cursorRange]
        }
        var line = before
        while let previous = previousHeader(bytes, before: line) {
            if isCarouselHeader(bytes, line: previous) {
                let carouselRange = previous..<nextHeader(bytes, after: previous)
                if carouselRange.upperBound >= cursorRange.lowerBound {
                    return [carouselRange.lowerBound..<cursorRange.upperBound]
                }
                return [carouselRange, cursorRange]
            }
            if !isUnderCarousel(bytes, line: previous) { break }
            line = previous
        }
        return [cursorRange]
    }

    /// `\n` or `\r`: where a line ends.
    static func isLineBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

    /// The start of the line holding `offset`.
    static func lineStart(_ bytes: [UInt8], _ offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, !isLineBreak(bytes[start - 1]) { start -= 1 }
        return start
    }

    /// The offset of the line break ending the line that holds `offset` (or the end).
    static func lineEnd(_ bytes: [UInt8], from offset: Int) -> Int {
        var end = max(offset, 0)
        while end < bytes.count, !isLineBreak(bytes[end]) { end += 1 }
        return end
    }

    /// The start of the next line that is not empty after the line holding `line`, or the end.
    static func nextLine(_ bytes: [UInt8], after line: Int) -> Int {
        var index = lineEnd(bytes, from: line)
        while index < bytes.count, isLineBreak(bytes[index]) { index += 1 }
        return index
    }

    /// The start of the nearest header line before the line starting at `line`, if any.
    static func previousHeader(_ bytes: [UInt8], before line: Int) -> Int? {
        var start = line
        while start > 0 {
            start = lineStart(bytes, start - 1)
            if isHeader(bytes, line: start) { return start }
        }
        return nil
    }

    /// The start of the first header line after the line starting at `line`, or the end.
    static func nextHeader(_ bytes: [UInt8], after line: Int) -> Int {
        var index = line
        while index < bytes.count {
            index = nextLine(bytes, after: index)
            if index < bytes.count, isHeader(bytes, line: index) { return index }
        }
        return bytes.count
    }

    /// The key-mode tokens of the line at `line` that carry meaning (blanks left out), up to its
    /// comment or its end, when the first is `[` (none otherwise): what tells a header line.
    static func tokens(_ bytes: [UInt8], line: Int) -> [TOMLToken] {
        bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = TOMLTokenizer(bytes: buffer, from: line)
            var first = tokenizer.next(.key)
            if first?.kind == .whitespace { first = tokenizer.next(.key) }
            guard let first, first.kind == .leftBracket else { return [] }
            let end = lineEnd(bytes, from: line)
            var tokens = [first]
            while let token = tokenizer.next(.key), token.span.start < end, token.kind != .comment {
                if token.kind != .whitespace { tokens.append(token) }
            }
            return tokens
        }
    }

    /// A `[header]` line: `[` first, and no `,` or `=` before a comment (which tells it from
    /// a line of a multi-line array such as `[0, 1],`).
    static func isHeader(_ bytes: [UInt8], line: Int) -> Bool {
        let tokens = tokens(bytes, line: line)
        guard tokens.first?.kind == .leftBracket else { return false }
        return !tokens.contains { $0.kind == .comma || $0.kind == .equals }
    }

    /// `[carousel...` or `[[carousel...` (`carousel` as the whole first key).
    static func isUnderCarousel(_ bytes: [UInt8], line: Int) -> Bool {
        let tokens = tokens(bytes, line: line)
        guard let key = tokens.first(where: { $0.kind != .leftBracket }) else { return false }
        return key.kind == .bareKey && bytes[key.span.start..<key.span.end].elementsEqual("carousel".utf8)
    }

    /// `[[carousel]]` exactly (blanks allowed).
    static func isCarouselHeader(_ bytes: [UInt8], line: Int) -> Bool {
        let tokens = tokens(bytes, line: line)
        guard tokens.count >= 4, tokens[0].kind == .leftBracket, tokens[1].kind == .leftBracket,
            tokens[1].span.start == tokens[0].span.end, tokens[3].kind == .rightBracket
        else { return false }
        return isUnderCarousel(bytes, line: line)
    }

    /// A `[[header]]` line (the two brackets written together).
    static func isArrayHeader(_ bytes: [UInt8], line: Int) -> Bool {
        let tokens = tokens(bytes, line: line)
        return tokens.count >= 2 && tokens[0].kind == .leftBracket && tokens[1].kind == .leftBracket
            && tokens[1].span.start == tokens[0].span.end
    }
}
