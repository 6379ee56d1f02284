import SourceDiagnostics

/// One table of a spec as read: a slot per descriptor field set, with the spans of what was written.
///
/// At most one allocation per table (the slots set, see ``Slots``), and the data path is built
/// only when asked for: a spec with 200,000 items reads 200,000 of these.
struct SpecTable: Sendable, Hashable {
    /// One field's value and where it was written, in 32 bytes: a spec with 100,000 items of two
    /// keys holds 400,000 of these (``Slots``), so each byte is 0.4 MB (docs/limits.md's bound).
    ///
    /// The value takes 17 bytes; the spans are 32-bit offsets, the key's end kept as its length
    /// in 16 bits. A key that names a field is short (its quoted form at most a few hundred
    /// bytes); only a table given as the key's own span (a rule's inline table) can be longer,
    /// and that span is the value's too. So a length past 16 bits is stored as ``longKey``,
    /// read back as "the key ends where the value ends".
    struct Slot: Sendable, Hashable {
        /// The value (written or filled); nil when absent and not yet filled, or rejected.
        var value: SpecValue?
        private var keyLength: UInt16 = 0
        private var keyStart: UInt32 = Slot.absent
        private var valueStart: UInt32 = Slot.absent
        private var valueEnd: UInt32 = Slot.absent

        private static let absent = UInt32.max
        /// `keyLength` of a key span too long for 16 bits: it ends where the value span ends.
        private static let longKey = UInt16.max

        init(value: SpecValue? = nil, keySpan: SourceSpan? = nil, valueSpan: SourceSpan? = nil) {
            self.value = value
            self.valueSpan = valueSpan
            self.keySpan = keySpan
        }

        /// Span of the written key.
        var keySpan: SourceSpan? {
            get {
                guard keyStart != Self.absent else { return nil }
                let start = Int(keyStart)
                let end = keyLength == Self.longKey && valueEnd != Self.absent ? Int(valueEnd) : start + Int(keyLength)
                return SourceSpan(start: start, end: max(start, end))
            }
            set {
                guard let span = newValue else {
                    (keyStart, keyLength) = (Self.absent, 0)
                    return
                }
                keyStart = UInt32(clamping: span.start)
                let length = max(0, span.end - span.start)
                keyLength = length < Int(Self.longKey) ? UInt16(length) : Self.longKey
            }
        }

        /// Span of the written value (the header or braces for tables).
        var valueSpan: SourceSpan? {
            get {
                valueStart == Self.absent ? nil : SourceSpan(start: Int(valueStart), end: Int(valueEnd))
            }
            set {
                guard let span = newValue else {
                    (valueStart, valueEnd) = (Self.absent, Self.absent)
                    return
                }
                (valueStart, valueEnd) = (UInt32(clamping: span.start), UInt32(clamping: span.end))
            }
        }

        /// True when the key was written (``keySpan`` is not nil), read without building the span.
        var hasKey: Bool { keyStart != Self.absent }

        /// True when nothing was set: no value and no spans.
        var isEmpty: Bool { value == nil && keyStart == Slot.absent && valueStart == Slot.absent }

        static func == (lhs: Slot, rhs: Slot) -> Bool { lhs.value == rhs.value && lhs.keySpan == rhs.keySpan }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// The keys this table may hold.
    ///
    /// Not reference counted: every descriptor is a `static let` of ``SpecSchema``, alive for the
    /// whole process, and tables are copied often (a spec may have 100,000 items).
    unowned(unsafe) let descriptor: TableDescriptor
    /// Data path without the element index, e.g. `carousel[1].auto` or `carousel[0].items`.
    var pathBase: String
    /// The element index for tables of an array (`items[3]`).
    var pathIndex: Int?
    /// The header or braces; for an absent table, the span of the table that would hold it.
    var span: SourceSpan
    /// True when the file wrote this table (false when it exists only through defaults).
    var isWritten: Bool
    /// One slot per descriptor field, in descriptor order (only those set take memory).
    var slots: Slots
    /// Bit `i` set: field `i` was written with a value that was rejected (its default is used).
    var invalidMask: UInt64 = 0

    /// `capacity`: how many slots to make room for at once (those about to be set).
    init(
        descriptor: TableDescriptor, path: String, index: Int? = nil, span: SourceSpan, isWritten: Bool,
        capacity: Int = 0
    ) {
        self.descriptor = descriptor
        self.pathBase = path
        self.pathIndex = index
        self.span = span
        self.isWritten = isWritten
        self.slots = Slots(count: descriptor.fields.count, capacity: capacity)
    }

