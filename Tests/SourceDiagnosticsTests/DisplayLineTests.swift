import Testing
@testable import SourceDiagnostics

@Suite struct DisplayLineTests {
    @Test func tabsExpandToFourCells() {
        let line = DisplayLine(bytes: ArraySlice(Array("\tx".utf8)))
        #expect(line.text == "    x")
        #expect(line.cell(ofColumn: 2) == 4)
    }

    @Test func controlBytesBecomeVisible() {
        let line = DisplayLine(bytes: ArraySlice([0x61, 0x00, 0x62, 0x1B]))
        #expect(line.text == "a\u{2400}b\u{241B}")
        #expect(line.columnCount == 4)
    }

    @Test func invalidUTF8KeepsTheColumnsOfSourceFile() {
        // 0xFF is one column (it is not a continuation byte); a stray 0x80 at the start shares column 1.
        let bytes: [UInt8] = [0x80, 0x61, 0xFF, 0x62]
        let line = DisplayLine(bytes: ArraySlice(bytes))
        let file = SourceFile(path: "x", bytes: bytes)
        #expect(line.columnCount == 3)
        #expect(file.location(of: 3).column == 3)
        #expect(line.cell(ofColumn: 3) == 2)
        #expect(line.text == "\u{FFFD}\u{FFFD}b")
    }

    @Test func wideAndCombiningCharacters() {
        let line = DisplayLine(bytes: ArraySlice(Array("日e\u{301}x".utf8)))
        #expect(line.columnCount == 4)
        #expect(line.cell(ofColumn: 2) == 2)
        #expect(line.cell(ofColumn: 4) == 3)
        #expect(line.width == 4)
    }

    @Test func bidiControlsAreReplaced() {
        let line = DisplayLine(bytes: ArraySlice(Array("a\u{202E}b".utf8)))
        #expect(line.text == "a\u{FFFD}b")
    }

    @Test func columnsPastTheEndTakeOneCellEach() {
        let line = DisplayLine(bytes: ArraySlice(Array("ab".utf8)))
        #expect(line.cell(ofColumn: 5) == 4)
    }
}
