extension SpecTable {
    /// The slots of one table, one position per descriptor field, holding only the slots ever set.
    ///
    /// Reads and writes like an array of ``Slot`` with one element per field, but a slot never set
    /// takes no memory: an item of a big spec sets four or five of its fourteen slots, and a spec
    /// may have 200,000 items (docs/limits.md, Memory). Bit `i` of `present` says slot `i` was set;
    /// the set slots are kept in field order, so slot `i` is at the count of set bits below `i`.
    ///
    /// Label keys an item inherits from its carousel's `[carousel.text]` are the same for every
    /// item, so the items share them (``inherit(_:)``) instead of each holding a copy.
    struct Slots: RandomAccessCollection, MutableCollection, Sendable, Hashable {
        /// Slots shared by every table of a list, read where a table has not set its own.
        struct Shared: Sendable {
            let present: UInt64
            let slots: [Slot]

            /// `values` by slot position, each as a slot with a value and no spans.
            init(_ values: [(slot: Int, value: SpecValue)]) {
                let sorted = values.sorted { $0.slot < $1.slot }
                present = sorted.reduce(0) { $0 | Slots.bit($1.slot) }
                slots = sorted.map { Slot(value: $0.value) }
            }
        }

        fileprivate var stored: [Slot] = []
        fileprivate var present: UInt64 = 0
        /// The slots of a ``Shared``, one buffer for all the tables given it (no class on the read
        /// path: a table borrowed in place and read through a class reference gets copied whole).
        fileprivate var inherited: [Slot] = []
        fileprivate var inheritedPresent: UInt64 = 0
        /// The number of fields (at most 64, like ``SpecTable/invalidMask``).
        private let fieldCount: UInt8

        /// Slots for `count` fields, none set; room for `capacity` of them to be set without growing.
        init(count: Int, capacity: Int = 0) {
            precondition(count <= 64, "a table has at most 64 fields")
            fieldCount = UInt8(count)
            if capacity > 0 { stored.reserveCapacity(Swift.min(capacity, count)) }
        }

        /// How many slots are held (those ever set).
        var storedCount: Int { stored.count }

        var startIndex: Int { 0 }
        var endIndex: Int { Int(fieldCount) }

        @inline(__always)
        fileprivate static func bit(_ position: Int) -> UInt64 { 1 << UInt64(truncatingIfNeeded: position) }

        /// Where the slot of `bit` is (or would go) among the set slots of `mask`.
        @inline(__always)
        fileprivate static func rank(of bit: UInt64, in mask: UInt64) -> Int { (mask & (bit &- 1)).nonzeroBitCount }

        @inline(__always)
        private func check(_ position: Int) {
            precondition(UInt(bitPattern: position) < UInt(fieldCount), "slot out of range")
        }

        // Inlined: rules read the slots of tables borrowed in place, and a call the compiler cannot
        // see into makes it copy the whole table first (see `forEachInPlace`).
        subscript(position: Int) -> Slot {
            @inline(__always) get {
                check(position)
                let bit = Self.bit(position)
                if present & bit != 0 { return stored[Self.rank(of: bit, in: present)] }
                if inheritedPresent & bit != 0 { return inherited[Self.rank(of: bit, in: inheritedPresent)] }
                return Slot()
            }
            _modify {
                check(position)
                let bit = Self.bit(position)
                if present & bit != 0 {
                    yield &stored[Self.rank(of: bit, in: present)]
                } else {
                    let isInherited = inheritedPresent & bit != 0
                    var slot = isInherited ? self[position] : Slot()
                    yield &slot
                    // Writing nothing over nothing sets nothing (reads give the same empty slot).
                    if isInherited || !slot.isEmpty {
                        stored.insert(slot, at: Self.rank(of: bit, in: present))
                        present |= bit
                    }
                }
            }
        }

        /// Gives every slot `shared` has a value for and this table has none the shared value,
        /// as `self[slot].value = value` for each would, without a copy per table.
        mutating func inherit(_ shared: Shared) {
            guard inheritedPresent == 0 else {
                for position in indices where shared.present & Self.bit(position) != 0 && self[position].value == nil {
                    self[position].value = shared.slots[Self.rank(of: Self.bit(position), in: shared.present)].value
                }
                return
            }
            // Slots set without a value (a rejected one) take the shared value in place.
            var both = present & shared.present
            while both != 0 {
                let bit = both & (~both &+ 1)
                both &= both &- 1
                let at = Self.rank(of: bit, in: present)
                if stored[at].value == nil {
                    stored[at].value = shared.slots[Self.rank(of: bit, in: shared.present)].value
                }
            }
            (inherited, inheritedPresent) = (shared.slots, shared.present)
        }

        static func == (lhs: Slots, rhs: Slots) -> Bool { lhs.elementsEqual(rhs) }

        func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for slot in self { hasher.combine(slot) }
        }
    }
}

extension SpecTable.Slots {
    /// `read` of the slot at `position` where it is stored; `absent` when the slot was never set.
    ///
    /// The subscript's getter hands out a copy of the slot, whose value is released afterwards; a
    /// release may run any code, so a rule reading a table borrowed in place (``forEachInPlace``)
    /// copies the whole table first to keep it alive. Reading a slot's plain fields here (the key's
    /// offset, the value's case) retains and releases nothing, and the table is not copied.
    @inline(__always)
    func withSlot<T>(at position: Int, absent: T, _ read: (borrowing SpecTable.Slot) -> T) -> T {
        check(position)
        let bit = Self.bit(position)
        if present & bit != 0 {
            return stored.withUnsafeBufferPointer { read($0[Self.rank(of: bit, in: present)]) }
        }
        if inheritedPresent & bit != 0 {
            return inherited.withUnsafeBufferPointer { read($0[Self.rank(of: bit, in: inheritedPresent)]) }
        }
        return absent
    }

    /// True when the key of the slot at `position` was written (``SpecTable/isWritten(slot:)``).
    @inline(__always)
    func hasKey(at position: Int) -> Bool { withSlot(at: position, absent: false) { $0.hasKey } }

    /// True when the slot at `position` holds a value (``SpecTable/hasValue(slot:)``).
    @inline(__always)
    func hasValue(at position: Int) -> Bool {
        withSlot(at: position, absent: false) { slot in
            if case .none = slot.value { return false }
            return true
        }
    }

    /// True when the slot at `position` holds no string or an empty one, read in place.
    @inline(__always)
    func hasNoText(at position: Int) -> Bool {
        withSlot(at: position, absent: true) { slot in
            if case .string(let text)? = slot.value { return text.isEmpty }
            return true
        }
    }

    /// The seconds of a `duration` value in the slot at `position`, read in place.
    @inline(__always)
    func duration(at position: Int) -> Double? {
        withSlot(at: position, absent: nil) { slot in
            if case .duration(let seconds)? = slot.value { return seconds }
            return nil
        }
    }

    /// True when some slot is shared from another table (``inherit(_:)``; only resolution does that).
    var hasInherited: Bool { inheritedPresent != 0 }

    /// Calls `body` with each slot this table sets itself, in place.
    mutating func updateStored(_ body: (inout SpecTable.Slot) -> Void) {
        for index in stored.indices { body(&stored[index]) }
    }
}
