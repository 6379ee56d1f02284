/// A piece of one source line prepared for a terminal: printable text and where each byte lands.
///
/// Columns follow ``SourceFile/location(of:)``: every byte that is not a UTF-8 continuation
/// byte starts a column. Tabs become four spaces, control characters (C0, DEL, C1 and
/// bidirectional controls) become their ``TerminalText`` marker (`<U+001B>`), invalid UTF-8
/// becomes `�`, and East Asian wide characters take two cells, so carets line up under the text.
struct DisplayLine {
    /// Spaces printed for one tab.
    static let tabWidth = 4

    /// The printable text.
    let text: String
    /// Absolute byte offset where each column starts, in order.
    let columnStarts: [Int]
    /// `offsets[i]` is the number of cells before column `i`; one more entry than columns.
    let offsets: [Int]
    /// One past the last byte shown.
    let endOffset: Int

    /// Prepares `bytes` (a slice of the file's bytes, no line break); indices are file offsets.
    init(bytes: ArraySlice<UInt8>) {
        var text = ""
        var starts: [Int] = []
        var offsets = [0]
        var cells = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var next = index + 1
            while next < bytes.endIndex, bytes[next] & 0xC0 == 0x80 { next += 1 }
            // Stray continuation bytes at the start share a column with the first real character.
            if index == bytes.startIndex, bytes[index] & 0xC0 == 0x80, next < bytes.endIndex {
                next += 1
                while next < bytes.endIndex, bytes[next] & 0xC0 == 0x80 { next += 1 }
            }
            let (piece, width) = DisplayLine.display(bytes[index..<next])
            text += piece
            cells += width
            starts.append(index)
            offsets.append(cells)
            index = next
        }
        self.text = text
        self.columnStarts = starts
        self.offsets = offsets
        self.endOffset = bytes.endIndex
    }

    /// The number of cells the text takes.
    var width: Int { offsets[offsets.count - 1] }

    /// The number of columns (scalars) shown.
    var columnCount: Int { columnStarts.count }

    /// The cell where the byte at file offset `offset` is drawn; offsets past the end take one cell each.
    func cell(ofByte offset: Int) -> Int {
        if offset >= endOffset { return width + (offset - endOffset) }
        var low = 0
        var high = columnStarts.count - 1
        guard high >= 0, offset >= columnStarts[0] else { return 0 }
        while low < high {
            let mid = (low + high + 1) / 2
            if columnStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return offsets[low]
    }

    /// What one column's bytes look like, and how many cells they take.
    private static func display(_ group: ArraySlice<UInt8>) -> (String, Int) {
        if group.count == 1, let byte = group.first, byte < 0x80 {
            if byte == 0x09 { return (String(repeating: " ", count: tabWidth), tabWidth) }
            if TerminalText.isControl(UInt32(byte)) {
                let marker = TerminalText.marker(UInt32(byte))
                return (marker, marker.utf8.count)
            }
            return (String(Character(Unicode.Scalar(byte))), 1)
        }
        let decoded = String(decoding: group, as: UTF8.self)
        let scalars = decoded.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return ("\u{FFFD}", 1) }
        if TerminalText.isControl(scalar.value) {
            let marker = TerminalText.marker(scalar.value)
            return (marker, marker.utf8.count)
        }
        return (decoded, DisplayWidth.of(scalar.value))
    }
}
