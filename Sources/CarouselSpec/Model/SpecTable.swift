import SourceDiagnostics

/// One table of a spec as read: a slot per descriptor field, with the spans of what was written.
struct SpecTable: Sendable, Hashable {
    /// The keys this table may hold.
    let descriptor: TableDescriptor
    /// Data path, e.g. `carousel[1].auto` (empty for the root).
    var path: String
    /// The header or braces; for an absent table, the span of the table that would hold it.
    var span: SourceSpan
    /// True when the file wrote this table (false when it exists only through defaults).
    var isWritten: Bool
    /// Values by field index; nil when absent and not yet filled.
    var values: [SpecValue?]
    /// Span of each written key.
    var keySpans: [SourceSpan?]
    /// Span of each written value.
    var valueSpans: [SourceSpan?]
    /// Bit `i` set: field `i` was written with a value that was rejected (its default is used).
    var invalidMask: UInt64 = 0

    init(descriptor: TableDescriptor, path: String, span: SourceSpan, isWritten: Bool) {
        self.descriptor = descriptor
        self.path = path
        self.span = span
        self.isWritten = isWritten
        let count = descriptor.fields.count
        values = Array(repeating: nil, count: count)
        keySpans = Array(repeating: nil, count: count)
        valueSpans = Array(repeating: nil, count: count)
    }

    static func == (lhs: SpecTable, rhs: SpecTable) -> Bool {
        lhs.descriptor === rhs.descriptor && lhs.path == rhs.path && lhs.values == rhs.values
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(values)
    }

    /// The data path of `key` in this table.
    func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    private func slot(_ key: String) -> Int {
        guard let index = descriptor.index(of: key) else {
            preconditionFailure("`\(key)` is not a key of \(descriptor.title)")
        }
        return index
    }

    /// The value of `key` (written or filled), if any.
    subscript(key: String) -> SpecValue? {
        get { values[slot(key)] }
        set { values[slot(key)] = newValue }
    }

    /// True when the file wrote `key`.
    func isWritten(_ key: String) -> Bool { keySpans[slot(key)] != nil }

    /// True when the file wrote `key` with a value that was rejected.
    func isInvalid(_ key: String) -> Bool { invalidMask & (1 << UInt64(slot(key))) != 0 }

    /// The span of the written key.
    func keySpan(_ key: String) -> SourceSpan? { keySpans[slot(key)] }

    /// The span of the written value, or of the key when the value has none.
    func valueSpan(_ key: String) -> SourceSpan? { valueSpans[slot(key)] ?? keySpans[slot(key)] }

    /// The span of the whole `key = value` line part.
    func entrySpan(_ key: String) -> SourceSpan? {
        guard let keySpan = keySpan(key) else { return nil }
        guard let valueSpan = valueSpans[slot(key)] else { return keySpan }
        return keySpan.end <= valueSpan.start ? keySpan.union(valueSpan) : keySpan
    }

    // MARK: Typed access (after filling; callers know the field's type from the descriptor)

    func double(_ key: String) -> Double { self[key]?.double ?? 0 }
    func int(_ key: String) -> Int {
        if case .integer(let value)? = self[key] { return value }
        return 0
    }
    func bool(_ key: String) -> Bool {
        if case .boolean(let value)? = self[key] { return value }
        return false
    }
    func string(_ key: String) -> String? {
        if case .string(let value)? = self[key] { return value }
        return nil
    }
    func color(_ key: String) -> RGBAColor? {
        if case .color(let value)? = self[key] { return value }
        return nil
    }
    func path(_ key: String) -> String? {
        if case .path(let value)? = self[key] { return value }
        return nil
    }
    func table(_ key: String) -> SpecTable? {
        if case .table(let value)? = self[key] { return value }
        return nil
    }
    func tables(_ key: String) -> [SpecTable] {
        if case .tables(let value)? = self[key] { return value }
        return []
    }
}
