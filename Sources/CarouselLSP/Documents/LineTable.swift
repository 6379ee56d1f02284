import SourceDiagnostics

/// Converts between UTF-8 byte offsets (the spans of diagnostics) and LSP positions (UTF-16
/// columns) in one document's bytes. Lines end at `\n`; a `\r` before it is not part of the line,
/// and a lone `\r` (TOML refuses it, and `check` reports it) does not end one.
///
/// Out-of-range positions are clamped: a line past the end is the end of the document, a column
/// past the end of its line is the end of the line, and a column inside a surrogate pair is the
/// start of that character. Nothing here traps on any input.
struct LineTable: Sendable {
    /// The bytes the table describes.
    let bytes: [UInt8]
    /// Byte offset of the first byte of every line; `starts[0] == 0`.
    let starts: [Int]

    /// Builds the table of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.starts = SourceFile.lineStarts(of: bytes)
    }

    /// A table of `bytes` whose line starts are already known (``LineTable/edited(_:_:_:)``).
    init(_ bytes: [UInt8], starts: [Int]) {
        self.bytes = bytes
        self.starts = starts
    }

    /// The byte offset of `position` (clamped into the document).
    func offset(of position: LSPPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        let start = starts[position.line]
        let end = lineEnd(position.line)
        var index = start
        var units = 0
        while index < end {
            let length = Self.scalarLength(bytes[index])
            let width = length == 4 ? 2 : 1
            if units + width > position.character { break }
            units += width
            index = min(index + length, end)
        }
        return index
    }

    /// The LSP position of byte `offset` (clamped into the document; an offset inside a character
    /// is the position of that character).
    func position(of offset: Int) -> LSPPosition {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: clamped)
        var index = starts[line]
        var units = 0
        while index < clamped {
            let length = Self.scalarLength(bytes[index])
            if index + length > clamped { break }
            units += length == 4 ? 2 : 1
            index += length
        }
        return LSPPosition(line: line, character: units)
    }

    /// The LSP range of the bytes `start..<end`.
    func range(_ start: Int, _ end: Int) -> LSPRange {
        LSPRange(start: position(of: start), end: position(of: max(start, end)))
    }

    /// The position just after the last byte.
    var endPosition: LSPPosition { position(of: bytes.count) }

    /// The 0-based line holding byte `offset`.
    func lineIndex(containing offset: Int) -> Int {
        Self.lastIndex(in: starts, atOrBefore: offset)
    }

    /// The offset where line `line`'s text ends (before its `\n` or `\r\n`). The last line has
    /// no `\n`, so a `\r` that ends the document is part of it, as any lone `\r` is.
    private func lineEnd(_ line: Int) -> Int {
        guard line + 1 < starts.count else { return bytes.count }
        var end = starts[line + 1] - 1
        if end > starts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The number of bytes of the UTF-8 sequence that starts with `byte` (1 for a stray continuation byte).
    static func scalarLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0..<0xC0: return 1
        case 0xC0..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        default: return 4
        }
    }
}
