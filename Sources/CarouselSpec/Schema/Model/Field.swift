import CarouselEngine
import SourceDiagnostics

/// A Swift type a spec value converts to, for typed field access (``Field``).
protocol SpecFieldValue: Sendable {
    /// The value of `value`, or nil when it holds another kind of value.
    init?(specValue value: SpecValue)
}

/// A typed key of one schema table; ``Field`` and ``DefaultedField`` are the two kinds.
protocol SpecKey: Sendable {
    /// What the key's value converts to.
    associatedtype Value: SpecFieldValue
    /// The table the key belongs to.
    var table: TableDescriptor { get }
    /// The key's position in ``TableDescriptor/fields``.
    var slot: Int { get }
}

extension SpecKey {
    /// The key's descriptor.
    var descriptor: FieldDescriptor { table.fields[slot] }
    /// The key as written in the file.
    var key: String { descriptor.key }
}

/// A typed key of one schema table: `table[SpecSchema.FocusKeys.itemSize]` is a `SpecTable?`.
///
/// Declared once next to the descriptors (the `SpecSchema.…Keys` namespaces), so the code that
/// reads resolved tables names keys by Swift identifiers: a typo or a renamed key does not
/// compile. The declaration checks that the key exists in its table (a programming error
/// otherwise, caught by the first test that compiles a spec).
struct Field<Value: SpecFieldValue>: SpecKey {
    let table: TableDescriptor
    let slot: Int

    /// The key of `table` named `key`.
    init(_ table: TableDescriptor, _ key: String) {
        self.table = table
        self.slot = table.slot(key)
    }
}

/// A typed key whose descriptor gives a value default (``FieldDefault/value(_:)`` or
/// ``FieldDefault/byKind(_:_:)``): reading it never needs a fallback at the call site, and the
/// default exists only in the descriptor.
struct DefaultedField<Value: SpecFieldValue>: SpecKey {
    let table: TableDescriptor
    let slot: Int
    /// The descriptor's default for paging (the base of a per-kind default).
    let baseDefault: Value

    /// The key of `table` named `key`, whose descriptor must have a `Value` default.
    init(_ table: TableDescriptor, _ key: String) {
        self.table = table
        self.slot = table.slot(key)
        guard let base = table.fields[slot].defaultValue.value(for: .paging).flatMap(Value.init(specValue:)) else {
            preconditionFailure("`\(key)` of \(table.title) has no \(Value.self) default")
        }
        baseDefault = base
    }

    /// The descriptor's default for a carousel of `kind`.
    func defaultValue(for kind: CarouselKind) -> Value {
        descriptor.defaultValue.value(for: kind).flatMap(Value.init(specValue:)) ?? baseDefault
    }
}

extension SpecTable {
    /// The value of `field` (written or filled), if any.
    subscript<Value>(field: Field<Value>) -> Value? {
        assert(field.table === descriptor, "`\(field.key)` is not a key of \(descriptor.title)")
        return slots[field.slot].value.flatMap(Value.init(specValue:))
    }

    /// The value of `field`: written, filled, or else the descriptor's default. Filled tables
    /// hold their kind's value; the fallback is the base (paging) default.
    subscript<Value>(field: DefaultedField<Value>) -> Value {
        assert(field.table === descriptor, "`\(field.key)` is not a key of \(descriptor.title)")
        return slots[field.slot].value.flatMap(Value.init(specValue:)) ?? field.baseDefault
    }

    /// Stores a value for `key` (the resolver's computed defaults).
    mutating func set(_ key: some SpecKey, _ value: SpecValue) {
        assert(key.table === descriptor, "`\(key.key)` is not a key of \(descriptor.title)")
        slots[key.slot].value = value
    }

    /// True when the file wrote `key`.
    func isWritten(_ key: some SpecKey) -> Bool { slots[key.slot].keySpan != nil }

    /// True when the file wrote `key` with a value that was rejected.
    func isInvalid(_ key: some SpecKey) -> Bool { invalidMask & (1 << UInt64(key.slot)) != 0 }

    /// The span of the written key.
    func keySpan(_ key: some SpecKey) -> SourceSpan? { slots[key.slot].keySpan }

    /// The span of the written value, or of the key when the value has none.
    func valueSpan(_ key: some SpecKey) -> SourceSpan? { slots[key.slot].valueSpan ?? slots[key.slot].keySpan }

    /// The span of the whole `key = value`.
    func entrySpan(_ key: some SpecKey) -> SourceSpan? { entrySpan(key.key) }

    /// The data path of `key` in this table.
    func path(of key: some SpecKey) -> String { path(of: key.key) }
}
