import Testing
@testable import TOML

/// Large but valid inputs stay fast (no quadratic duplicate checks).
@Suite("Parser scaling")
struct ParserScalingTests {
    @Test("an inline table with 50,000 keys parses, and a duplicate at its end is found")
    func wideInlineTable() {
        let keys = (0..<50_000).map { "k\($0) = \($0)" }.joined(separator: ", ")
        let result = TestSupport.parse("t = { \(keys) }\n").result
        #expect(result.isValid)
        guard case .table(let table)? = result.root["t"]?.value.kind else {
            Issue.record("t is not a table")
            return
        }
        #expect(table.entries.count == 50_000)
        #expect(table.entries.last?.key.name == "k49999")
        let duplicate = TestSupport.parse("t = { \(keys), k7 = 1 }\n").result
        #expect(duplicate.diagnostics.map(\.code.text) == [TOMLErrorCode.duplicate.rawValue])
    }

    @Test("a table with 50,000 keys and an array of 50,000 tables")
    func wideTables() {
        let lines = (0..<50_000).map { "k\($0) = \($0)" }.joined(separator: "\n")
        let table = TestSupport.parse("[t]\n\(lines)\nk123 = 0\n").result
        #expect(table.diagnostics.map(\.code.text) == [TOMLErrorCode.duplicate.rawValue])
        let array = TestSupport.parse(String(repeating: "[[a]]\nx = 1\n", count: 50_000)).result
        guard case .array(let elements, true)? = array.root["a"]?.value.kind else {
            Issue.record("a is not an array of tables")
            return
        }
        #expect(elements.count == 50_000)
    }
}
