import SourceDiagnostics
import Testing

@testable import CarouselLSP

/// The line starts carried over an edit (``LineTable/edited(_:replacing:_:with:)``) are the ones
/// a scan of the edited text finds, for seeded random edits of text with `\n`, `\r\n` and
/// multi-byte characters; and a document's table after incremental edits is a fresh one.
@Suite struct LineTableEditTests {
    static let pieces = ["a", "\n", "\r\n", "日", "😀", "key = 1\n", "", "\n\n", "# x\n"]

    @Test func editedStartsAreTheStartsOfTheEditedText() {
        var random = SeededRandom(seed: 2026)
        var bytes: [UInt8] = Array("first\nsecond\r\nthird".utf8)
        var starts = SourceFile.lineStarts(of: bytes)
        for _ in 0..<3_000 {
            let a = Int(random.next() % UInt64(bytes.count + 1))
            let b = Int(random.next() % UInt64(bytes.count + 1))
            let (start, end) = (min(a, b), min(max(a, b), min(a, b) + 12))
            let inserted = Array(
                (0..<Int(random.next() % 4)).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }
                    .joined().utf8)
            bytes.replaceSubrange(start..<end, with: inserted)
            starts = LineTable.edited(starts, replacing: start, end, with: inserted)
            #expect(starts == SourceFile.lineStarts(of: bytes))
            if bytes.count > 400 { bytes.removeSubrange(200...); starts = SourceFile.lineStarts(of: bytes) }
        }
    }

    @Test func aDocumentsTableAfterIncrementalEditsIsAFreshTable() {
        var document = TextDocument(uri: "file:///a.toml", version: 1, text: "ab\n日本😀x\r\nlast\n")
        var random = SeededRandom(seed: 11)
        for _ in 0..<500 {
            let table = document.lines()
            let start = table.position(of: Int(random.next() % UInt64(table.bytes.count + 1)))
            let end = LSPPosition(line: start.line + Int(random.next() % 2), character: Int(random.next() % 5))
            document.replace(
                LSPRange(start: start, end: end), with: Self.pieces[Int(random.next() % UInt64(Self.pieces.count))])
            #expect(document.lines().starts == LineTable(document.bytes).starts)
            #expect(document.lines().bytes == document.bytes)
        }
    }
}
