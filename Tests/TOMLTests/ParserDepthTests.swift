import SourceDiagnostics
import Testing
@testable import TOML

@Suite("Parser nesting limit")
struct ParserDepthTests {
    static let deep = 100_000

    @Test("100,000 nested arrays stop with E0106 instead of overflowing the stack")
    func deepArrays() {
        let (result, file) = TestSupport.parse("a = " + String(repeating: "[", count: Self.deep))
        #expect(result.diagnostics.map(\.code.text) == ["E0106"])
        // `a = ` is 4 columns, then brackets 1...256 are allowed: the 257th is at column 261.
        #expect(TestSupport.firstLocation(result, file) == SourceLocation(line: 1, column: 261))
    }

    @Test("100,000 nested inline tables stop with E0106")
    func deepInlineTables() {
        let (result, _) = TestSupport.parse("a = " + String(repeating: "{b = ", count: Self.deep))
        #expect(result.diagnostics.map(\.code.text) == ["E0106"])
    }

    @Test("100,000 `[` at the start of a line is a syntax error, not a crash")
    func bracketsAsHeader() {
        let (result, file) = TestSupport.parse(String(repeating: "[", count: Self.deep))
        #expect(result.diagnostics.map(\.code.text) == ["E0101"])
        #expect(TestSupport.firstLocation(result, file) == SourceLocation(line: 1, column: 3))
    }

    @Test("a 100,000-part dotted key and header stop with E0106")
    func deepKeys() {
        let key = Array(repeating: "k", count: Self.deep).joined(separator: ".")
        #expect(TestSupport.parse(key + " = 1\n").result.diagnostics.map(\.code.text) == ["E0106"])
        #expect(TestSupport.parse("[" + key + "]\n").result.diagnostics.map(\.code.text) == ["E0106"])
        #expect(TestSupport.parse("[[" + key + "]]\n").result.diagnostics.map(\.code.text) == ["E0106"])
    }

    @Test("exactly maxDepth levels are accepted, one more is rejected", arguments: [1, 3, 10])
    func boundary(maxDepth: Int) {
        let ok = "a = " + String(repeating: "[", count: maxDepth) + String(repeating: "]", count: maxDepth)
        let tooDeep = "a = " + String(repeating: "[", count: maxDepth + 1) + String(repeating: "]", count: maxDepth + 1)
        #expect(TestSupport.parse(ok, maxDepth: maxDepth).result.isValid)
        #expect(TestSupport.parse(tooDeep, maxDepth: maxDepth).result.diagnostics.map(\.code.text) == ["E0106"])
    }

    @Test("table headers count towards the depth of the values below them")
    func headersCount() {
        #expect(TestSupport.parse("[a.b]\nc = 1\n", maxDepth: 2).result.isValid)
        #expect(TestSupport.parse("[a.b]\nc = []\n", maxDepth: 2).result.diagnostics.map(\.code.text) == ["E0106"])
        #expect(TestSupport.parse("[a.b.c]\n", maxDepth: 2).result.diagnostics.map(\.code.text) == ["E0106"])
    }

    @Test("requests above the ceiling are lowered to it")
    func ceiling() {
        let limit = TOMLDocumentParser.depthCeiling
        let text = "a = " + String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(TestSupport.parse(text, maxDepth: 1_000_000).result.diagnostics.map(\.code.text) == ["E0106"])
    }
}
