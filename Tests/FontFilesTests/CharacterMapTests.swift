import Testing
@testable import FontFiles

/// `cmap` subtables built by hand: format 4 (the DejaVu files use format 12) and broken ones.
@Suite struct CharacterMapTests {
    static func u16(_ value: Int) -> [UInt8] { [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }

    /// A cmap whose only subtable (3, 1) is format 4 with three segments: `A`...`C` by delta (glyphs
    /// 1 to 3), `あ`...`ぃ` through the glyph array (10, and 0 = missing), and the 0xFFFF end.
    static func format4() -> [UInt8] {
        let segments = 3
        var sub: [UInt8] = []
        sub += u16(4) + u16(0) + u16(0) + u16(segments * 2) + u16(4) + u16(1) + u16(2)
        sub += u16(0x43) + u16(0x3043) + u16(0xFFFF)  // ends
        sub += u16(0)  // reserved
        sub += u16(0x41) + u16(0x3042) + u16(0xFFFF)  // starts
        sub += u16(0x10000 - 64) + u16(0) + u16(1)  // deltas
        sub += u16(0) + u16(4) + u16(0)  // range offsets: segment 1 reads glyphs[0...]
        sub += u16(10) + u16(0)  // glyph array
        sub.replaceSubrange(2..<4, with: u16(sub.count))
        return u16(0) + u16(1) + u16(3) + u16(1) + [0, 0, 0, 12] + sub
    }

    @Test func formatFourMapsByDeltaAndByGlyphArray() {
        let map = CharacterMap(table: Self.format4())
        #expect(map.glyph(for: "A") == 1 && map.glyph(for: "C") == 3)
        #expect(map.glyph(for: "D") == nil && map.glyph(for: "@") == nil)
        #expect(map.glyph(for: "あ") == 10)
        #expect(map.glyph(for: "ぃ") == nil, "glyph 0 is the missing glyph")
        #expect(map.glyph(for: "😀") == nil, "format 4 covers the Basic Multilingual Plane only")
    }

    @Test func cutOrEmptyTablesMapNothingAndNeverTrap() {
        let whole = Self.format4()
        for length in 0..<whole.count {
            let map = CharacterMap(table: Array(whole.prefix(length)))
            _ = map.glyph(for: "A")
            _ = map.glyph(for: "あ")
        }
        #expect(CharacterMap(table: []).glyph(for: "A") == nil)
        // A table naming an unknown format maps nothing.
        var unknown = whole
        unknown[13] = 99
        #expect(CharacterMap(table: unknown).glyph(for: "A") == nil)
    }

    @Test func formatTwelveGroupsOutOfOrderAreSorted() {
        var sub: [UInt8] = Self.u16(12) + Self.u16(0) + [0, 0, 0, 40] + [0, 0, 0, 0] + [0, 0, 0, 2]
        sub += [0, 1, 0xF6, 0x00] + [0, 1, 0xF6, 0x4F] + [0, 0, 0, 20]  // 😀...🙏 -> 20...
        sub += [0, 0, 0, 0x41] + [0, 0, 0, 0x5A] + [0, 0, 0, 1]  // A...Z -> 1...
        let table = Self.u16(0) + Self.u16(1) + Self.u16(3) + Self.u16(10) + [0, 0, 0, 12] + sub
        let map = CharacterMap(table: table)
        #expect(map.glyph(for: "B") == 2)
        #expect(map.glyph(for: "😁") == 21)
        #expect(map.glyph(for: "a") == nil)
    }
}
