import SourceDiagnostics
import Testing
@testable import TOML

@Suite("Parser array-element limit")
struct ParserElementLimitTests {
    static let limit = Parser.maxArrayElements

    @Test("exactly the limit of inline-array elements is accepted, spread over several arrays")
    func atTheLimit() {
        let half = Self.limit / 2
        let text =
            "a = [" + String(repeating: "1,", count: half) + "]\n"
            + "b = [" + String(repeating: "{},", count: Self.limit - half) + "]\n"
        #expect(TestSupport.parse(text).result.diagnostics.isEmpty)
    }

    @Test("one element past the limit stops with E0106 at that element")
    func pastTheLimit() {
        let text = "a = [" + String(repeating: "1,", count: Self.limit) + "2]\n"
        let (result, file) = TestSupport.parse(text)
        #expect(result.diagnostics.map(\.code.text) == ["E0106"])
        #expect(result.diagnostics.first?.message.contains("more than 250000 array elements") == true)
        // `a = [` is 5 columns, then `1,` pairs: the element past the limit starts after them.
        #expect(TestSupport.firstLocation(result, file) == SourceLocation(line: 1, column: 6 + 2 * Self.limit))
    }

    @Test("arrays of tables do not count against the limit")
    func arraysOfTablesDoNotCount() {
        let text = String(repeating: "[[t]]\n", count: Self.limit + 10)
        #expect(TestSupport.parse(text).result.diagnostics.isEmpty)
    }
}
