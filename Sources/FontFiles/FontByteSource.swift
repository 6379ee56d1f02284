/// Where a font file's bytes come from: a whole file in memory, or ranged reads of a file on disk
/// (so a 20 MB collection is read for its table directory and character map only).
public protocol FontByteSource {
    /// `count` bytes starting at byte `offset`, or nil when the source is shorter.
    func bytes(at offset: Int, count: Int) -> [UInt8]?
}

extension Array: FontByteSource where Element == UInt8 {
    /// `count` bytes of the array from `offset`, or nil past its end.
    public func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset <= self.count - count else { return nil }
        return Array(self[offset..<(offset + count)])
    }
}

/// Big-endian reads from a byte array that never trap: out of range reads give nil.
struct BigEndianBytes {
    let bytes: [UInt8]

    func u8(_ offset: Int) -> UInt8? {
        bytes.indices.contains(offset) ? bytes[offset] : nil
    }

    func u16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func i16(_ offset: Int) -> Int16? { u16(offset).map { Int16(bitPattern: $0) } }

    func u32(_ offset: Int) -> UInt32? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
