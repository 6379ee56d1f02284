import SourceDiagnostics

/// The table rules of TOML 1.0: which headers and dotted keys may create, reopen or extend a table.
extension Parser {
    /// Goes through key part `key` of a header: creates an implicit table, or enters an existing
    /// table, or the last element of an array of tables.
    mutating func descendForHeader(_ node: TableNode, _ key: ParsedKey) throws(ParseStop) -> TableNode {
        guard let position = node.find(key) else {
            let child = TableNode(span: key.key.span, origin: .implicit)
            node.append(key, child: .table(child))
            return child
        }
        switch node.slots[position].child {
        case .table(let child)?:
            return child
        case .arrayOfTables(let array)?:
            return array.last
        case nil:
            try failNotATable(key, entry: node.entries[position])
        }
    }

    /// Goes through key part `key` of a dotted key: creates a table, or enters one that dotted keys
    /// created. Tables made by headers and inline tables cannot be extended this way.
    mutating func descendForDottedKey(_ node: TableNode, _ key: ParsedKey) throws(ParseStop) -> TableNode {
        let name = key.key.shownName
        guard let position = node.find(key) else {
            let child = TableNode(span: key.key.span, origin: .dotted)
            node.append(key, child: .table(child))
            return child
        }
        switch node.slots[position].child {
        case .table(let child)?:
            switch child.origin {
            case .dotted:
                return child
            case .implicit:
                // A parent made implicitly by a header; extending it by dotted keys settles it as
                // a dotted table so a later `[header]` for it is a redefinition.
                child.origin = .dotted
                return child
            default:
                try fail(
                    TOMLErrorCode.duplicate,
                    "cannot add to table `\(name)` with a dotted key: it is defined by its own header",
                    at: key.key.span, labels: [DiagnosticLabel(span: child.span, message: "table defined here")],
                    help: "add the key under the table's header instead")
            }
        case .arrayOfTables(let array)?:
            try fail(
                TOMLErrorCode.duplicate, "cannot use dotted key `\(name)`: it is an array of tables",
                at: key.key.span, labels: [DiagnosticLabel(span: array.span, message: "array of tables defined here")],
                help: "add keys under a `[[\(name)]]` header instead")
        case nil:
            try failNotATable(key, entry: node.entries[position])
        }
    }

    /// `[name]`: defines a new table, or gives an implicitly created table its header.
    mutating func defineTable(_ node: TableNode, _ key: ParsedKey, _ header: SourceSpan) throws(ParseStop) -> TableNode
    {
        let name = key.key.shownName
        guard let position = node.find(key) else {
            let child = TableNode(span: header, origin: .header)
            node.append(key, child: .table(child))
            return child
        }
        switch node.slots[position].child {
        case .table(let child)?:
            switch child.origin {
            case .implicit:
                child.origin = .header
                child.span = header
                return child
            case .dotted:
                try fail(
                    TOMLErrorCode.duplicate,
                    "table `\(name)` is already defined by dotted keys and cannot get a header",
                    at: header, labels: [DiagnosticLabel(span: child.span, message: "first defined here")],
                    help: "keep all keys of the table in one place: either dotted keys or a [header]")
            default:
                try fail(
                    TOMLErrorCode.duplicate, "table `\(name)` is defined twice",
                    at: header, labels: [DiagnosticLabel(span: child.span, message: "first defined here")],
                    help: "merge the two tables into one")
            }
        case .arrayOfTables(let array)?:
            try fail(
                TOMLErrorCode.duplicate, "`\(name)` is an array of tables and cannot be redefined as a table",
                at: header, labels: [DiagnosticLabel(span: array.span, message: "array of tables defined here")],
                help: "use `[[\(name)]]` to add an element",
                fixIts: [
                    FixIt(
                        message: "write `[[\(name)]]`",
                        edits: [
                            TextEdit(span: .point(header.start), replacement: "["),
                            TextEdit(span: .point(header.end), replacement: "]"),
                        ], safety: .unsafe)
                ])
        case nil:
            try failNotATable(key, entry: node.entries[position], span: header)
        }
    }

    /// `[[name]]`: starts a new array of tables or appends an element to one.
    mutating func appendArrayElement(_ node: TableNode, _ key: ParsedKey, _ header: SourceSpan) throws(ParseStop)
        -> TableNode
    {
        let name = key.key.shownName
        guard let position = node.find(key) else {
            let element = TableNode(span: header, origin: .arrayOfTablesElement)
            node.append(key, child: .arrayOfTables(ArrayOfTablesNode(first: element, span: header)))
            return element
        }
        switch node.slots[position].child {
        case .arrayOfTables(let array)?:
            return array.startNextElement(at: header)
        case .table(let child)?:
            try fail(
                TOMLErrorCode.duplicate, "`\(name)` is already a table and cannot become an array of tables",
                at: header, labels: [DiagnosticLabel(span: child.span, message: "table defined here")],
                help: "use either `[\(name)]` or `[[\(name)]]`, not both")
        case nil:
            try failNotATable(key, entry: node.entries[position], span: header)
        }
    }

    /// A key used as a table (header or dotted key) that already holds a value.
    @inline(never) mutating func failNotATable(_ key: ParsedKey, entry: TOMLEntry, span: SourceSpan? = nil)
        throws(ParseStop) -> Never
    {
        let name = key.key.shownName
        let what: String
        switch entry.value.kind {
        case .table: what = "`\(name)` is an inline table, which cannot be extended or redefined"
        case .array: what = "`\(name)` is already an array value and cannot be used as a table"
        default: what = "`\(name)` is already a \(entry.value.typeName) and cannot be used as a table"
        }
        try fail(
            TOMLErrorCode.duplicate, what, at: span ?? key.key.span,
            labels: [DiagnosticLabel(span: entry.key.span, message: "first defined here")],
            help: "give the table another name, or put all its keys in the first definition")
    }

    /// `key = value` for a key that already exists in the table.
    @inline(never) mutating func failDuplicateKey(_ key: ParsedKey, firstDefinition span: SourceSpan) throws(ParseStop)
        -> Never
    {
        try fail(
            TOMLErrorCode.duplicate, "duplicate key `\(key.key.shownName)`", at: key.key.span,
            labels: [DiagnosticLabel(span: span, message: "first defined here")],
            help: "remove one of the two definitions or rename one")
    }
}
