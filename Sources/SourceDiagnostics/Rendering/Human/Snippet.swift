/// One underline under part of a source line: a primary `^^^` or a secondary `---` with its message.
struct Annotation {
    /// 0-based line index.
    var line: Int
    /// File offset of the first byte underlined.
    var start: Int
    /// File offset one past the last byte underlined (may equal `start`: one caret is drawn).
    var end: Int
    /// `^` (primary span) or `-` (secondary label).
    var isPrimary: Bool
    /// Printed after or below the underline; empty for none.
    var message: String
}

/// The source excerpt of one diagnostic: the lines its spans touch, with underlines.
struct Snippet {
    /// Lines covered by a multi-line span shown in full up to this count; longer spans are elided.
    static let maxSpanLines = 4

    let file: SourceFile
    private(set) var annotations: [Annotation] = []

    /// Collects the underlines of the primary span and every label of `diagnostic`.
    init(file: SourceFile, diagnostic: Diagnostic) {
        self.file = file
        if let span = diagnostic.span { add(span, isPrimary: true, message: "") }
        for label in diagnostic.labels { add(label.span, isPrimary: false, message: label.message) }
    }

    /// Splits `span` into one underline per shown line (first, last and up to two more).
    private mutating func add(_ span: SourceSpan, isPrimary: Bool, message: String) {
        let count = file.bytes.count
        let start = min(max(span.start, 0), count)
        var end = min(max(span.end, start), count)
        let first = file.lineIndex(containing: start)
        var last = file.lineIndex(containing: end)
        // A span that ends just after a line break ends at the end of the line before it.
        if last > first, end == file.lineStarts[last] {
            last -= 1
            end = file.lineByteRange(last).upperBound
        }
        let shown = last - first + 1 <= Snippet.maxSpanLines ? Array(first...last) : [first, first + 1, last]
        for index in shown {
            let range = file.lineByteRange(index)
            let from = index == first ? max(start, range.lowerBound) : firstContent(range)
            let to = index == last ? end : range.upperBound
            annotations.append(
                Annotation(
                    line: index, start: from, end: max(from, to), isPrimary: isPrimary,
                    message: index == last ? message : ""
                ))
        }
    }

    /// The offset of the first byte in `range` that is not a space or tab.
    private func firstContent(_ range: Range<Int>) -> Int {
        var index = range.lowerBound
        while index < range.upperBound, file.bytes[index] == 0x20 || file.bytes[index] == 0x09 { index += 1 }
        return index == range.upperBound ? range.lowerBound : index
    }

    /// The 0-based indices of the lines that carry underlines, in order.
    var lines: [Int] { Set(annotations.map(\.line)).sorted() }

    /// Digits needed for the largest line number shown.
    var gutterWidth: Int { String((lines.last ?? 0) + 1).count }
}
