import SourceDiagnostics
import Testing
@testable import TOML

@Suite("TOMLDocumentParser")
struct TOMLDocumentParserTests {
    @Test("an empty file is a valid empty table", arguments: ["", "\n", "# only a comment", "  \t\r\n"])
    func emptyFile(_ text: String) {
        let (result, _) = TestSupport.parse(text)
        #expect(result.isValid)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root.entries.isEmpty)
        #expect(result.root.origin == .root)
    }

    @Test("entries keep source order, including tables created later")
    func sourceOrder() {
        let (result, _) = TestSupport.parse("z = 1\na = 2\nm.x = 3\n[b]\n[[c]]\n")
        #expect(result.root.entries.map(\.key.name) == ["z", "a", "m", "b", "c"])
    }

    @Test("origins tell how each table was made")
    func origins() throws {
        let (result, _) = TestSupport.parse("d.x = 1\ni = {}\n[h]\n[p.q]\n[[arr]]\n")
        func origin(_ path: String) -> TOMLTableOrigin? {
            if case .table(let table)? = result.root.value(path)?.kind { return table.origin }
            return nil
        }
        #expect(origin("d") == .dotted)
        #expect(origin("i") == .inline)
        #expect(origin("h") == .header)
        #expect(origin("p") == .implicit)
        #expect(origin("p.q") == .header)
        guard case .array(let elements, true)? = result.root.value("arr")?.kind,
            case .table(let element)? = elements.first?.kind
        else {
            Issue.record("arr is not an array of tables")
            return
        }
        #expect(element.origin == .arrayOfTablesElement)
    }

    @Test(
        "every value kind parses",
        arguments: [
            ("s = \"a\\tb\"", "string"), ("i = -17", "integer"), ("f = 6.02e23", "float"),
            ("b = true", "boolean"), ("d = 1979-05-27T07:32:00Z", "offset date-time"),
            ("d = 1979-05-27T07:32:00", "local date-time"), ("d = 1979-05-27", "local date"),
            ("d = 07:32:00", "local time"), ("a = [1, \"x\", [2]]", "array"), ("t = {x = 1}", "table"),
        ])
    func valueKinds(_ source: String, _ typeName: String) {
        let (result, _) = TestSupport.parse(source)
        #expect(result.isValid)
        #expect(result.root.entries.first?.value.typeName == typeName)
    }

    @Test("arrays of tables mark isArrayOfTables; inline arrays do not")
    func arrayOfTablesFlag() {
        let (result, _) = TestSupport.parse("x = [{a = 1}]\n[[y]]\na = 1\n")
        guard case .array(_, let inline)? = result.root.value("x")?.kind,
            case .array(let elements, let headers)? = result.root.value("y")?.kind
        else {
            Issue.record("expected two arrays")
            return
        }
        #expect(!inline)
        #expect(headers)
        #expect(elements.count == 1)
    }

    @Test("sub-tables of array elements go into the last element")
    func subTableOfLastElement() {
        let (result, _) = TestSupport.parse(
            "[[fruit]]\nname = \"apple\"\n[fruit.physical]\ncolor = \"red\"\n[[fruit]]\nname = \"banana\"\n[fruit.physical]\ncolor = \"yellow\"\n"
        )
        #expect(result.isValid)
        guard case .array(let fruits, _)? = result.root.value("fruit")?.kind, fruits.count == 2,
            case .table(let second) = fruits[1].kind,
            case .string(let color)? = second.value("physical.color")?.kind
        else {
            Issue.record("unexpected structure")
            return
        }
        #expect(color == "yellow")
    }

    @Test(
        "dotted keys in inline tables build nested tables",
        arguments: ["t = {a.b = 1, a.c = 2}", "t = {x = 0, a.b = 1, a.c = 2}"])
    func dottedInline(_ source: String) {
        let (result, _) = TestSupport.parse(source)
        #expect(result.isValid)
        guard case .integer(let c)? = result.root.value("t.a.c")?.kind else {
            Issue.record("t.a.c missing")
            return
        }
        #expect(c == 2)
    }

    @Test(
        "redefinition rules reject these documents",
        arguments: [
            "a = 1\na.b = 2", "a.b = 1\na = 2", "a = {}\na.b = 1", "a = {}\n[a.b]", "[a]\n[a]",
            "[a]\nb = 1\n[a.b]", "[[a]]\n[a]", "[a]\n[[a]]", "a = []\n[[a]]", "[a.b]\n[a]\nb.c = 1",
            "[[a.b]]\n[a]\nb.y = 2", "t = {a = 1, a = 2}", "t = {a.b = 1, a = 2}",
            "[fruit]\napple.taste.sweet = true\n[fruit.apple.taste]",
        ])
    func redefinitions(_ source: String) {
        let (result, _) = TestSupport.parse(source)
        #expect(result.diagnostics.map(\.code.text) == ["E0103"])
    }

    @Test(
        "the spec's valid table layouts are accepted",
        arguments: [
            "[a.b.c]\nx = 1\n[a]\ny = 2", "[fruit]\napple.color = 1\n[fruit.apple.texture]\nsmooth = true",
            "[a]\n[a.b]\n[a.c]", "[[a.b]]\n[a]\nc = 1", "a.b.c = 1\na.b.d = 2",
        ])
    func validLayouts(_ source: String) {
        #expect(TestSupport.parse(source).result.isValid)
    }

    @Test("NUL bytes are rejected wherever they appear", arguments: [0, 4, 6])
    func nul(at offset: Int) {
        var bytes = Array("a = \"x\"\n".utf8)
        bytes.insert(0, at: offset)
        let (result, _) = TestSupport.parse(bytes: bytes)
        #expect(result.diagnostics.map(\.code.text) == ["E0102"])
        #expect(result.diagnostics.first?.span == SourceSpan(start: offset, end: offset + 1))
    }
}
