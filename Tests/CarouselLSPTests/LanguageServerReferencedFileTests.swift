import CarouselLSP
import JSON
import Testing

/// Problems in the files a spec reads (its base through `extends`, the CSV of an item source)
/// are published to those files' own URIs, once, and cleared when no open spec reports them.
@Suite struct LanguageServerReferencedFileTests {
    static let theme = "file:///p/theme.carousel.toml"
    static let csv = "file:///p/items.csv"
    static let spec = "file:///p/a.carousel.toml"
    static let files = [
        "/p/theme.carousel.toml": "[defaults]\nspacing = \"wide\"\n",
        "/p/items.csv": "title,color\nOne,#112233\nTwo,blue-ish\n",
    ]
    static let text =
        "extends = \"theme.carousel.toml\"\n\n[[carousel]]\nid = \"a\"\n\n[carousel.source]\ncsv = \"items.csv\"\n"

    /// The `publishDiagnostics` of `uri` in `messages`, each as a list of (code, range).
    static func published(_ messages: [JSONValue], _ uri: String) -> [[(String, JSONValue)]] {
        messages.filter {
            $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(uri)
        }.map { message in
            guard case .array(let list)? = message["params"]?["diagnostics"] else { return [] }
            return list.map { ($0["code"]?.string ?? "", $0["range"] ?? .null) }
        }
    }

    static func change(_ client: LSPTestClient, _ uri: String, version: Int, to text: String) -> [JSONValue] {
        client.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", .integer(version))])),
                ("contentChanges", .array([.object([("text", .string(text))])])),
            ]))
    }

    @Test func aBasesAndASourcesProblemsArePublishedInTheirFilesOnceAndClearedWhenNoLongerRead() throws {
        let client = LSPTestClient(files: Self.files)
        client.start()
        let own = client.open(Self.spec, Self.text)
        #expect(own.compactMap { $0["code"]?.string } == ["E0383"], "the spec says its source has errors")
        let base = Self.published(client.received, Self.theme)
        #expect(base.count == 1)
        #expect(base.first?.map(\.0) == ["E0202"])
        #expect(base.first?.first?.1 == LSPJSON.range(1, 10, 1, 16))
        let source = Self.published(client.received, Self.csv)
        #expect(source.count == 1)
        #expect(source.first?.map(\.0) == ["E0302"])
        #expect(source.first?.first?.1 == LSPJSON.range(2, 4, 2, 12))

        // The same problems again: nothing new is sent for the two files.
        let again = Self.change(client, Self.spec, version: 2, to: Self.text + "\n")
        #expect(Self.published(again, Self.theme).isEmpty && Self.published(again, Self.csv).isEmpty)

        // The spec no longer reads either file: both are cleared.
        let alone = Self.change(client, Self.spec, version: 3, to: "[[carousel]]\nid = \"a\"\n")
        #expect(Self.published(alone, Self.theme).map(\.count) == [0])
        #expect(Self.published(alone, Self.csv).map(\.count) == [0])
    }

    @Test func anOpenBaseIsLeftToItsOwnAnalysisAndAClosedSpecClearsWhatOnlyItReported() throws {
        let client = LSPTestClient(files: Self.files)
        client.start()
        client.open(Self.spec, Self.text)
        // The base opened in the editor: its own analysis publishes it, not the spec's.
        let opened = client.open(Self.theme, Self.files["/p/theme.carousel.toml"] ?? "")
        #expect(opened.compactMap { $0["code"]?.string } == ["E0202"])
        let edited = Self.change(client, Self.spec, version: 2, to: Self.text + "\n")
        #expect(Self.published(edited, Self.theme).isEmpty)
        // Closing the base clears it, then the spec's report of it is published again.
        let closed = client.notify("textDocument/didClose", .object([LSPJSON.document(Self.theme)]))
        #expect(Self.published(closed, Self.theme).map { $0.map(\.0) } == [[], ["E0202"]])
        // Closing the spec clears what it alone reported.
        let gone = client.notify("textDocument/didClose", .object([LSPJSON.document(Self.spec)]))
        #expect(Self.published(gone, Self.theme).map(\.count) == [0])
        #expect(Self.published(gone, Self.csv).map(\.count) == [0])
    }
}
