/// Turns ``FormatLine``s into text: the blank-line rules, then each line in canonical form.
enum LineLayout {
    /// Spaces per indentation level inside multi-line arrays.
    static let indentWidth = 4

    /// The document text: LF line breaks and exactly one trailing newline (none when empty).
    static func render(_ lines: [FormatLine], source: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(source.count + source.count / 8)
        for position in arrange(lines) {
            let line = position == blankLine ? FormatLine.blank : lines[position]
            switch line {
            case .blank:
                break
            case .comment(let text):
                output += source[text]
            case .header(let text, let comment):
                output += text
                appendComment(comment, from: source, to: &output)
            case .pair(let key, let value, let comment):
                output += key
                output += [Ascii.space, Ascii.equals, Ascii.space]
                ValueLayout(source: source).append(value, indent: 0, to: &output)
                appendComment(comment, from: source, to: &output)
            }
            output.append(Ascii.newline)
        }
        return output
    }

    /// In ``arrange(_:)``'s result: a blank line (not one of the input's).
    static let blankLine = -1

    /// The order of the lines with blank lines fixed: none at the start or end, never two in a
    /// row, and exactly one before every table header and the comments directly above it.
    /// Positions in `lines`, or ``blankLine``: a 200,000-item spec has 600,000 lines, and
    /// copying them (about 70 bytes each) would cost more than the file itself.
    static func arrange(_ lines: [FormatLine]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(lines.count + lines.count / 4)
        func isBlank(_ position: Int) -> Bool { position == blankLine || Self.isBlank(lines[position]) }
        func isComment(_ position: Int) -> Bool { position != blankLine && Self.isComment(lines[position]) }
        var index = 0
        while index < lines.count {
            switch lines[index] {
            case .blank:
                if let last = result.last, !isBlank(last) { result.append(blankLine) }
                index += 1
            case .comment:
                // A run of comments that ends at a header belongs to that header.
                var end = index
                while end < lines.count, case .comment = lines[end] { end += 1 }
                if end < lines.count, case .header = lines[end], let last = result.last, !isBlank(last) {
                    result.append(blankLine)
                }
                result += index..<end
                index = end
            case .header:
                if let last = result.last, !isBlank(last), !isComment(last) { result.append(blankLine) }
                result.append(index)
                index += 1
            case .pair:
                result.append(index)
                index += 1
            }
        }
        while let last = result.last, isBlank(last) { result.removeLast() }
        return result
    }

    private static func isBlank(_ line: FormatLine) -> Bool {
        if case .blank = line { return true }
        return false
    }

    private static func isComment(_ line: FormatLine) -> Bool {
        if case .comment = line { return true }
        return false
    }

    static func appendComment(_ comment: Range<Int>?, from source: [UInt8], to output: inout [UInt8]) {
        guard let comment else { return }
        output.append(Ascii.space)
        output += source[comment]
    }
}
