import Testing

@testable import CarouselLSP

@Suite struct LineTableTests {
    // "日" is 3 bytes and 1 UTF-16 unit; "😀" is 4 bytes and 2 units (a surrogate pair).
    let table = LineTable(Array("ab\n日本😀x\r\nlast".utf8))

    @Test func bytesAfterNonASCIITextBecomeUTF16Columns() {
        let x = Array("ab\n日本😀".utf8).count
        #expect(table.position(of: x) == LSPPosition(line: 1, character: 4))
        #expect(table.offset(of: LSPPosition(line: 1, character: 4)) == x)
        #expect(table.position(of: 3 + 3) == LSPPosition(line: 1, character: 1))
    }

    @Test func positionsOutOfRangeAreClampedNeverTrapped() {
        let bytes = Array("ab\n日本😀x\r\nlast".utf8)
        #expect(table.offset(of: LSPPosition(line: 99, character: 0)) == bytes.count)
        #expect(table.offset(of: LSPPosition(line: 0, character: 99)) == 2)
        // The column past "x" stops before the "\r\n".
        #expect(table.offset(of: LSPPosition(line: 1, character: 99)) == Array("ab\n日本😀x".utf8).count)
        #expect(table.offset(of: LSPPosition(line: -3, character: -3)) == 0)
        #expect(table.position(of: -5) == LSPPosition(line: 0, character: 0))
        #expect(table.position(of: 10_000) == LSPPosition(line: 2, character: 4))
    }

    @Test func aColumnInsideASurrogatePairIsTheStartOfTheCharacter() {
        let emoji = Array("ab\n日本".utf8).count
        #expect(table.offset(of: LSPPosition(line: 1, character: 3)) == emoji)
        // A byte offset inside the emoji's four bytes is the emoji's position.
        #expect(table.position(of: emoji + 2) == LSPPosition(line: 1, character: 2))
    }

    @Test func anEmptyDocumentHasOneEmptyLine() {
        let empty = LineTable([])
        #expect(empty.endPosition == LSPPosition(line: 0, character: 0))
        #expect(empty.offset(of: LSPPosition(line: 5, character: 5)) == 0)
    }

    @Test func fileURIsBecomePathsAndBack() {
        #expect(DocumentURI.path(of: "file:///tmp/a%20b/%E6%97%A5.toml") == "/tmp/a b/日.toml")
        #expect(DocumentURI.uri(ofPath: "/tmp/a b/日.toml") == "file:///tmp/a%20b/%E6%97%A5.toml")
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == "untitled:Untitled-1")
        #expect(DocumentURI.path(of: "file://localhost/etc/x%zz") == "/etc/x%zz")
    }

    @Test func aLoneCarriageReturnIsPartOfItsLineEvenAtTheEnd() {
        let table = LineTable(Array("a\rb\r\nc\r".utf8))
        #expect(table.offset(of: LSPPosition(line: 0, character: 99)) == 3)
        #expect(table.position(of: 2) == LSPPosition(line: 0, character: 2))
        // The "\r" that ends the document is a character of the last line.
        #expect(table.offset(of: LSPPosition(line: 1, character: 2)) == 7)
        #expect(table.endPosition == LSPPosition(line: 1, character: 2))
    }
}
