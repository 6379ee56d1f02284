/// Each glyph's horizontal ink extent (`xMin`, `xMax` of its `glyf` header), in font units: how
/// far a glyph's drawing reaches before its origin or past its advance. TrueType outlines only;
/// a CFF font has no `glyf` table and no bounds here.
public struct GlyphBounds: Sendable, Hashable {
    /// Byte offset of each glyph's data in `glyf` (count + 1 entries).
    let offsets: [Int]
    /// The `glyf` table.
    let glyphs: [UInt8]

    /// Reads `loca` (in the format `head` names) and keeps `glyf`.
    public init(head: [UInt8], loca: [UInt8], glyf: [UInt8]) throws(FontFileError) {
        let head = BigEndianBytes(bytes: head), loca = BigEndianBytes(bytes: loca)
        guard let format = head.i16(50) else { throw .truncated(what: "`head` table") }
        var offsets: [Int] = []
        if format == 0 {
            offsets.reserveCapacity(loca.bytes.count / 2)
            var index = 0
            while let value = loca.u16(index * 2) {
                offsets.append(Int(value) * 2)
                index += 1
            }
        } else {
            offsets.reserveCapacity(loca.bytes.count / 4)
            var index = 0
            while let value = loca.u32(index * 4) {
                offsets.append(Int(value))
                index += 1
            }
        }
        self.offsets = offsets
        glyphs = glyf
    }

    /// The ink's `(xMin, xMax)` of `glyph` in font units; nil for a glyph without outline (a space).
    public func horizontalExtent(ofGlyph glyph: UInt32) -> (min: Int, max: Int)? {
        let index = Int(glyph)
        guard index + 1 < offsets.count, offsets[index + 1] > offsets[index] else { return nil }
        let reader = BigEndianBytes(bytes: glyphs)
        guard let low = reader.i16(offsets[index] + 2), let high = reader.i16(offsets[index] + 6) else { return nil }
        return (Int(low), Int(high))
    }
}