    static func == (lhs: SpecTable, rhs: SpecTable) -> Bool {
        lhs.descriptor === rhs.descriptor && lhs.path == rhs.path && lhs.slots == rhs.slots
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(slots)
    }

    /// Data path, e.g. `carousel[1].auto` (empty for the root).
    var path: String {
        guard let pathIndex else { return pathBase }
        return "\(pathBase)[\(pathIndex)]"
    }

    /// The data path of `key` in this table.
    func path(of key: String) -> String {
        let base = path
        return base.isEmpty ? key : "\(base).\(key)"
    }

    private func slot(_ key: String) -> Int {
        guard let index = descriptor.index(of: key) else {
            preconditionFailure("`\(key)` is not a key of \(descriptor.title)")
        }
        return index
    }

    /// The value of `key` (written or filled), if any.
    subscript(key: String) -> SpecValue? {
        get { slots[slot(key)].value }
        set { slots[slot(key)].value = newValue }
    }

    /// True when the file wrote `key`.
    func isWritten(_ key: String) -> Bool { isWritten(slot: slot(key)) }

    /// True when the file wrote `key` with a value that was rejected.
    func isInvalid(_ key: String) -> Bool { isInvalid(slot: slot(key)) }

    /// The span of the written key.
    func keySpan(_ key: String) -> SourceSpan? { slots[slot(key)].keySpan }

    /// The span of the written value, or of the key when the value has none.
    func valueSpan(_ key: String) -> SourceSpan? { valueSpan(slot: slot(key)) }

    /// True when the file wrote the key of slot `index` (for hot loops, like ``subscript(slot:)``).
    @inline(__always)
    func isWritten(slot index: Int) -> Bool { slots.hasKey(at: index) }

    /// True when slot `index` holds a value (written or filled): `self[slot: index] != nil`
    /// without copying the value, so a walk over many items borrowed in place copies none of them.
    @inline(__always)
    func hasValue(slot index: Int) -> Bool { slots.hasValue(at: index) }

    /// True when the file wrote the key of slot `index` with a value that was rejected.
    @inline(__always)
    func isInvalid(slot index: Int) -> Bool { invalidMask & (1 << UInt64(index)) != 0 }

    /// The span of the value written in slot `index`, or of its key when the value has none.
    @inline(__always)
    func valueSpan(slot index: Int) -> SourceSpan? {
        slots.withSlot(at: index, absent: nil) { $0.valueSpan ?? $0.keySpan }
    }

    /// The span of the whole `key = value`.
    func entrySpan(_ key: String) -> SourceSpan? {
        let slot = slots[slot(key)]
        guard let keySpan = slot.keySpan else { return nil }
        guard let valueSpan = slot.valueSpan else { return keySpan }
        return keySpan.end <= valueSpan.start ? keySpan.union(valueSpan) : keySpan
    }

    // MARK: Access by slot or key name (the generic reader and the compile output; code that
    // knows which key it wants uses the typed keys of `SpecSchema`, see Field.swift). The slot
    // reads are inlined: rules call them on items borrowed in place, which a call the compiler
    // cannot see into would copy first (see `forEachInPlace`).

    /// The value in slot `index` (see ``TableDescriptor/slot(_:)``), for hot loops.
    subscript(slot index: Int) -> SpecValue? {
        @inline(__always) get { slots.withSlot(at: index, absent: nil) { $0.value } }
        set { slots[index].value = newValue }
    }

    @inline(__always)
    func string(slot index: Int) -> String? {
        slots.withSlot(at: index, absent: nil) { slot in
            if case .string(let value)? = slot.value { return value }
            return nil
        }
    }
    @inline(__always)
    func color(slot index: Int) -> RGBAColor? {
        slots.withSlot(at: index, absent: nil) { slot in
            if case .color(let value)? = slot.value { return value }
            return nil
        }
    }

    func table(_ key: String) -> SpecTable? {
        if case .table(let value)? = self[key] { return value }
        return nil
    }
    func tables(_ key: String) -> [SpecTable] {
        if case .tables(let value)? = self[key] { return value }
        return []
    }

    /// Removes and returns the tables of `key`, so they can be changed in place without copying.
    mutating func takeTables(_ key: Field<[SpecTable]>) -> [SpecTable] {
        assert(key.table === descriptor, "`\(key.key)` is not a key of \(descriptor.title)")
        let index = key.slot
        guard case .tables(let value)? = slots[index].value else { return [] }
        slots[index].value = nil
        return value
    }
}
