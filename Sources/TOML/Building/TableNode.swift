import SourceDiagnostics

/// A mutable table while the document is being built; frozen into ``TOMLTable`` at the end.
///
/// Reference semantics let the parser keep a pointer to the "current" table and extend nested
/// tables in place without copy-on-write copies of the value types.
final class TableNode {
    /// Entries in source order.
    var entries: [NodeEntry] = []
    /// Name -> entry position, built once the table grows past `indexThreshold` entries.
    var index: [String: Int] = [:]
    /// Header, braces or the first key that created the table.
    var span: SourceSpan
    /// How the table came to exist (updated when an implicit table gets its own header).
    var origin: TOMLTableOrigin

    /// Below this many entries a linear scan beats hashing the key.
    static let indexThreshold = 12

    init(span: SourceSpan, origin: TOMLTableOrigin) {
        self.span = span
        self.origin = origin
    }

    /// The position of the entry named `name`, if any.
    @inline(__always) func find(_ name: String) -> Int? {
        if entries.count <= TableNode.indexThreshold {
            for position in entries.indices where entries[position].key.name == name { return position }
            return nil
        }
        return index[name]
    }

    /// Appends an entry (the caller has checked that `key` is new).
    func append(_ key: TOMLKey, _ value: NodeValue) {
        entries.append(NodeEntry(key: key, value: value))
        let count = entries.count
        if count == TableNode.indexThreshold + 1 {
            index.reserveCapacity(count * 2)
            for (position, entry) in entries.enumerated() { index[entry.key.name] = position }
        } else if count > TableNode.indexThreshold + 1 {
            index[key.name] = count - 1
        }
    }

    /// The immutable table (recursion depth is bounded by the parser's nesting limit).
    func freeze() -> TOMLTable {
        var frozen: [TOMLEntry] = []
        frozen.reserveCapacity(entries.count)
        for entry in entries {
            frozen.append(TOMLEntry(key: entry.key, value: entry.value.freeze()))
        }
        return TOMLTable(entries: frozen, span: span, origin: origin)
    }
}

/// One entry of a ``TableNode``.
struct NodeEntry {
    /// The last key part naming the entry.
    var key: TOMLKey
    /// The (possibly still growing) value.
    var value: NodeValue
}

/// A value under construction: finished values, or tables / arrays of tables that may still grow.
enum NodeValue {
    /// A value from `key = value` (inline tables and arrays included): immutable.
    case value(TOMLValue)
    /// A table from a header, an implicit parent or a dotted key.
    case table(TableNode)
    /// An array of tables from `[[header]]`.
    case arrayOfTables(ArrayOfTablesNode)

    /// The immutable value.
    func freeze() -> TOMLValue {
        switch self {
        case .value(let value):
            return value
        case .table(let node):
            return TOMLValue(.table(node.freeze()), span: node.span)
        case .arrayOfTables(let array):
            var elements: [TOMLValue] = []
            elements.reserveCapacity(array.elements.count)
            for element in array.elements {
                elements.append(TOMLValue(.table(element.freeze()), span: element.span))
            }
            return TOMLValue(.array(elements, isArrayOfTables: true), span: array.span)
        }
    }
}

/// The elements of an array of tables while it is being built.
final class ArrayOfTablesNode {
    /// One table per `[[header]]`, in order.
    var elements: [TableNode]
    /// The first `[[header]]`.
    let span: SourceSpan

    init(first: TableNode, span: SourceSpan) {
        self.elements = [first]
        self.span = span
    }
}
