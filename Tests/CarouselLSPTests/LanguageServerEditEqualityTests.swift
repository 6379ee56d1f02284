import CarouselSpec
import JSON
import SourceDiagnostics
import Testing

@testable import CarouselLSP

/// Random value edits (seeded) inside the items of a many-item spec, sent as incremental changes
/// with UTF-16 columns (titles with accents and emoji): after every `didChange` the published
/// diagnostics are exactly those a full `check` of the editor's text gives. This is the proof any
/// incremental re-check (re-reading only what an edit touched) has to keep passing.
@Suite struct LanguageServerEditEqualityTests {
    /// A paging carousel of `items` items; every seventh title has characters outside the BMP.
    static func spec(items: Int) -> String {
        var text = "version = 1\n\n[window]\ntitle = \"Edits\"\n\n[[carousel]]\nid = \"c\"\nkind = \"paging\"\n\n"
        let colors = ["blue", "#FF9500", "#34C759FF", "indigo"]
        for index in 0..<items {
            let title = index % 7 == 0 ? "Caf\u{E9} \u{1F600} \(index)" : "Item \(index)"
            text += "[[carousel.items]]\nid = \"item-\(index)\"\ntitle = \"\(title)\"\n"
            text += "subtitle = \"Row \(index / 10)\"\ncolor = \"\(colors[index % colors.count])\"\n"
        }
        return text
    }

    /// New values for a key: valid ones, wrong types, unknown colours, duplicate ids and (last)
    /// one that breaks the TOML.
    static let values: [String: [String]] = [
        "id": ["\"item-3\"", "\"fresh-id\"", "\"\"", "7", "\"item-\u{1F600}\""],
        "title": ["\"New \u{1F680} title\"", "\"\"", "12", "true", "\"\u{E9}t\u{E9}\""],
        "subtitle": ["\"Sub\"", "3.5", "\"\u{1F600}\u{1F600}\""],
        "color": ["\"red\"", "\"bleu\"", "\"#12345\"", "4", "\"#0A84FF\""],
    ]
    static let breaking = "\"unterminated"

    @Test func publishedDiagnosticsEqualAFullCheckAfterEveryEdit() {
        var random = SeededRandom(seed: 22)
        let client = LSPTestClient()
        client.start()
        let uri = "file:///specs/edits.carousel.toml"
        var mirror = Self.spec(items: 300)
        _ = client.open(uri, mirror)
        var brokenLine: Int?
        var compared = 0
        var previousCount = 0
        var (sawMore, sawFewer) = (false, false)
        for version in 2..<122 {
            var changes: [JSONValue] = []
            for _ in 0..<random.int(1...3) {
                let lines = mirror.split(separator: "\n", omittingEmptySubsequences: false)
                let candidates = lines.indices.filter { index in
                    Self.values.keys.contains { lines[index].hasPrefix($0 + " = ") }
                }
                let line = brokenLine ?? random.pick(candidates)
                let key = String(lines[line].prefix { $0 != " " })
                let value =
                    brokenLine == nil && random.chance(8) ? Self.breaking : random.pick(Self.values[key] ?? ["1"])
                brokenLine = value == Self.breaking ? line : nil
                let start = LSPJSON.position(line, (key + " = ").utf16.count)
                let range = JSONValue.object([
                    ("start", start), ("end", LSPJSON.position(line, lines[line].utf16.count)),
                ])
                // Each change applies to the text the previous one left (LSP's order).
                mirror = LSPJSON.apply([.object([("range", range), ("newText", .string(value))])], to: mirror)
                changes.append(.object([("range", range), ("text", .string(value))]))
            }
            let out = client.notify(
                "textDocument/didChange",
                .object([
                    ("textDocument", .object([("uri", .string(uri)), ("version", .integer(version))])),
                    ("contentChanges", .array(changes)),
                ]))
            guard let published = LSPTestClient.diagnostics(in: out, uri: uri) else {
                Issue.record("v\(version): no diagnostics published")
                continue
            }
            let expected = Self.fullCheck(mirror, uri: uri)
            #expect(published == expected, "v\(version): \(published.count) published, \(expected.count) from check")
            compared += 1
            sawMore = sawMore || expected.count > previousCount
            sawFewer = sawFewer || expected.count < previousCount
            previousCount = expected.count
        }
        #expect(client.server.documents[uri]?.text == mirror)
        #expect(compared == 120)
        // The edits both add problems and take them away again.
        #expect(sawMore && sawFewer)
        // A version whose changes all fall in one item re-reads it alone; changes to several items
        // (merged into one range), a broken line and the edit that mends it are read whole.
        let analyzer = client.analyzers.first
        #expect(client.analyzers.count == 1)
        #expect((analyzer?.partial ?? 0) > 30, "partial \(analyzer?.partial ?? 0), whole \(analyzer?.whole ?? 0)")
    }

    /// The LSP diagnostics of a whole, fresh check of `text` (what `carousel check` reports).
    static func fullCheck(_ text: String, uri: String) -> [JSONValue] {
        let bytes = Array(text.utf8)
        let loader = SpecLoader(fileSystem: InMemoryFileSystem(files: [:]), workingDirectory: "/")
        let path = DocumentURI.path(of: uri)
        let diagnostics = loader.compile(SourceFile(path: path, bytes: bytes), baseDirectory: PathName.folder(of: path))
            .diagnostics
        let converter = DiagnosticConverter(uri: uri, lines: LineTable(bytes), docsURL: LSPTestClient.docsURL)
        return diagnostics.map(converter.json)
    }
}
