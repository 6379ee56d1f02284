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

    /// The start of the line holding `offset`.
    static func lineStart(_ bytes: [UInt8], _ offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, !Byte.isLineEnd(bytes[start - 1]) { start -= 1 }
        return start
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
            while index < bytes.count, !Byte.isLineEnd(bytes[index]) { index += 1 }
            while index < bytes.count, Byte.isLineEnd(bytes[index]) { index += 1 }
            if index < bytes.count, isHeader(bytes, line: index) { return index }
        }
        return bytes.count
    }

    /// The first non-blank byte of the line at `line`.
    static func firstByte(_ bytes: [UInt8], line: Int) -> Int {
        var index = line
        while index < bytes.count, Byte.isBlank(bytes[index]) { index += 1 }
        return index
    }

    /// A `[header]` line: `[` first, and no `,` or `=` before a comment (which tells it from
    /// a line of a multi-line array such as `[0, 1],`).
    static func isHeader(_ bytes: [UInt8], line: Int) -> Bool {
        var index = firstByte(bytes, line: line)
        guard index < bytes.count, bytes[index] == Byte.openBracket else { return false }
        while index < bytes.count, !Byte.isLineEnd(bytes[index]), bytes[index] != Byte.hash {
            if bytes[index] == Byte.comma || bytes[index] == Byte.equals { return false }
            index += 1
        }
        return true
    }

    /// `[carousel...` or `[[carousel...` (`carousel` as the whole first key).
    static func isUnderCarousel(_ bytes: [UInt8], line: Int) -> Bool {
        var index = firstByte(bytes, line: line)
        while index < bytes.count, bytes[index] == Byte.openBracket || Byte.isBlank(bytes[index]) { index += 1 }
        for byte in "carousel".utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return index >= bytes.count || !Byte.isBareKey(bytes[index])
    }

    /// `[[carousel]]` exactly (blanks allowed).
    static func isCarouselHeader(_ bytes: [UInt8], line: Int) -> Bool {
        let first = firstByte(bytes, line: line)
        guard first + 1 < bytes.count, bytes[first + 1] == Byte.openBracket, isUnderCarousel(bytes, line: line) else {
            return false
        }
        var index = first + 2
        while index < bytes.count, Byte.isBlank(bytes[index]) { index += 1 }
        index += 8
        while index < bytes.count, Byte.isBlank(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == Byte.closeBracket
    }
}
