import CarouselEngine

/// The keys one table of the spec may hold, in documentation order.
package final class TableDescriptor: Sendable {
    /// A stable name used for JSON Schema definitions (`window`, `carousel-auto`).
    package let name: String
    /// How messages name the table: `[window]`, `[[carousel]]`, `frame`.
    package let title: String
    /// The keys, in the order docs and the compile output list them.
    package let fields: [FieldDescriptor]
    /// Kinds of carousel the table applies to (nil: all).
    package let kinds: Set<CarouselKind>?
    /// One sentence for users.
    package let doc: String
    /// The keys in order, for lookups: a linear scan of a few short strings beats hashing.
    let keys: [String]
    /// The UTF-8 length of each key, compared before the strings are (most keys differ in length).
    let keyLengths: [Int]
    /// The positions of the required fields, in order (most tables have none; the reader asks per table).
    let requiredSlots: [Int]

    init(name: String, title: String, kinds: Set<CarouselKind>? = nil, doc: String, fields: [FieldDescriptor]) {
        self.name = name
        self.title = title
        self.kinds = kinds
        self.doc = doc
        self.fields = fields
        self.keys = fields.map(\.key)
        self.keyLengths = fields.map(\.key.utf8.count)
        self.requiredSlots = fields.indices.filter { fields[$0].isRequired }
    }

    /// The position of `key` in ``fields``.
    func index(of key: String) -> Int? {
        let length = key.utf8.count
        for position in keys.indices where keyLengths[position] == length && keys[position] == key { return position }
        return nil
    }

    /// The position of `key`, which must be one of this table's keys (a programming error otherwise).
    func slot(_ key: String) -> Int {
        guard let index = index(of: key) else { preconditionFailure("`\(key)` is not a key of \(title)") }
        return index
    }

    /// The descriptor of `key`.
    package func field(_ key: String) -> FieldDescriptor? { index(of: key).map { fields[$0] } }

    /// "x, y, width, height" for type messages.
    var fieldList: String { fields.map(\.key).joined(separator: ", ") }
}
