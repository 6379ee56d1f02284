import CarouselLSP
import JSON
import SpecIntelligence
import Testing

/// Hover, completion, document symbols and formatting through the protocol.
@Suite struct LanguageServerFeatureTests {
    static let uri = "file:///specs/%E6%97%A5.carousel.toml"
    static let spec = """
        [[carousel]]
        id = "main"
        kind = "paging"
        items = [{ title = "日本語😀", color = "teal" }]

        [carousel.auto]
        interval = "2.5s"

        """

    static func client() -> LSPTestClient {
        let client = LSPTestClient()
        client.start()
        client.open(uri, spec)
        return client
    }

    static func at(_ line: Int, _ character: Int) -> JSONValue {
        .object([LSPJSON.document(uri), ("position", LSPJSON.position(line, character))])
    }

    @Test func hoverOnAKeyAndOnAValueAfterNonASCIIText() {
        let client = Self.client()
        let key = client.request("textDocument/hover", Self.at(2, 1))["result"]
        #expect(key?["contents"]?["kind"] == .string("markdown"))
        #expect(key?["contents"]?["value"]?.string?.contains("paging") == true)
        #expect(key?["range"] == LSPJSON.range(2, 0, 2, 4))
        // `"teal"` after the Japanese title and the emoji: UTF-16 columns 36 to 42 (the emoji is two).
        let value = client.request("textDocument/hover", Self.at(3, 38))["result"]
        #expect(value?["contents"]?["value"]?.string?.contains("#30B0C7") == true, "\(String(describing: value))")
        #expect(value?["range"] == LSPJSON.range(3, 36, 3, 42))
        let duration = client.request("textDocument/hover", Self.at(6, 13))["result"]
        #expect(duration?["contents"]?["value"]?.string?.contains("2.5") == true)
        #expect(client.request("textDocument/hover", Self.at(4, 0))["result"] == .null)
    }

    @Test func completionOffersKindsWithLSPKindsAndTextEdits() throws {
        let client = Self.client()
        let answer = client.request("textDocument/completion", Self.at(2, 9))["result"]
        guard case .array(let items)? = answer?["items"] else {
            Issue.record("no items: \(String(describing: answer))")
            return
        }
        let labels = items.compactMap { $0["label"]?.string }
        #expect(Set(["paging", "stack", "marquee", "focus"]).isSubset(of: Set(labels)), "\(labels)")
        let stack = try #require(items.first { $0["label"] == .string("stack") })
        #expect(stack["kind"] == .integer(12))
        #expect(stack["textEdit"] != nil || stack["insertText"] != nil)
        let colors = client.request("textDocument/completion", Self.at(3, 36))["result"]
        if case .array(let colorItems)? = colors?["items"] {
            #expect(colorItems.contains { $0["kind"] == .integer(16) }, "\(colorItems.prefix(3))")
        } else {
            Issue.record("no colour items")
        }
    }

    @Test func pathCompletionListsTheDocumentsFolderThroughTheLister() {
        struct Lister: PathLister {
            func entries(in directory: String) -> [PathEntry] {
                directory.hasPrefix("/specs") ? [PathEntry(name: "sunrise.png", isDirectory: false)] : []
            }
        }
        let client = LSPTestClient(pathLister: Lister())
        client.start()
        let text = "[[carousel]]\nid = \"a\"\n[[carousel.items]]\nimage = \"\"\n"
        client.open(Self.uri, text)
        let answer = client.request("textDocument/completion", Self.at(3, 9))["result"]
        guard case .array(let items)? = answer?["items"] else {
            Issue.record("no items")
            return
        }
        #expect(items.contains { $0["label"] == .string("sunrise.png") && $0["kind"] == .integer(17) }, "\(items)")
    }

    @Test func documentSymbolsOutlineTheCarousels() {
        let client = Self.client()
        let answer = client.request("textDocument/documentSymbol", .object([LSPJSON.document(Self.uri)]))["result"]
        guard case .array(let symbols)? = answer, let main = symbols.first else {
            Issue.record("no symbols: \(String(describing: answer))")
            return
        }
        #expect(main["name"] == .string("main"))
        #expect(main["kind"] == .integer(5))
        #expect(main["range"]?["start"] == LSPJSON.position(0, 0))
        #expect(main["selectionRange"] != nil)
        #expect(main["children"] != nil)
    }

    @Test func formattingIsOneWholeDocumentEditOrNoneOrAnError() {
        let client = LSPTestClient()
        client.start()
        let messy = "[[carousel]]\nid=\"main\"\nkind   =  \"paging\"\n"
        client.open(Self.uri, messy)
        let format = JSONValue.object([
            LSPJSON.document(Self.uri),
            ("options", .object([("tabSize", .integer(4)), ("insertSpaces", .bool(true))])),
        ])
        guard case .array(let edits)? = client.request("textDocument/formatting", format)["result"] else {
            Issue.record("no edits")
            return
        }
        #expect(edits.count == 1)
        #expect(edits.first?["range"] == LSPJSON.range(0, 0, 3, 0))
        let formatted = LSPJSON.apply(edits, to: messy)
        #expect(formatted == "[[carousel]]\nid = \"main\"\nkind = \"paging\"\n")
        client.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(Self.uri)), ("version", .integer(2))])),
                ("contentChanges", .array([.object([("text", .string(formatted))])])),
            ]))
        #expect(client.request("textDocument/formatting", format)["result"] == .array([]))
        client.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(Self.uri)), ("version", .integer(3))])),
                ("contentChanges", .array([.object([("text", .string("a = = 1\n"))])])),
            ]))
        #expect(client.request("textDocument/formatting", format)["error"]?["code"] == .integer(-32803))
    }
}
