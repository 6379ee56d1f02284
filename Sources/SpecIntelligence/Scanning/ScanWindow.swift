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
        var memo = HeaderMemo()
        let before = previousHeaderLine(bytes, before: cursorLine, memo: &memo)
        let cursorRange = (before?.line ?? 0)..<nextHeader(bytes, after: cursorLine)
        guard let before, before.shape.isUnderCarousel, !before.shape.isCarousel else {
            return [cursorRange]
        }
        var line = before.line
        while let previous = previousHeaderLine(bytes, before: line, memo: &memo) {
            if previous.shape.isCarousel {
                let carouselRange = previous.line..<nextHeader(bytes, after: previous.line)
                if carouselRange.upperBound >= cursorRange.lowerBound {
                    return [carouselRange.lowerBound..<cursorRange.upperBound]
                }
                return [carouselRange, cursorRange]
            }
            if !previous.shape.isUnderCarousel { break }
            line = previous.line
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

    /// The nearest header line before the line starting at `line`, with its shape, if any.
    static func previousHeaderLine(
        _ bytes: [UInt8], before line: Int, memo: inout HeaderMemo
    ) -> (line: Int, shape: HeaderLine)? {
        var start = line
        while start > 0 {
            start = lineStart(bytes, start - 1)
            if let shape = headerLine(bytes, line: start, memo: &memo) { return (start, shape) }
        }
        return nil
    }

    /// The text and shape of the header line read last: a big spec's 100,000 `[[carousel.items]]`
    /// lines are tokenized once, then told by their bytes (a header's shape depends on its line
    /// alone).
    struct HeaderMemo {
        var text: ArraySlice<UInt8> = []
        var shape: HeaderLine?
    }

    /// ``headerLine(_:line:)``, through `memo`.
    static func headerLine(_ bytes: [UInt8], line: Int, memo: inout HeaderMemo) -> HeaderLine? {
        guard startsWithBracket(bytes, line: line) else { return nil }
        let text = bytes[line..<lineEnd(bytes, from: line)]
        if let shape = memo.shape, text == memo.text { return shape }
        let shape = headerLine(bytes, line: line)
        memo = HeaderMemo(text: text, shape: shape)
        return shape
    }

    /// Whether the first byte after the blanks of the line at `line` is `[`. Most lines are not
    /// headers, and this one look tells them: only the others are tokenized (the windows walk
    /// back over every line of a section).
    static func startsWithBracket(_ bytes: [UInt8], line: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let first = TOMLTokenizer.whitespaceEnd(buffer, from: line)
            return first < buffer.count && buffer[first] == UInt8(ascii: "[")
        }
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

    /// What a header line is, read from its tokens in one pass.
    struct HeaderLine {
        /// `[[` written together.
        var isArray = false
        /// `carousel` is the first key.
        var isUnderCarousel = false
        /// `[[carousel]]` exactly (blanks allowed).
        var isCarousel = false
    }

    /// The line at `line` as a header: `[` first, and no `,` or `=` before a comment (which tells
    /// it from a line of a multi-line array such as `[0, 1],`); nil for any other line.
    static func headerLine(_ bytes: [UInt8], line: Int) -> HeaderLine? {
        guard startsWithBracket(bytes, line: line) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = TOMLTokenizer(bytes: buffer, from: line)
            var first = tokenizer.next(.key)
            if first?.kind == .whitespace { first = tokenizer.next(.key) }
            guard let first, first.kind == .leftBracket else { return nil }
            // The line's end, looked for only when a string token (which may run past it) is met.
            var end = Int.max
            // The meaningful tokens after the first `[` that tell the shape, and the first key.
            var second: TOMLToken?
            var third: TOMLToken?
            var fourth: TOMLToken?
            var key: TOMLToken?
            while let token = tokenizer.next(.key), token.span.start < end, token.kind != .comment {
                if token.kind == .newline || (token.kind == .unknown && isLineBreak(buffer[token.span.start])) { break }
                if token.kind.isString, end == Int.max { end = lineEnd(bytes, from: line) }
                if token.kind == .comma || token.kind == .equals { return nil }
                if token.kind == .whitespace { continue }
                if key == nil, token.kind != .leftBracket { key = token }
                if second == nil {
                    second = token
                } else if third == nil {
                    third = token
                } else if fourth == nil {
                    fourth = token
                }
            }
            var shape = HeaderLine()
            shape.isArray = second?.kind == .leftBracket && second?.span.start == first.span.end
            if let key, key.kind == .bareKey {
                shape.isUnderCarousel = buffer[key.span.start..<key.span.end].elementsEqual(carouselKey)
            }
            shape.isCarousel =
                shape.isArray && shape.isUnderCarousel && third?.span == key?.span && fourth?.kind == .rightBracket
            return shape
        }
    }

    /// `carousel`, the first key of the headers that a carousel's section is made of.
    static let carouselKey: [UInt8] = Array("carousel".utf8)

    /// A `[header]` line (``headerLine(_:line:)``).
    static func isHeader(_ bytes: [UInt8], line: Int) -> Bool { headerLine(bytes, line: line) != nil }

    /// `[carousel...` or `[[carousel...` (`carousel` as the whole first key).
    static func isUnderCarousel(_ bytes: [UInt8], line: Int) -> Bool {
        headerLine(bytes, line: line)?.isUnderCarousel == true
    }

    /// `[[carousel]]` exactly (blanks allowed).
    static func isCarouselHeader(_ bytes: [UInt8], line: Int) -> Bool {
        headerLine(bytes, line: line)?.isCarousel == true
    }
}
