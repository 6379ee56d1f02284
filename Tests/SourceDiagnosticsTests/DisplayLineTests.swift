import Testing
@testable import SourceDiagnostics

@Suite struct DisplayLineTests {
    private func line(_ bytes: [UInt8]) -> DisplayLine { DisplayLine(bytes: ArraySlice(bytes)) }

    @Test func tabsExpandToFourCells() {
        let display = line(Array("\tx".utf8))
        #expect(display.text == "    x")
        #expect(display.cell(ofByte: 1) == 4)
    }

    @Test func controlBytesBecomeMarkers() {
        let display = line([0x61, 0x00, 0x62, 0x1B, 0x7F])
        #expect(display.text == "a<U+0000>b<U+001B><U+007F>")
        #expect(display.columnCount == 5)
        // Each marker takes its eight cells, so a caret under `b` lands under it.
        #expect(display.cell(ofByte: 2) == 9)
    }

    @Test func invalidUTF8KeepsTheColumnsOfSourceFile() {
        // 0xFF is one column (it is not a continuation byte); a stray 0x80 at the start shares column 1.
        let bytes: [UInt8] = [0x80, 0x61, 0xFF, 0x62]
        let display = line(bytes)
        let file = SourceFile(path: "x", bytes: bytes)
        #expect(display.columnCount == 3)
        #expect(file.location(of: 3).column == 3)
        #expect(display.cell(ofByte: 3) == 2)
        #expect(display.text == "\u{FFFD}\u{FFFD}b")
    }

    @Test func wideAndCombiningCharacters() {
        let display = line(Array("日e\u{301}x".utf8))
        #expect(display.columnCount == 4)
        #expect(display.cell(ofByte: 3) == 2)
        // The combining accent takes no cell, so `x` (byte 6) is at cell 3.
        #expect(display.cell(ofByte: 6) == 3)
        #expect(display.width == 4)
    }

    @Test func bytesInsideACharacterMapToItsCell() {
        let display = line(Array("a日b".utf8))
        #expect(display.cell(ofByte: 2) == 1)
        #expect(display.cell(ofByte: 4) == 3)
    }

    @Test func bidiControlsAreReplaced() {
        #expect(line(Array("a\u{202E}b".utf8)).text == "a<U+202E>b")
        #expect(line(Array("\u{200F}\u{9B}".utf8)).text == "<U+200F><U+009B>")
    }

    @Test func offsetsPastTheEndTakeOneCellEach() {
        #expect(line(Array("ab".utf8)).cell(ofByte: 4) == 4)
    }
}
