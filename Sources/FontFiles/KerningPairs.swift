/// The pairs of a font's `kern` table (format 0 subtables of horizontal kerning), in font units:
/// what a shaper may add between two glyphs. Only the pairs that widen a line are kept, as text
/// is measured so that it is never narrower than drawn.
public struct KerningPairs: Sendable, Hashable {
    /// Positive adjustments by `left << 16 | right` glyph.
    let widening: [UInt32: Int]

    /// No pairs.
    public init() { widening = [:] }

    /// Reads the bytes of a `kern` table (version 0, the Microsoft layout TrueType fonts use).
    public init(table: [UInt8]) {
        let reader = BigEndianBytes(bytes: table)
        var pairs: [UInt32: Int] = [:]
        guard reader.u16(0) == 0, let count = reader.u16(2) else {
            widening = [:]
            return
        }
        var offset = 4
        for _ in 0..<min(Int(count), 64) {
            guard let length = reader.u16(offset + 2), let coverage = reader.u16(offset + 4), length >= 6 else { break }
            // Format 0 (high byte), horizontal (bit 0), not cross-stream (bit 2), not a minimum (bit 1).
            if coverage >> 8 == 0, coverage & 0x1 == 1, coverage & 0x6 == 0, let pairCount = reader.u16(offset + 6) {
                for pair in 0..<Int(pairCount) {
                    let base = offset + 14 + pair * 6
                    guard let left = reader.u16(base), let right = reader.u16(base + 2),
                        let value = reader.i16(base + 4)
                    else { break }
                    if value > 0 { pairs[UInt32(left) << 16 | UInt32(right)] = Int(value) }
                }
            }
            offset += Int(length)
        }
        widening = pairs
    }

    /// The widening between `left` and `right` in font units (0 for none).
    public func widening(between left: UInt32, and right: UInt32) -> Int {
        widening[left << 16 | right] ?? 0
    }
}
