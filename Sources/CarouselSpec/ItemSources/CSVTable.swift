import SourceDiagnostics

/// A CSV file as rows of cells with their byte spans (RFC 4180: quoted fields, `""` escapes,
/// CRLF or LF line ends; UTF-8, a leading byte-order mark skipped).
struct CSVTable: Sendable {
    /// One field: its text (quotes removed, `""` unescaped) and where it is written.
    struct Cell: Sendable {
        var text: String
        var span: SourceSpan
    }

    /// One record: its cells and the span from its first to its last byte.
    struct Row: Sendable {
        var cells: [Cell]
        var span: SourceSpan
    }

    /// Why the bytes are not CSV, and where.
    struct Failure: Error, Sendable {
        var message: String
        var span: SourceSpan
    }

    /// The records in order; blank lines (no byte at all) are left out.
    var rows: [Row]

    /// Reads `bytes`; throws the first place that is not RFC 4180 or not UTF-8.
    init(_ bytes: [UInt8]) throws(Failure) {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var rows: [Row] = []
        while index < bytes.count {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) {
                index += bytes[index] == 0x0D ? 2 : 1
                continue
            }
            let rowStart = index
            var cells: [Cell] = []
            while true {
                let cell = try Self.cell(bytes, at: &index)
                cells.append(cell)
                if index < bytes.count, bytes[index] == 0x2C {
                    index += 1
                    continue
                }
                break
            }
            rows.append(Row(cells: cells, span: SourceSpan(start: rowStart, end: index)))
            if index < bytes.count, bytes[index] == 0x0D { index += 1 }
            if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        }
        self.rows = rows
    }

    /// The field at `index`, which ends at a comma, a line end or the end of the file.
    private static func cell(_ bytes: [UInt8], at index: inout Int) throws(Failure) -> Cell {
        let start = index
        var text: [UInt8] = []
        if index < bytes.count, bytes[index] == 0x22 {
            index += 1
            while true {
                guard index < bytes.count else {
                    throw Failure(
                        message: "this quoted field has no closing `\"`",
                        span: SourceSpan(start: start, end: start + 1))
                }
                if bytes[index] == 0x22 {
                    if index + 1 < bytes.count, bytes[index + 1] == 0x22 {
                        text.append(0x22)
                        index += 2
                        continue
                    }
                    index += 1
                    break
                }
                text.append(bytes[index])
                index += 1
            }
            if index < bytes.count, ![0x2C, 0x0A, 0x0D].contains(bytes[index]) {
                throw Failure(
                    message: "a closing `\"` must end its field (write `\"\"` for a quote inside a quoted field)",
                    span: SourceSpan(start: index, end: index + 1))
            }
        } else {
            while index < bytes.count, ![0x2C, 0x0A, 0x0D].contains(bytes[index]) {
                if bytes[index] == 0x22 {
                    throw Failure(
                        message: "a `\"` inside an unquoted field (quote the whole field and write `\"\"` for it)",
                        span: SourceSpan(start: index, end: index + 1))
                }
                text.append(bytes[index])
                index += 1
            }
            if index < bytes.count, bytes[index] == 0x0D, !(index + 1 < bytes.count && bytes[index + 1] == 0x0A) {
                throw Failure(
                    message: "a carriage return that does not end a line (CSV lines end in CRLF or LF)",
                    span: SourceSpan(start: index, end: index + 1))
            }
        }
        guard let decoded = String(validating: text, as: UTF8.self) else {
            throw Failure(message: "this field is not valid UTF-8", span: SourceSpan(start: start, end: index))
        }
        return Cell(text: decoded, span: SourceSpan(start: start, end: index))
    }
}
