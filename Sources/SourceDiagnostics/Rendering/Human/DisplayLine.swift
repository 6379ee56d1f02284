/// One source line prepared for a terminal: printable text and where each column lands.
///
/// Columns follow ``SourceFile/location(of:)``: every byte that is not a UTF-8 continuation
/// byte starts a column. Tabs become four spaces, control bytes become their visible Control
/// Pictures (`␀`), invalid UTF-8 and bidirectional controls become `�`, and East Asian wide
/// characters take two cells, so carets line up under the text.
struct DisplayLine {
    /// Spaces printed for one tab.
    static let tabWidth = 4

    /// The printable text.
    let text: String
    /// `offsets[i]` is the number of cells before 0-based column `i`; one more entry than columns.
    let offsets: [Int]

    /// Prepares the bytes of one line (no line break).
    init(bytes: ArraySlice<UInt8>) {
        var text = ""
        var offsets = [0]
        var cells = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var next = index + 1
            while next < bytes.endIndex, bytes[next] & 0xC0 == 0x80 { next += 1 }
            // Stray continuation bytes at the start share column 1 with the first real character.
            if index == bytes.startIndex, bytes[index] & 0xC0 == 0x80, next < bytes.endIndex {
                next += 1
                while next < bytes.endIndex, bytes[next] & 0xC0 == 0x80 { next += 1 }
            }
            let (piece, width) = DisplayLine.display(bytes[index..<next])
            text += piece
            cells += width
            offsets.append(cells)
            index = next
        }
        self.text = text
        self.offsets = offsets
    }

    /// The number of cells the whole line takes.
    var width: Int { offsets[offsets.count - 1] }

    /// The number of columns (scalars) on the line.
    var columnCount: Int { offsets.count - 1 }

    /// The cell offset of the 1-based `column`; columns past the end take one cell each.
    func cell(ofColumn column: Int) -> Int {
        let index = max(column - 1, 0)
        if index < offsets.count { return offsets[index] }
        return width + (index - columnCount)
    }

    /// The 1-based column of the first character that is not a space or tab (1 for a blank line).
    func firstContentColumn(in bytes: ArraySlice<UInt8>) -> Int {
        var column = 1
        for byte in bytes {
            if byte != 0x20, byte != 0x09 { return column }
            column += 1
        }
        return 1
    }

    /// What one column's bytes look like, and how many cells they take.
    private static func display(_ group: ArraySlice<UInt8>) -> (String, Int) {
        if group.count == 1, let byte = group.first, byte < 0x80 {
            if byte == 0x09 { return (String(repeating: " ", count: tabWidth), tabWidth) }
            if byte < 0x20 { return (String(Character(Unicode.Scalar(0x2400 + UInt32(byte)) ?? "?")), 1) }
            if byte == 0x7F { return ("\u{2421}", 1) }
            return (String(Character(Unicode.Scalar(byte))), 1)
        }
        let decoded = String(decoding: group, as: UTF8.self)
        let scalars = decoded.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return ("\u{FFFD}", 1) }
        if DisplayWidth.isHidden(scalar.value) { return ("\u{FFFD}", 1) }
        return (decoded, DisplayWidth.of(scalar.value))
    }
}

/// Terminal cell widths of Unicode scalars (a compact approximation of UAX #11).
enum DisplayWidth {
    /// 0 for combining marks and zero-width characters, 2 for wide and fullwidth characters, else 1.
    static func of(_ value: UInt32) -> Int {
        for range in zeroWidth where range.contains(value) { return 0 }
        for range in wide where range.contains(value) { return 2 }
        return 1
    }

    /// Characters that would be invisible or reorder the line (C1 controls, bidi controls).
    static func isHidden(_ value: UInt32) -> Bool {
        (0x80...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    private static let zeroWidth: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
        0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x20D0...0x20FF, 0xFE00...0xFE0F,
        0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]

    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x25FD...0x25FE,
        0x2614...0x2615, 0x2648...0x2653, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE,
        0x26C4...0x26C5, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F5, 0x26FA...0x26FD,
        0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C, 0x2753...0x2755,
        0x2795...0x2797, 0x27B0...0x27B0, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2E80...0x303E,
        0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
        0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
        0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD,
    ]
}
