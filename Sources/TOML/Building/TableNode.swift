import SourceDiagnostics

/// A mutable table while the document is being built; frozen into ``TOMLTable`` at the end.
///
/// Reference semantics let the parser keep a pointer to the "current" table and extend nested
/// tables in place without copy-on-write copies of the value types. Finished values go straight
/// into `entries`; tables and arrays of tables that may still grow sit in `slots` and replace
/// their placeholder entry when the document is frozen.
final class TableNode {
    /// Entries in source order (child tables hold a placeholder until `freeze()`).
    @exclusivity(unchecked) var entries: [TOMLEntry] = []
    /// Per entry: the key's hash and, for tables still being built, the child node.
    @exclusivity(unchecked) var slots: [Slot] = []
    /// Name hash -> entry position, built once the table grows past `indexThreshold` entries.
    @exclusivity(unchecked) var index = PositionIndex()
    /// Header, braces or the first key that created the table.
    var span: SourceSpan
    /// How the table came to exist (updated when an implicit table gets its own header).
    var origin: TOMLTableOrigin

    /// Below this many entries a linear scan over the key hashes beats a dictionary.
    static let indexThreshold = 48

    /// Most entries reserved ahead for the next element of an array of tables, and the largest
    /// slot buffer kept for it: one huge element must not make every later one reserve as much.
    static let reusedCapacityLimit = 64

    /// A table with room for `capacity` entries (by default 16 for header tables, 4 for others).
    init(span: SourceSpan, origin: TOMLTableOrigin, capacity: Int? = nil) {
        self.span = span
        self.origin = origin
        // Header tables usually get a dozen or more keys: skip the first few regrowths.
        let capacity = capacity ?? (origin == .header || origin == .arrayOfTablesElement ? 16 : 4)
        entries.reserveCapacity(capacity)
        slots.reserveCapacity(capacity)
    }

    /// The position of the entry named `key`, if any.
    @inline(__always) func find(_ key: ParsedKey) -> Int? {
        if slots.count <= TableNode.indexThreshold {
            for position in slots.indices
            where slots[position].hash == key.hash && entries[position].key.name == key.key.name {
                return position
            }
            return nil
        }
        let name = key.key.name
        return index.find(hash: key.hash) { slots[$0].hash == key.hash && entries[$0].key.name == name }
    }

    /// Appends a finished value (the caller has checked that the key is new). Both are taken over:
    /// borrowed, the value would be copied into the entry and the caller's copy released.
    func append(_ key: consuming ParsedKey, _ value: consuming TOMLValue) {
        let hash = key.hash
        entries.append(TOMLEntry(key: key.key, value: value))
        slots.append(Slot(hash: hash, child: nil))
        indexLast()
    }

    /// Appends a table or array of tables that is still being built.
    func append(_ key: consuming ParsedKey, child: consuming NodeChild) {
        let hash = key.hash
        entries.append(TOMLEntry(key: key.key, value: TableNode.placeholder))
        slots.append(Slot(hash: hash, child: child))
        indexLast()
    }

    private func indexLast() {
        let count = entries.count
        if count == TableNode.indexThreshold + 1 {
            for position in 0..<count { index.insert(hash: slots[position].hash, position: position, hashOf: hash) }
        } else if count > TableNode.indexThreshold + 1 {
            index.insert(hash: slots[count - 1].hash, position: count - 1, hashOf: hash)
        }
    }

    private func hash(at position: Int) -> UInt64 {
        slots[position].hash
    }

    /// Where the entry at `position` was first defined (its key, or the table's header).
    func definitionSpan(at position: Int) -> SourceSpan {
        switch slots[position].child {
        case .table(let node)?: return node.span
        case .arrayOfTables(let array)?: return array.span
        case nil: return entries[position].key.span
        }
    }

    /// The immutable table; then this node starts over, empty, as the table of `span` with room
    /// for `capacity` entries (its slot buffer kept). The next element of an array of tables is
    /// built in the node of the one before: one node and one slot buffer for any number of elements.
    func freezeAndRestart(as span: SourceSpan, capacity: Int) -> TOMLTable {
        let table = freeze(keepingSlotCapacity: true)
        self.span = span
        entries.reserveCapacity(capacity)
        return table
    }

    /// The immutable table; moves the entries out (recursion depth is bounded by the nesting limit).
    func freeze(keepingSlotCapacity: Bool = false) -> TOMLTable {
        // No more lookups: release the name index before anything is copied, so a table of a
        // million keys never holds the index and two copies of its entries at once.
        index.removeAll()
        // Only the entries are kept: compacting the slots, dropped below, would be a wasted copy.
        compactEntries()
        var frozen = entries
        entries = []
        for position in slots.indices {
            guard let child = slots[position].child else { continue }
            frozen[position].value = child.freeze()
        }
        if keepingSlotCapacity && slots.capacity <= TableNode.reusedCapacityLimit {
            // Element by element: `removeAll(keepingCapacity:)` takes the generic replaceSubrange path.
            while !slots.isEmpty { slots.removeLast() }
        } else {
            slots = []
        }
        index.removeAll()
        return TOMLTable(entries: frozen, span: span, origin: origin)
    }

