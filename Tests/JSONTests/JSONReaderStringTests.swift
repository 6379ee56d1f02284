import Testing

@testable import JSON

/// The string reader's plain-run fast path against the writer: every string written by
/// ``JSONStringLiteral`` reads back as itself, whatever mix of plain runs and escapes it has.
@Suite struct JSONReaderStringTests {
    static let pieces = [
        "plain", "\n", "\"", "\\", "日本", "😀", "\u{2028}", "\u{7F}", "\u{01}", "\t", "/", "", " ", "é",
        "[[carousel.items]]\nid = \"x\"\n",
    ]

    @Test func writtenStringsReadBackAsThemselves() throws {
        var state: UInt64 = 12_345
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(Self.next(&state) % 12) {
                text += Self.pieces[Int(Self.next(&state) % UInt64(Self.pieces.count))]
            }
            let literal = JSONStringLiteral.quoted(text)
            #expect(try JSONReader.read(literal).string == text, "\(literal)")
            // Inside an object, after a key, as the LSP messages carry it.
            let object = try JSONReader.read("{\"text\":\(literal),\"n\":1}")
            #expect(object["text"]?.string == text)
        }
    }

    @Test func aLongDocumentWithALineBreakEveryFewBytesReadsBack() throws {
        let text = (0..<20_000).map { "title = \"Item \($0)\"\r\n" }.joined()
        #expect(try JSONReader.read(JSONStringLiteral.quoted(text)).string == text)
    }

    @Test func anEscapeAtTheEndOfTheInputIsUnterminated() {
        #expect(throws: JSONError.self) { try JSONReader.read("\"abc\\") }
        #expect(throws: JSONError.self) { try JSONReader.read("\"abc\\n") }
    }

    private static func next(_ state: inout UInt64) -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
