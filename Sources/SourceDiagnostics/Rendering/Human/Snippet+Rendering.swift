extension Snippet {
    /// The excerpt as text rows: gutter, source lines, underline rows and `...` for skipped lines.
    mutating func render(width: Int, painter: Painter, severity: Severity) -> [String] {
        let blank = String(repeating: " ", count: width)
        let bar = painter.paint(blank + " |", .gutter)
        var rows = [bar]
        let shown = lines
        for (position, index) in shown.enumerated() {
            if position > 0 {
                let gap = index - shown[position - 1]
                if gap == 2 {
                    rows.append(sourceRow(index - 1, width: width, painter: painter))
                } else if gap > 2 {
                    rows.append(painter.paint("...", .gutter))
                }
            }
            rows.append(sourceRow(index, width: width, painter: painter))
            let onLine = annotations.filter { $0.line == index }
            for row in underlineRows(onLine, severity: severity) {
                let text = row.render(painter)
                rows.append(text.isEmpty ? bar : bar + " " + text)
            }
        }
        return rows
    }

    /// `12 | the source text`.
    private mutating func sourceRow(_ index: Int, width: Int, painter: Painter) -> String {
        let number = String(index + 1)
        let gutter = painter.paint(number + String(repeating: " ", count: width - number.count) + " |", .gutter)
        let text = displayLine(index).text
        return text.isEmpty ? gutter : gutter + " " + text
    }

    /// The underline row, then (rustc-style) a connector and a message row per extra label.
    private func underlineRows(_ onLine: [Annotation], severity: Severity) -> [CellRow] {
        let primaryStyle = TerminalStyle.of(severity)
        func style(_ annotation: Annotation) -> TerminalStyle { annotation.isPrimary ? primaryStyle : .gutter }

        var first = CellRow()
        for annotation in onLine.sorted(by: { !$0.isPrimary && $1.isPrimary }) {
            let marker = annotation.isPrimary ? "^" : "-"
            let count = annotation.endCell - annotation.startCell
            first.put(String(repeating: marker, count: count), at: annotation.startCell, style: style(annotation))
        }
        var labeled = onLine.filter { !$0.message.isEmpty }.sorted { ($0.startCell, $0.endCell) < ($1.startCell, $1.endCell) }
        let furthestEnd = onLine.map(\.endCell).max() ?? 0
        if let last = labeled.last, last.endCell >= furthestEnd {
            first.put(last.message, at: last.endCell + 1, style: style(last))
            labeled.removeLast()
        }
        var rows = [first]
        for current in labeled.indices.reversed() {
            var connector = CellRow()
            var message = CellRow()
            for earlier in 0...current {
                connector.put("|", at: labeled[earlier].startCell, style: style(labeled[earlier]))
                if earlier < current { message.put("|", at: labeled[earlier].startCell, style: style(labeled[earlier])) }
            }
            message.put(labeled[current].message, at: labeled[current].startCell, style: style(labeled[current]))
            rows.append(connector)
            rows.append(message)
        }
        return rows
    }
}
