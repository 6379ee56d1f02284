/// The position of the first element with each string, for finding duplicates among many
/// (100,000 item ids): an open-addressing table of 32-bit positions found by an FNV-1a hash of
/// the string's UTF-8 bytes.
///
/// The strings themselves are not stored: the caller compares a candidate position's string,
/// which it holds anyway. That saves a copy of every id and the dictionary's SipHash of each.
///
/// Strings are found by their bytes, so two canonically equivalent spellings (`"é"` and
/// `"e\u{301}"`, equal as Swift Strings) are two strings here; item ids are ASCII identifiers
/// (a-z, 0-9, `-`), for which this and a `[String: Int32]` agree.
struct FirstPositions {
    /// Positions, or -1 for an empty slot; the count is a power of two, at least twice the strings.
    private var positions: [Int32]
    /// The full hash of the string at each occupied slot (compared before the strings are).
    private var hashes: [UInt64]
    private let mask: Int

    /// A table for about `capacity` strings.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        positions = [Int32](repeating: -1, count: size)
        hashes = [UInt64](repeating: 0, count: size)
        mask = size - 1
    }

    /// Records `position` for `string` when no earlier position has it and returns nil; otherwise
    /// returns the earlier position (`isSame(earlier)` says whether the string at a candidate
    /// position equals `string`).
    mutating func insert(_ string: String, at position: Int32, isSame: (Int32) -> Bool) -> Int32? {
        let hash = Self.hash(string)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while positions[slot] >= 0 {
            if hashes[slot] == hash && isSame(positions[slot]) { return positions[slot] }
            slot = (slot + 1) & mask
        }
        positions[slot] = position
        hashes[slot] = hash
        return nil
    }

    /// FNV-1a over the UTF-8 bytes, mixed so that the low bits (the slot) depend on every byte.
    static func hash(_ string: String) -> UInt64 {
        var string = string
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        string.withUTF8 { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        return hash ^ (hash >> 29)
    }
}
