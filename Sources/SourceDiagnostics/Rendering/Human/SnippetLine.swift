/// One source line as shown in a snippet: the whole line, or for a long line a window around
/// its underlines with `...` where text was cut, so a 50 MB one-line file prints a short excerpt.
struct SnippetLine {
    /// Lines longer than this many bytes are cut to a window.
    static let maxBytes = 160
    /// Bytes of context kept before the first underline of a cut line.
    static let context = 40
    static let ellipsis = "..."

    let display: DisplayLine
    let cutBefore: Bool
    let cutAfter: Bool

    /// Prepares line `index` of `file` so that the bytes `focus` (where the underlines are) are visible.
    init(file: SourceFile, index: Int, focus: Range<Int>) {
        let range = file.lineByteRange(index)
        var from = range.lowerBound
        var to = range.upperBound
        if range.count > SnippetLine.maxBytes {
            from = max(range.lowerBound, min(focus.lowerBound, range.upperBound) - SnippetLine.context)
            to = min(range.upperBound, from + SnippetLine.maxBytes)
            // Never cut inside a UTF-8 sequence.
            while from > range.lowerBound, file.bytes[from] & 0xC0 == 0x80 { from -= 1 }
            while to < range.upperBound, file.bytes[to] & 0xC0 == 0x80 { to += 1 }
        }
        display = DisplayLine(bytes: file.bytes[from..<to])
        cutBefore = from > range.lowerBound
        cutAfter = to < range.upperBound
    }

    /// The text as printed.
    var text: String {
        (cutBefore ? SnippetLine.ellipsis : "") + display.text + (cutAfter ? SnippetLine.ellipsis : "")
    }

    /// The printed cell of the byte at file offset `offset` (clamped into a cut window).
    func cell(ofByte offset: Int) -> Int {
        let lead = cutBefore ? SnippetLine.ellipsis.count : 0
        if cutBefore, offset < (display.columnStarts.first ?? display.endOffset) { return 0 }
        if cutAfter, offset > display.endOffset { return lead + display.width + SnippetLine.ellipsis.count }
        return lead + display.cell(ofByte: offset)
    }
}
