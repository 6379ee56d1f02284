import SourceDiagnostics
import Testing
@testable import TOML

@Suite("Parser spans")
struct ParserSpanTests {
    @Test("keys and values cover exactly their source text")
    func keyAndValue() throws {
        let (result, file) = TestSupport.parse("name = \"x\"\ncount = 0x1F # c\n")
        let name = try #require(result.root["name"])
        #expect(name.key.span == SourceSpan(start: 0, end: 4))
        #expect(TestSupport.text(name.value.span, in: file) == "\"x\"")
        let count = try #require(result.root["count"])
        #expect(TestSupport.text(count.key.span, in: file) == "count")
        #expect(TestSupport.text(count.value.span, in: file) == "0x1F")
    }

    @Test("spans after multi-byte characters are byte offsets; locations count scalars")
    func multiByte() throws {
        let (result, file) = TestSupport.parse("\"é\" = \"ü\"\nnext = 'ö'\n")
        let first = try #require(result.root["é"])
        #expect(first.key.span == SourceSpan(start: 0, end: 4))
        #expect(first.value.span == SourceSpan(start: 7, end: 11))
        #expect(file.location(of: first.value.span.start) == SourceLocation(line: 1, column: 7))
        let next = try #require(result.root["next"])
        #expect(TestSupport.text(next.value.span, in: file) == "'ö'")
        #expect(file.location(of: next.value.span.start) == SourceLocation(line: 2, column: 8))
    }

    @Test("a leading byte order mark is skipped; spans stay byte offsets into the file")
    func byteOrderMark() throws {
        let (result, file) = TestSupport.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a = 1\n".utf8))
        #expect(result.isValid)
        let entry = try #require(result.root["a"])
        #expect(entry.key.span == SourceSpan(start: 3, end: 4))
        #expect(file.location(of: entry.key.span.start) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: entry.value.span.start) == SourceLocation(line: 1, column: 5))
    }

    @Test("CRLF line breaks: spans and lines on later lines")
    func crlf() throws {
        let (result, file) = TestSupport.parse("a = 1\r\n[t]\r\nb = \"\"\"\r\nx\r\n\"\"\"\r\nc = 2\r\n")
        #expect(result.isValid)
        let table = try #require(result.root["t"])
        #expect(TestSupport.text(table.value.span, in: file) == "[t]")
        #expect(file.location(of: table.value.span.start) == SourceLocation(line: 2, column: 1))
        guard case .table(let t) = table.value.kind else { Issue.record("t is not a table"); return }
        let c = try #require(t["c"])
        #expect(file.location(of: c.key.span.start) == SourceLocation(line: 6, column: 1))
        guard case .string(let text) = try #require(t["b"]).value.kind else {
            Issue.record("b is not a string"); return
        }
        #expect(text == "x\r\n")
    }

    @Test("table spans: header text, first key for implicit and dotted tables, braces for inline tables")
    func tableSpans() throws {
        let source =
            "site.name = \"x\"\n[ servers . alpha ]\nip = { v4 = \"1\" }\n[[items]]\nid = 1\n[[items]]\nid = 2\n"
        let (result, file) = TestSupport.parse(source)
        #expect(result.isValid)
        let site = try #require(result.root["site"])
        #expect(TestSupport.text(site.value.span, in: file) == "site")
        #expect(TestSupport.text(site.key.span, in: file) == "site")
        let servers = try #require(result.root["servers"])
        #expect(TestSupport.text(servers.value.span, in: file) == "servers")
        let alpha = try #require(result.root.value("servers.alpha"))
        #expect(TestSupport.text(alpha.span, in: file) == "[ servers . alpha ]")
        guard case .table(let alphaTable) = alpha.kind else { Issue.record("alpha is not a table"); return }
        #expect(alphaTable.origin == .header)
        let ip = try #require(alphaTable["ip"])
        #expect(TestSupport.text(ip.value.span, in: file) == "{ v4 = \"1\" }")
        let items = try #require(result.root["items"])
        #expect(TestSupport.text(items.value.span, in: file) == "[[items]]")
        #expect(file.location(of: items.value.span.start) == SourceLocation(line: 4, column: 1))
        guard case .array(let elements, let isArrayOfTables) = items.value.kind else {
            Issue.record("items is not an array"); return
        }
        #expect(isArrayOfTables)
        #expect(elements.map { file.location(of: $0.span.start).line } == [4, 6])
    }

    @Test("the entry of a dotted key is named by its last part")
    func dottedEntryKey() throws {
        let (result, file) = TestSupport.parse("a . \"b c\" . d = 1\n")
        let a = try #require(result.root["a"])
        guard case .table(let aTable) = a.value.kind, case .table(let bTable)? = aTable["b c"]?.value.kind else {
            Issue.record("expected nested tables")
            return
        }
        let d = try #require(bTable["d"])
        #expect(TestSupport.text(d.key.span, in: file) == "d")
        #expect(TestSupport.text(try #require(aTable["b c"]).key.span, in: file) == "\"b c\"")
        #expect(aTable.origin == .dotted)
    }

    @Test("an implicit table that later gets a header takes the header's span")
    func implicitThenHeader() throws {
        let (result, file) = TestSupport.parse("[a.b]\nx = 1\n[a]\ny = 2\n")
        let a = try #require(result.root["a"])
        #expect(TestSupport.text(a.value.span, in: file) == "[a]")
        guard case .table(let table) = a.value.kind else { Issue.record("a is not a table"); return }
        #expect(table.origin == .header)
        #expect(table.entries.map(\.key.name) == ["b", "y"])
    }
}
