/// One underline under part of a source line: a primary `^^^` or a secondary `---` with its message.
struct Annotation {
    /// 0-based line index.
    var line: Int
    /// First cell underlined (0-based, relative to the start of the line text).
    var startCell: Int
    /// One past the last cell underlined; always greater than `startCell`.
    var endCell: Int
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
    private var displayLines: [Int: DisplayLine] = [:]

    /// Collects the underlines of the primary span and every label of `diagnostic`.
    init(file: SourceFile, diagnostic: Diagnostic) {
        self.file = file
        if let span = diagnostic.span { add(span, isPrimary: true, message: "") }
        for label in diagnostic.labels { add(label.span, isPrimary: false, message: label.message) }
    }

    /// The display form of the 0-based line `index`, cached.
    mutating func displayLine(_ index: Int) -> DisplayLine {
        if let cached = displayLines[index] { return cached }
        let line = DisplayLine(bytes: file.bytes[file.lineByteRange(index)])
        displayLines[index] = line
        return line
    }

    /// Splits `span` into one underline per shown line (first, last and up to two more).
    private mutating func add(_ span: SourceSpan, isPrimary: Bool, message: String) {
        var region = file.region(of: span)
        // A span that ends just after a line break ends at the end of the line before it.
        if region.end.line > region.start.line, region.end.column == 1 {
            let previous = displayLine(region.end.line - 2)
            region.end = SourceLocation(line: region.end.line - 1, column: previous.columnCount + 1)
        }
        let first = region.start.line - 1
        let last = region.end.line - 1
        if first == last {
            let line = displayLine(first)
            let start = line.cell(ofColumn: region.start.column)
            let end = max(line.cell(ofColumn: region.end.column), start + 1)
            annotations.append(Annotation(line: first, startCell: start, endCell: end, isPrimary: isPrimary, message: message))
            return
        }
        let shown = last - first + 1 <= Snippet.maxSpanLines ? Array(first...last) : [first, first + 1, last]
        for index in shown {
            let line = displayLine(index)
            let bytes = file.bytes[file.lineByteRange(index)]
            let startColumn = index == first ? region.start.column : line.firstContentColumn(in: bytes)
            let endColumn = index == last ? region.end.column : line.columnCount + 1
            let start = line.cell(ofColumn: startColumn)
            let end = max(line.cell(ofColumn: endColumn), start + 1)
            annotations.append(Annotation(
                line: index, startCell: start, endCell: end, isPrimary: isPrimary,
                message: index == last ? message : ""
            ))
        }
    }

    /// The 0-based indices of the lines that carry underlines, in order.
    var lines: [Int] { Set(annotations.map(\.line)).sorted() }

    /// Digits needed for the largest line number shown.
    var gutterWidth: Int { String((lines.last ?? 0) + 1).count }
}