    /// Drops the spare capacity of `entries` and `slots` (reserved for speed while the table is
    /// being filled), so a finished table holds exactly its entries. Called when the parser leaves
    /// a header table and when freezing.
    ///
    /// A large table that wastes little (at most an eighth) is left as it is: copying it would
    /// briefly hold both buffers, more memory than the waste it saves.
    func compact() {
        if TableNode.worthCompacting(slots) {
            slots = TableNode.exactMove(of: &slots, leaving: Slot(hash: 0, child: nil))
        }
        compactEntries()
    }

    /// Drops the spare capacity of `entries` only (``freeze()`` drops the slots altogether).
    private func compactEntries() {
        if TableNode.worthCompacting(entries) {
            entries = TableNode.exactMove(of: &entries, leaving: TableNode.vacated)
        }
    }

    /// True when `array` has spare capacity worth a copy: more than one element for small arrays,
    /// over an eighth of its count for arrays of more than 4,096 elements.
    ///
    /// One spare element is left: elements of an array of tables reserve room for the widest
    /// element so far, so items that leave out one optional key would otherwise each pay a copy.
    private static func worthCompacting<Element>(_ array: [Element]) -> Bool {
        let spare = array.capacity - array.count
        return array.count <= 4096 ? spare > 1 : spare > array.count / 8
    }

    /// The elements of `array` moved into a buffer of (about) their count; Array growth leaves up
    /// to half unused. The elements are moved, not copied (no reference counting per element), and
    /// `array` is left holding `placeholder`s, which must own no memory (the caller drops it next).
    private static func exactMove<Element>(of array: inout [Element], leaving placeholder: Element) -> [Element] {
        guard !array.isEmpty else { return [] }
        // Reserve and append: `Array(unsafeUninitializedCapacity:)` allocates through the standard
        // library's unspecialised path, which looks the storage type up at run time.
        var moved: [Element] = []
        moved.reserveCapacity(array.count)
        array.withUnsafeMutableBufferPointer { source in
            guard let from = source.baseAddress else { return }
            for index in 0..<source.count {
                moved.append((from + index).move())
                (from + index).initialize(to: placeholder)
            }
        }
        return moved
    }

    /// Left in the old buffer by ``compact()``: an empty key and a boolean own no memory.
    static let vacated = TOMLEntry(key: TOMLKey(name: "", span: .point(0)), value: placeholder)

    /// Stands in for child tables until they are frozen.
    static let placeholder = TOMLValue(.boolean(false), span: .point(0))
}

/// A key part with a hash of its name, so table lookups compare integers first.
struct ParsedKey {
    /// The key.
    var key: TOMLKey
    /// FNV-1a hash of the name's UTF-8 bytes.
    var hash: UInt64

    /// FNV-1a over `bytes`.
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// Hashes the name of an already built key (quoted keys with escapes).
    init(_ key: TOMLKey) {
        var name = key.name
        self.hash = name.withUTF8 { ParsedKey.hash($0) }
        self.key = key
    }

    init(key: TOMLKey, hash: UInt64) {
        self.key = key
        self.hash = hash
    }
}

/// Book-keeping for one entry of a ``TableNode``.
struct Slot {
    /// Hash of the key name.
    var hash: UInt64
    /// The child node when the entry is a table or array of tables still being built.
    var child: NodeChild?
}

/// A table or array of tables that may still grow.
enum NodeChild {
    /// A table from a header, an implicit parent or a dotted key.
    case table(TableNode)
    /// An array of tables from `[[header]]`.
    case arrayOfTables(ArrayOfTablesNode)

    /// The immutable value.
    func freeze() -> TOMLValue {
        switch self {
        case .table(let node):
            return TOMLValue(.table(node.freeze()), span: node.span)
        case .arrayOfTables(let array):
            var elements = array.finished
            array.finished = []
            elements.append(TOMLValue(.table(array.last.freeze()), span: array.last.span))
            return TOMLValue(.array(elements, isArrayOfTables: true), span: array.span)
        }
    }
}

/// The elements of an array of tables while it is being built.
///
/// Only the last element can still change (every header goes through the last element of an
/// array of tables), so each element is frozen as soon as the next `[[header]]` starts: a file
/// with 100,000 `[[items]]` keeps one ``TableNode`` alive, not 100,000.
final class ArrayOfTablesNode {
    /// The elements before the last one, frozen, in order.
    @exclusivity(unchecked) var finished: [TOMLValue] = []
    /// The element that later headers and keys extend (every element is built in this one node).
    @exclusivity(unchecked) private(set) var last: TableNode
    /// The first `[[header]]`.
    let span: SourceSpan
    /// The most entries an element has had so far (new elements reserve room for as many).
    private(set) var widest = 0

    init(first: TableNode, span: SourceSpan) {
        self.last = first
        self.span = span
    }

    /// Freezes the current last element and starts the next one, at `header`, in the same node
    /// (``TableNode/freezeAndRestart(as:capacity:)``), which it returns.
    ///
    /// Elements of one array of tables mostly have the same keys: room for as many entries as the
    /// widest element so far means no regrowth (items leaving out an optional key would otherwise
    /// regrow every other time) and no compacting copy when it is frozen.
    func startNextElement(at header: SourceSpan) -> TableNode {
        widest = max(widest, last.entries.count)
        let span = last.span
        let capacity = min(widest, TableNode.reusedCapacityLimit)
        finished.append(TOMLValue(.table(last.freezeAndRestart(as: header, capacity: capacity)), span: span))
        return last
    }
}
