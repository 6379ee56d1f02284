/// A font's `cmap`: which glyph draws each Unicode character (formats 4 and 12, the two that
/// Unicode fonts use; format 0 and 6 subtables are legacy Mac encodings and are not read).
public struct CharacterMap: Sendable, Hashable {
    /// The subtable in use.
    enum Subtable: Sendable, Hashable {
        /// Segment mapping to delta values (the Basic Multilingual Plane).
        case segments(SegmentMap)
        /// Segmented coverage (all planes): `(first, last, firstGlyph)` groups, sorted.
        case groups([Group])
        /// No Unicode subtable: no character maps.
        case none
    }

    /// One format 12 group.
    struct Group: Sendable, Hashable {
        var first: UInt32
        var last: UInt32
        var glyph: UInt32
    }

    let subtable: Subtable

    /// Reads the bytes of a `cmap` table, preferring a full-Unicode format 12 subtable over a
    /// Basic Multilingual Plane format 4 one (a font without either maps nothing).
    public init(table: [UInt8]) {
        let reader = BigEndianBytes(bytes: table)
        let count = Int(reader.u16(2) ?? 0)
        var best: (rank: Int, offset: Int)?
        for index in 0..<min(count, 256) {
            let base = 4 + index * 8
            guard let platform = reader.u16(base), let encoding = reader.u16(base + 2),
                let offset = reader.u32(base + 4), let format = reader.u16(Int(offset))
            else { continue }
            let rank = Self.rank(platform: platform, encoding: encoding, format: format)
            if rank > 0, rank > (best?.rank ?? 0) { best = (rank, Int(offset)) }
        }
        guard let best else {
            subtable = .none
            return
        }
        switch reader.u16(best.offset) {
        case 12: subtable = .groups(Self.groups(reader, at: best.offset))
        case 4: subtable = SegmentMap(reader, at: best.offset).map(Subtable.segments) ?? .none
        default: subtable = .none
        }
    }

    /// How much a subtable is wanted: 0 not at all; Unicode full repertoire over BMP over symbol.
    static func rank(platform: UInt16, encoding: UInt16, format: UInt16) -> Int {
        switch (platform, encoding, format) {
        case (3, 10, 12), (0, 4, 12), (0, 6, 12): return 4
        case (3, 1, 4), (0, 3, 4), (0, 1, 4), (0, 0, 4): return 3
        case (3, 0, 4): return 1
        default: return 0
        }
    }

    /// The groups of a format 12 subtable at `offset` (at most a million, and no more than the bytes
    /// hold), sorted by first character. Read through one buffer: a CJK font has tens of thousands.
    static func groups(_ reader: BigEndianBytes, at offset: Int) -> [Group] {
        let available = max(0, (reader.bytes.count - offset - 16) / 12)
        let count = min(Int(reader.u32(offset + 12) ?? 0), 1_000_000, available)
        var groups: [Group] = []
        groups.reserveCapacity(count)
        var sorted = true
        reader.bytes.withUnsafeBufferPointer { bytes in
            // Every index is below offset + 16 + 12 * available <= bytes.count.
            func u32(_ at: Int) -> UInt32 {
                UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
                    | UInt32(bytes[at + 3])
            }
            for index in 0..<count {
                let base = offset + 16 + index * 12
                let group = Group(first: u32(base), last: u32(base + 4), glyph: u32(base + 8))
                guard group.first <= group.last else { break }
                if let previous = groups.last, previous.first > group.first { sorted = false }
                groups.append(group)
            }
        }
        // Fonts write them sorted; sort only the ones that are not.
        return sorted ? groups : groups.sorted { $0.first < $1.first }
    }

    /// The glyph that draws `scalar`, or nil when the font has none (glyph 0 is "missing").
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        let code = scalar.value
        switch subtable {
        case .none:
            return nil
        case .segments(let map):
            guard code <= 0xFFFF else { return nil }
            return map.glyph(for: UInt16(code))
        case .groups(let groups):
            var low = 0, high = groups.count - 1
            while low <= high {
                let middle = (low + high) / 2
                let group = groups[middle]
                if code < group.first {
                    high = middle - 1
                } else if code > group.last {
                    low = middle + 1
                } else {
                    let glyph = group.glyph &+ (code - group.first)
                    return glyph == 0 ? nil : glyph
                }
            }
            return nil
        }
    }

    /// True when the font has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != nil }
}
