/// Key hash -> entry position for a large table: open addressing over 32-bit positions.
///
/// A `[String: Int]` holds a copy of every name plus an 8-byte position in buckets up to a
/// quarter empty, about 24 bytes a slot; this index holds 4 bytes a slot and leaves comparing
/// names to the table's own entries. A table of a million keys needs 8 MB here instead of about
/// 50 MB.
struct PositionIndex {
    /// Positions (or `empty`), in a power-of-two number of slots at most half full.
    private var slots: [Int32] = []
    private var count = 0
    private static let empty: Int32 = -1

    /// Records `position`, whose name hashes to `hash`; `hashOf` gives the hash of any position
    /// recorded before (used when the slots grow). The caller has checked that the name is new.
    mutating func insert(hash: UInt64, position: Int, hashOf: (Int) -> UInt64) {
        if (count + 1) * 2 > slots.count {
            let old = slots
            slots = [Int32](repeating: PositionIndex.empty, count: max(128, slots.count * 2))
            for recorded in old where recorded != PositionIndex.empty {
                place(hash: hashOf(Int(recorded)), position: recorded)
            }
        }
        place(hash: hash, position: Int32(truncatingIfNeeded: position))
        count += 1
    }

    /// The first recorded position with hash `hash` for which `matches` is true.
    func find(hash: UInt64, matches: (Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let position = slots[slot]
            if position == PositionIndex.empty { return nil }
            if matches(Int(position)) { return Int(position) }
            slot = (slot + 1) & mask
        }
    }

    /// Forgets every position and releases the slots.
    mutating func removeAll() {
        slots = []
        count = 0
    }

    private mutating func place(hash: UInt64, position: Int32) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != PositionIndex.empty { slot = (slot + 1) & mask }
        slots[slot] = position
    }
}
