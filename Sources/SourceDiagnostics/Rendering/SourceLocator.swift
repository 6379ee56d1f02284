/// Turns byte offsets into lines and scalar columns, fast for offsets that come in order.
///
/// ``SourceFile/location(of:)`` counts from the start of the line every time; on a file that is
/// one 50 MB line with thousands of diagnostics that is quadratic. The locator remembers the last
/// answer and counts on from it when the next offset is later on the same line.
struct SourceLocator {
    let file: SourceFile
    private var lastLine = -1
    private var lastOffset = 0
    private var lastColumn = 1

    init(file: SourceFile) {
        self.file = file
    }

    /// The 1-based line and scalar column of `offset` (the same answer as `file.location(of:)`).
    mutating func location(of offset: Int) -> SourceLocation {
        let bytes = file.bytes
        let clamped = min(max(offset, 0), bytes.count)
        let line = file.lineIndex(containing: clamped)
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        if line != lastLine || clamped < lastOffset || (line == 0 && hasBOM && lastOffset < 3) {
            lastLine = line
            lastOffset = file.lineStarts[line]
            lastColumn = 1
            // SourceFile skips a BOM on line 1 for offsets after it: so do we.
            if line == 0, hasBOM, clamped >= 3 { lastOffset = 3 }
        }
        var column = lastColumn
        var index = lastOffset
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        lastOffset = clamped
        lastColumn = column
        return SourceLocation(line: line + 1, column: column)
    }

    /// The region of `span`.
    mutating func region(of span: SourceSpan) -> SourceRegion {
        let start = location(of: span.start)
        return SourceRegion(start: start, end: location(of: span.end))
    }
}
