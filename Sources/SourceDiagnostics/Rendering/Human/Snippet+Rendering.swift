extension Snippet {
    /// The excerpt as text rows: gutter, source lines, underline rows and `...` for skipped lines.
    func render(width: Int, painter: Painter, severity: Severity) -> [String] {
        let blank = String(repeating: " ", count: width)
        let bar = painter.paint(blank + " |", .gutter)
        var rows = [bar]
        let shown = lines
        for (position, index) in shown.enumerated() {
            if position > 0 {
                let gap = index - shown[position - 1]
                if gap == 2 {
                    let start = file.lineByteRange(index - 1).lowerBound
                    rows.append(
                        sourceRow(
                            SnippetLine(file: file, index: index - 1, focus: start..<start), index - 1, width, painter))
                } else if gap > 2 {
                    rows.append(painter.paint("...", .gutter))
                }
            }
            let onLine = annotations.filter { $0.line == index }
            let focusStart = onLine.map(\.start).min() ?? 0
            let line = SnippetLine(
                file: file, index: index, focus: focusStart..<(onLine.map(\.end).max() ?? focusStart))
            rows.append(sourceRow(line, index, width, painter))
            for row in underlineRows(onLine, in: line, severity: severity) {
                let text = row.render(painter)
                rows.append(text.isEmpty ? bar : bar + " " + text)
            }
        }
        return rows
    }

    /// `12 | the source text`.
    private func sourceRow(_ line: SnippetLine, _ index: Int, _ width: Int, _ painter: Painter) -> String {
        let number = String(index + 1)
        let gutter = painter.paint(number + String(repeating: " ", count: width - number.count) + " |", .gutter)
        let text = line.text
        return text.isEmpty ? gutter : gutter + " " + text
    }

    /// The underline row, then (rustc-style) a connector and a message row per extra label.
    private func underlineRows(_ onLine: [Annotation], in line: SnippetLine, severity: Severity) -> [CellRow] {
        let primaryStyle = TerminalStyle.of(severity)
        func style(_ mark: Mark) -> TerminalStyle { mark.isPrimary ? primaryStyle : .gutter }

        let marks = onLine.map { annotation -> Mark in
            let start = line.cell(ofByte: annotation.start)
            let end = max(line.cell(ofByte: annotation.end), start + 1)
            return Mark(
                start: start, end: end, isPrimary: annotation.isPrimary,
                message: TerminalText.visible(annotation.message))
        }
        var first = CellRow()
        for mark in marks.sorted(by: { !$0.isPrimary && $1.isPrimary }) {
            first.put(
                String(repeating: mark.isPrimary ? "^" : "-", count: mark.end - mark.start), at: mark.start,
                style: style(mark))
        }
        var labeled = marks.filter { !$0.message.isEmpty }.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        let furthestEnd = marks.map(\.end).max() ?? 0
        if let last = labeled.last, last.end >= furthestEnd {
            first.put(last.message, at: last.end + 1, style: style(last))
            labeled.removeLast()
        }
        var rows = [first]
        for current in labeled.indices.reversed() {
            var connector = CellRow()
            var message = CellRow()
            for earlier in 0...current {
                connector.put("|", at: labeled[earlier].start, style: style(labeled[earlier]))
                if earlier < current { message.put("|", at: labeled[earlier].start, style: style(labeled[earlier])) }
            }
            message.put(labeled[current].message, at: labeled[current].start, style: style(labeled[current]))
            rows.append(connector)
            rows.append(message)
        }
        return rows
    }
}

/// An annotation placed in terminal cells.
private struct Mark {
    var start: Int
    var end: Int
    var isPrimary: Bool
    var message: String
}
