import SourceDiagnostics

/// The table rules of TOML 1.0: which headers and dotted keys may create, reopen or extend a table.
extension Parser {
    /// Goes through key part `key` of a header: creates an implicit table, or enters an existing
    /// table, or the last element of an array of tables.
    mutating func descendForHeader(_ node: TableNode, _ key: TOMLKey) throws(ParseStop) -> TableNode {
        guard let position = node.find(key.name) else {
            let child = TableNode(span: key.span, origin: .implicit)
            node.append(key, .table(child))
            return child
        }
        let entry = node.entries[position]
        switch entry.value {
        case .table(let child):
            return child
        case .arrayOfTables(let array):
            return array.elements[array.elements.count - 1]
        case .value(let value):
            try failNotATable(key, entry: entry, value: value)
        }
    }

    /// Goes through key part `key` of a dotted key: creates a table, or enters one that dotted keys
    /// created. Tables made by headers and inline tables cannot be extended this way.
    mutating func descendForDottedKey(_ node: TableNode, _ key: TOMLKey) throws(ParseStop) -> TableNode {
        guard let position = node.find(key.name) else {
            let child = TableNode(span: key.span, origin: .dotted)
            node.append(key, .table(child))
            return child
        }
        let entry = node.entries[position]
        switch entry.value {
        case .table(let child):
            switch child.origin {
            case .dotted:
                return child
            case .implicit:
                // A parent made implicitly by a header; extending it by dotted keys settles it as
                // a dotted table so a later `[header]` for it is a redefinition.
                child.origin = .dotted
                return child
            default:
                try fail(TOMLErrorCode.duplicate,
                         "cannot add to table `\(key.name)` with a dotted key: it is defined by its own header",
                         at: key.span, labels: [DiagnosticLabel(span: child.span, message: "table defined here")],
                         help: "add the key under the table's header instead")
            }
        case .arrayOfTables(let array):
            try fail(TOMLErrorCode.duplicate,
                     "cannot use dotted key `\(key.name)`: it is an array of tables",
                     at: key.span, labels: [DiagnosticLabel(span: array.span, message: "array of tables defined here")],
                     help: "add keys under a `[[\(key.name)]]` header instead")
        case .value(let value):
            try failNotATable(key, entry: entry, value: value)
        }
    }

    /// `[name]`: defines a new table, or gives an implicitly created table its header.
    mutating func defineTable(_ node: TableNode, _ key: TOMLKey, _ header: SourceSpan) throws(ParseStop) -> TableNode {
        guard let position = node.find(key.name) else {
            let child = TableNode(span: header, origin: .header)
            node.append(key, .table(child))
            return child
        }
        let entry = node.entries[position]
        switch entry.value {
        case .table(let child):
            switch child.origin {
            case .implicit:
                child.origin = .header
                child.span = header
                return child
            case .dotted:
                try fail(TOMLErrorCode.duplicate,
                         "table `\(key.name)` is already defined by dotted keys and cannot get a header",
                         at: header, labels: [DiagnosticLabel(span: child.span, message: "first defined here")],
                         help: "keep all keys of the table in one place: either dotted keys or a [header]")
            default:
                try fail(TOMLErrorCode.duplicate, "table `\(key.name)` is defined twice",
                         at: header, labels: [DiagnosticLabel(span: child.span, message: "first defined here")],
                         help: "merge the two tables into one")
            }
        case .arrayOfTables(let array):
            try fail(TOMLErrorCode.duplicate,
                     "`\(key.name)` is an array of tables and cannot be redefined as a table",
                     at: header, labels: [DiagnosticLabel(span: array.span, message: "array of tables defined here")],
                     help: "use `[[\(key.name)]]` to add an element")
        case .value(let value):
            try failNotATable(key, entry: entry, value: value, span: header)
        }
    }

    /// `[[name]]`: starts a new array of tables or appends an element to one.
    mutating func appendArrayElement(_ node: TableNode, _ key: TOMLKey, _ header: SourceSpan) throws(ParseStop) -> TableNode {
        let element = TableNode(span: header, origin: .arrayOfTablesElement)
        guard let position = node.find(key.name) else {
            node.append(key, .arrayOfTables(ArrayOfTablesNode(first: element, span: header)))
            return element
        }
        let entry = node.entries[position]
        switch entry.value {
        case .arrayOfTables(let array):
            array.elements.append(element)
            return element
        case .table(let child):
            try fail(TOMLErrorCode.duplicate,
                     "`\(key.name)` is already a table and cannot become an array of tables",
                     at: header, labels: [DiagnosticLabel(span: child.span, message: "table defined here")],
                     help: "use either `[\(key.name)]` or `[[\(key.name)]]`, not both")
        case .value(let value):
            try failNotATable(key, entry: entry, value: value, span: header)
        }
    }

    /// A key used as a table (header or dotted key) that already holds a value.
    mutating func failNotATable(
        _ key: TOMLKey, entry: NodeEntry, value: TOMLValue, span: SourceSpan? = nil
    ) throws(ParseStop) -> Never {
        let what: String
        if case .table = value.kind {
            what = "`\(key.name)` is an inline table, which cannot be extended or redefined"
        } else if case .array = value.kind {
            what = "`\(key.name)` is already an array value and cannot be used as a table"
        } else {
            what = "`\(key.name)` is already a \(value.typeName) and cannot be used as a table"
        }
        try fail(TOMLErrorCode.duplicate, what, at: span ?? key.span,
                 labels: [DiagnosticLabel(span: entry.key.span, message: "first defined here")],
                 help: "give the table another name, or put all its keys in the first definition")
    }

    /// `key = value` for a key that already exists in the table.
    mutating func failDuplicateKey(_ key: TOMLKey, existing: NodeEntry) throws(ParseStop) -> Never {
        let span: SourceSpan
        switch existing.value {
        case .value: span = existing.key.span
        case .table(let node): span = node.span
        case .arrayOfTables(let array): span = array.span
        }
        try fail(TOMLErrorCode.duplicate, "duplicate key `\(key.name)`", at: key.span,
                 labels: [DiagnosticLabel(span: span, message: "first defined here")],
                 help: "remove one of the two definitions or rename one")
    }
}
