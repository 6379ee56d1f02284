import SourceDiagnostics
import Testing
@testable import TOML

/// Each case marks the expected error position with `‸` inside the TOML source.
@Suite("Parser error positions")
struct ParserErrorPositionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let marked: String
        let code: String
        var testDescription: String { marked.debugDescription }
    }

    static let cases: [Case] = [
        Case(marked: "a = 1\nb = ‸?\n", code: "E0101"),
        Case(marked: "a = 1\r\nb = ‸?\r\n", code: "E0101"),
        Case(marked: "key ‸1\n", code: "E0101"),
        Case(marked: "‸é = 1\n", code: "E0101"),
        Case(marked: "\"é\" = ‸?\n", code: "E0101"),
        Case(marked: "[table]\nname = \"ünïcödé\" ‸x\n", code: "E0101"),
        Case(marked: "a = [1, 2 ‸3]\n", code: "E0101"),
        Case(marked: "t = {a = 1‸, }\n", code: "E0101"),
        Case(marked: "a = \"abc‸\nb = 1\n", code: "E0108"),
        Case(marked: "t = {a = 1‸\n}\n", code: "E0108"),
        Case(marked: "[a.b‸\n", code: "E0108"),
        Case(marked: "a = 1\n‸a = 2\n", code: "E0103"),
        Case(marked: "[a]\nx = 1\n‸[a]\n", code: "E0103"),
        Case(marked: "[[a]]\n‸[a]\n", code: "E0103"),
        Case(marked: "a = {x = 1}\n‸[a]\n", code: "E0103"),
        Case(marked: "[fruit]\napple.color = \"red\"\n‸[fruit.apple]\n", code: "E0103"),
        Case(marked: "[a.b.c]\nz = 9\n[a]\nb.‸c.t = 1\n", code: "E0103"),
        Case(marked: "x = ‸9223372036854775808\n", code: "E0104"),
        Case(marked: "x = ‸-9223372036854775809\n", code: "E0104"),
        Case(marked: "x = ‸0x8000000000000000\n", code: "E0104"),
        Case(marked: "x = ‸012\n", code: "E0104"),
        Case(marked: "x = ‸1__0\n", code: "E0104"),
        Case(marked: "x = ‸1.\n", code: "E0104"),
        Case(marked: "d = ‸2021-02-29\n", code: "E0105"),
        Case(marked: "d = ‸1979-05-27T24:00:00Z\n", code: "E0105"),
        Case(marked: "d = ‸1979-05-27 07:32\n", code: "E0105"),
        Case(marked: "s = \"a‸\\q\"\n", code: "E0107"),
        Case(marked: "s = \"‸\\uD800\"\n", code: "E0107"),
        Case(marked: "s = \"‸\\U00110000\"\n", code: "E0107"),
        Case(marked: "s = \"x‸\u{0}\"\n", code: "E0102"),
        Case(marked: "# comment ‸\u{7}\n", code: "E0102"),
        Case(marked: "a = 1‸\rb = 2\n", code: "E0102"),
    ]

    @Test("the first error is reported at the marked line and column", arguments: cases)
    func markedPosition(_ testCase: Case) {
        let (source, line, column) = TestSupport.unmark(testCase.marked)
        let (result, file) = TestSupport.parse(source)
        #expect(!result.isValid)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.code.text == testCase.code)
        #expect(result.diagnostics.first?.severity == .error)
        #expect(TestSupport.firstLocation(result, file) == SourceLocation(line: line, column: column))
    }

    @Test("a duplicate key carries a label at the first definition")
    func duplicateLabel() {
        let (result, file) = TestSupport.parse("name = 1\nother = 2\nname = 3\n")
        let label = result.diagnostics.first?.labels.first
        #expect(label.map { file.location(of: $0.span.start) } == SourceLocation(line: 1, column: 1))
        #expect(label?.message == "first defined here")
    }

    @Test("a redefined table's label points at the first header")
    func redefinedTableLabel() {
        let (result, file) = TestSupport.parse("[server]\nport = 1\n\n[server]\n")
        let label = try? #require(result.diagnostics.first?.labels.first)
        #expect(label.map { TestSupport.text($0.span, in: file) } == "[server]")
        #expect(label.map { file.location(of: $0.span.start) } == SourceLocation(line: 1, column: 1))
    }

    @Test("invalid UTF-8 is reported at the offending byte")
    func invalidUTF8() {
        let bytes = Array("a = \"é".utf8) + [0xFF] + Array("\"\n".utf8)
        let (result, file) = TestSupport.parse(bytes: bytes)
        #expect(result.diagnostics.first?.code.text == "E0102")
        #expect(result.diagnostics.first?.span == SourceSpan(start: 7, end: 8))
        #expect(TestSupport.firstLocation(result, file) == SourceLocation(line: 1, column: 7))
    }

    @Test("an error after a byte order mark counts columns without the BOM")
    func errorAfterBOM() {
        let (result, file) = TestSupport.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("= 1\n".utf8))
        #expect(result.diagnostics.first?.code.text == "E0101")
        #expect(TestSupport.firstLocation(result, file) == SourceLocation(line: 1, column: 1))
    }

    @Test("parsing stops at the first error but keeps what came before")
    func partialRoot() {
        let (result, _) = TestSupport.parse("a = 1\nb = \"two\"\nc = ?\nd = 4\n")
        #expect(result.diagnostics.count == 1)
        #expect(result.root.entries.map(\.key.name) == ["a", "b"])
    }
}
