import JSON
import SourceDiagnostics
import TOML

/// Rows of a CSV or JSON item source turned into the TOML tables the spec reader checks, with
/// spans in the source file: every problem of a row is then reported at its own cell.
enum SourceRows {
    /// A row's cell as the TOML value the item key expects: CSV cells are text, so a cell of a
    /// number or boolean key that spells one is read as that value (the reader checks the rest).
    static func value(_ text: String, span: SourceSpan, key: String) -> TOMLValue {
        let field = SpecSchema.item.index(of: key).map { SpecSchema.item.fields[$0] }
        switch field?.type {
        case .integer?, .number?, .duration?:
            if let integer = Int64(text) { return TOMLValue(.integer(integer), span: span) }
            if let number = Double(text), number.isFinite { return TOMLValue(.float(number), span: span) }
        case .boolean?:
            if text == "true" || text == "false" { return TOMLValue(.boolean(text == "true"), span: span) }
        default: break
        }
        return TOMLValue(.string(text), span: span)
    }

    /// The data rows of `csv` as item tables; the header row names the item keys. Problems of the
    /// table's shape (an empty or repeated column name, a row of another width) are returned.
    static func tables(_ csv: CSVTable) -> (tables: [TOMLTable], problems: [(String, SourceSpan)]) {
        guard let header = csv.rows.first else { return ([], []) }
        var problems: [(String, SourceSpan)] = []
        var seen: Set<String> = []
        for cell in header.cells {
            if cell.text.isEmpty {
                problems.append(("an empty column name: the header row names an item key per column", cell.span))
            } else if !seen.insert(cell.text).inserted {
                problems.append(("the column `\(cell.text)` appears twice", cell.span))
            }
        }
        guard problems.isEmpty else { return ([], problems) }
        var tables: [TOMLTable] = []
        for row in csv.rows.dropFirst() {
            guard row.cells.count == header.cells.count else {
                problems.append(
                    (
                        "this row has \(row.cells.count) field\(row.cells.count == 1 ? "" : "s"), "
                            + "the header \(header.cells.count)", row.span
                    ))
                continue
            }
            var entries: [TOMLEntry] = []
            for (name, cell) in zip(header.cells, row.cells) where !cell.text.isEmpty {
                entries.append(
                    TOMLEntry(
                        key: TOMLKey(name: name.text, span: name.span),
                        value: value(cell.text, span: cell.span, key: name.text)))
            }
            tables.append(TOMLTable(entries: entries, span: row.span, origin: .inline))
        }
        return (tables, problems)
    }

    /// The elements of a JSON array of objects as item tables (`null` members are left out).
    static func tables(_ root: JSONNode, bytes: [UInt8]) -> (tables: [TOMLTable], problems: [(String, SourceSpan)]) {
        guard let elements = root.elements else {
            return (
                [], [("the file holds \(article(root.typeName)), not an array of items", span(of: root, in: bytes))]
            )
        }
        var tables: [TOMLTable] = []
        var problems: [(String, SourceSpan)] = []
        for element in elements {
            guard let members = element.members else {
                problems.append(
                    (
                        "an item is an object of item keys, not \(article(element.typeName))",
                        span(of: element, in: bytes)
                    ))
                continue
            }
            var entries: [TOMLEntry] = []
            for member in members {
                if case .scalar(.null) = member.node.content { continue }
                entries.append(
                    TOMLEntry(
                        key: TOMLKey(name: member.key, span: keySpan(before: member.node.offset, in: bytes)),
                        value: value(member.node, bytes: bytes)))
            }
            tables.append(TOMLTable(entries: entries, span: span(of: element, in: bytes), origin: .inline))
        }
        return (tables, problems)
    }

    /// A JSON value as TOML (a whole number as an integer).
    static func value(_ node: JSONNode, bytes: [UInt8]) -> TOMLValue {
        let span = span(of: node, in: bytes)
        switch node.content {
        case .scalar(.bool(let flag)): return TOMLValue(.boolean(flag), span: span)
        case .scalar(.integer(let number)): return TOMLValue(.integer(Int64(number)), span: span)
        case .scalar(.number(let number)): return TOMLValue(.float(number), span: span)
        case .scalar(.string(let text)): return TOMLValue(.string(text), span: span)
        case .scalar(.largeInteger(let text)): return TOMLValue(.float(Double(text) ?? .infinity), span: span)
        case .scalar: return TOMLValue(.string(""), span: span)
        case .array(let nodes):
            return TOMLValue(.array(nodes.map { value($0, bytes: bytes) }, isArrayOfTables: false), span: span)
        case .object(let members):
            let entries = members.map { member in
                TOMLEntry(
                    key: TOMLKey(name: member.key, span: keySpan(before: member.node.offset, in: bytes)),
                    value: value(member.node, bytes: bytes))
            }
            return TOMLValue(.table(TOMLTable(entries: entries, span: span, origin: .inline)), span: span)
        }
    }

    /// The bytes of a scalar (a string to its closing quote); the first byte of an array or object.
    static func span(of node: JSONNode, in bytes: [UInt8]) -> SourceSpan {
        var end = node.offset
        switch node.content {
        case .array, .object: end += 1
        case .scalar(.string):
            end += 1
            while end < bytes.count, bytes[end] != 0x22 { end += bytes[end] == 0x5C ? 2 : 1 }
            end = min(end + 1, bytes.count)
        case .scalar:
            while end < bytes.count, ![0x2C, 0x5D, 0x7D, 0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { end += 1 }
        }
        return SourceSpan(start: node.offset, end: max(end, node.offset + 1))
    }

    /// The quoted member name before the value at `offset` (`"title": ...`), found by walking
    /// back over the colon; the value's first byte when the walk finds no name.
    static func keySpan(before offset: Int, in bytes: [UInt8]) -> SourceSpan {
        var index = offset - 1
        while index >= 0, [0x20, 0x09, 0x0A, 0x0D, 0x3A].contains(bytes[index]) { index -= 1 }
        guard index > 0, bytes[index] == 0x22 else { return SourceSpan(start: offset, end: offset + 1) }
        let end = index + 1
        index -= 1
        while index >= 0, !(bytes[index] == 0x22 && (index == 0 || bytes[index - 1] != 0x5C)) { index -= 1 }
        return index >= 0 ? SourceSpan(start: index, end: end) : SourceSpan(start: offset, end: offset + 1)
    }

    /// `an object`, `a string`.
    static func article(_ name: String) -> String {
        (name.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + name
    }
}
