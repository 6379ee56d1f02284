/// A font's horizontal metrics: the em size, ascent and descent, and each glyph's advance
/// (`head`, `hhea` and `hmtx`), in font units.
public struct HorizontalMetrics: Sendable, Hashable {
    /// Font units per em (1000 for CFF fonts, 2048 for DejaVu).
    public var unitsPerEm: Int
    /// Distance from the baseline up to the top of the line, font units.
    public var ascender: Int
    /// Distance from the baseline down to the bottom of the line, font units (negative).
    public var descender: Int
    /// Extra space between lines, font units (`hhea` lineGap).
    public var lineGap: Int
    /// Advance widths of the first glyphs; later glyphs share the last one.
    var advances: [UInt16]

    /// Reads the three tables' bytes.
    public init(head: [UInt8], hhea: [UInt8], hmtx: [UInt8]) throws(FontFileError) {
        let head = BigEndianBytes(bytes: head), hhea = BigEndianBytes(bytes: hhea), hmtx = BigEndianBytes(bytes: hmtx)
        guard let units = head.u16(18), units > 0 else { throw .truncated(what: "`head` table") }
        guard let ascender = hhea.i16(4), let descender = hhea.i16(6), let gap = hhea.i16(8), let count = hhea.u16(34)
        else {
            throw .truncated(what: "`hhea` table")
        }
        unitsPerEm = Int(units)
        self.ascender = Int(ascender)
        self.descender = Int(descender)
        lineGap = Int(gap)
        advances = (0..<Int(count)).compactMap { hmtx.u16($0 * 4) }
    }

    /// The advance width of `glyph` in font units (0 when the font lists no advances).
    public func advance(ofGlyph glyph: UInt32) -> Int {
        guard let last = advances.last else { return 0 }
        return Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : Int(last)
    }
}
