/// The lines of a text for ``UnifiedDiff``: where each starts and a hash of its bytes, 16 bytes
/// a line, never a copy or a slice of it (a 13 MB spec has 800,000 lines: slices of 32 bytes
/// and a dictionary of line ids held three times as much).
struct TextLines {
    /// The text.
    let bytes: [UInt8]
    /// Where each line starts, then the text's end (so line `i` is `starts[i]..<starts[i + 1]`).
    private let starts: [Int]
    /// A hash of each line's bytes: lines with different hashes differ.
    private let hashes: [Int]

    /// The lines of `bytes`, each with its line break (the last may have none; an empty text
    /// has no lines).
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var count = 0
        for byte in bytes where byte == 0x0A { count += 1 }
        var starts: [Int] = []
        starts.reserveCapacity(count + 2)
        var hashes: [Int] = []
        hashes.reserveCapacity(count + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            for index in buffer.indices where buffer[index] == 0x0A {
                starts.append(start)
                hashes.append(Self.hash(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[start...index]))))
                start = index + 1
            }
            if start < buffer.count {
                starts.append(start)
                hashes.append(Self.hash(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[start...]))))
            }
        }
        starts.append(bytes.count)
        self.starts = starts
        self.hashes = hashes
    }

    /// The number of lines.
    var count: Int { hashes.count }

    /// Line `index`, with its line break.
    func line(_ index: Int) -> ArraySlice<UInt8> { bytes[starts[index]..<starts[index + 1]] }

    /// Whether line `index` equals line `otherIndex` of `other` (hashes first, then the bytes).
    func same(_ index: Int, as other: TextLines, _ otherIndex: Int) -> Bool {
        guard hashes[index] == other.hashes[otherIndex] else { return false }
        return line(index).elementsEqual(other.line(otherIndex))
    }

    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: bytes)
        return hasher.finalize()
    }
}
