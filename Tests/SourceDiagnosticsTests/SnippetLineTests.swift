import Testing
@testable import SourceDiagnostics

@Suite struct SnippetLineTests {
    @Test func shortLinesAreShownWhole() {
        let file = SourceFile(path: "x", text: "key = 1\n")
        let line = SnippetLine(file: file, index: 0, focus: 6..<7)
        #expect(line.text == "key = 1")
        #expect(line.cell(ofByte: 6) == 6)
    }

    @Test func longLinesAreCutAroundTheFocus() {
        let text = String(repeating: "a", count: 5000) + "BAD" + String(repeating: "b", count: 5000)
        let file = SourceFile(path: "x", text: text)
        let line = SnippetLine(file: file, index: 0, focus: 5000..<5003)
        #expect(line.cutBefore && line.cutAfter)
        #expect(line.text.count == 3 + SnippetLine.maxBytes + 3)
        let cell = line.cell(ofByte: 5000)
        let characters = Array(line.text)
        #expect(String(characters[cell..<(cell + 3)]) == "BAD")
    }

    @Test func cutsNeverSplitACharacter() {
        let text = String(repeating: "é", count: 3000)
        let file = SourceFile(path: "x", text: text)
        let line = SnippetLine(file: file, index: 0, focus: 3001..<3003)
        #expect(!line.text.contains("\u{FFFD}"))
    }

    @Test func humanOutputOfAHugeLineStaysShort() {
        let text = "a = [" + String(repeating: "1, ", count: 100_000) + "x]\n"
        let file = SourceFile(path: "big.toml", text: text)
        let offset = text.utf8.count - 3
        let diagnostic = Diagnostic(
            severity: .error, code: DiagnosticID("E0101"), message: "bad value",
            span: SourceSpan(start: offset, end: offset + 1))
        let output = HumanRenderer(options: RenderOptions()).render(diagnostic, in: file)
        #expect(output.utf8.count < 600)
        #expect(output.contains(" --> big.toml:1:300006"))
        let rows = output.split(separator: "\n").map(String.init)
        let source = rows[3]
        let caret = rows[4].firstIndex(of: "^").map { rows[4].distance(from: rows[4].startIndex, to: $0) } ?? -1
        #expect(caret >= 0 && Array(source)[caret] == "x")
    }
}
