import CarouselSpec
import JSON
import SourceDiagnostics
import Testing

@testable import CarouselLSP

/// Seeded edits of the keys the rules that walk every item read (pictures without `alt`, label
/// sizes the card cannot hold, `text-color` contrast, per-item intervals against the reading time,
/// duplicate ids), mixed with items added and removed, the id another carousel's `sync` names
/// changed, and lines that break the TOML and mend it. After every `didChange` the published
/// diagnostics are exactly those of a fresh, whole check of the editor's text with the same files.
@Suite struct LanguageServerRuleEditEqualityTests {
    /// An 8x8 PNG header: enough for the image checks.
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 8, 0, 0, 0, 8,
    ]
    static let uri = "file:///specs/rules.carousel.toml"
    static let files = ["/specs/pic.png": png]

    /// An auto-scrolling carousel whose items write pictures, label sizes, colours and intervals,
    /// and a second carousel synced with it.
    static func spec(items: Int) -> String {
        var text = "version = 1\n\n[window]\ntitle = \"Rules\"\nsize = [800, 450]\n\n"
        for (id, sync) in [("main", nil), ("thumbs", "main")] as [(String, String?)] {
            text += "[[carousel]]\nid = \"\(id)\"\nkind = \"paging\"\n"
            if let sync { text += "sync = \"\(sync)\"\n" }
            text += "\n[carousel.auto]\ninterval = \"4s\"\n\n"
            for index in 0..<items {
                text += "[[carousel.items]]\nid = \"\(id)-\(index)\"\ntitle = \"Item \u{E9} \(index)\"\n"
                text += "subtitle = \"Row \(index / 4)\"\ncolor = \"\(index % 2 == 0 ? "#FFCC00" : "indigo")\"\n"
                if index % 3 == 0 { text += "image = \"pic.png\"\nalt = \"A picture\"\n" }
                if index % 4 == 1 { text += "text-color = \"black\"\n" }
                if index % 5 == 2 { text += "title-size = \(index == 7 ? 300 : 20)\n" }
                if index % 6 == 3 { text += "interval = \"6s\"\n" }
                text += "\n"
            }
        }
        return text
    }

    /// New values for each key: fine ones and ones each rule reports (or the reader rejects).
    static let values: [String: [String]] = [
        "id": ["\"main-1\"", "\"thumbs-2\"", "\"fresh\"", "7"],
        "title": [
            "\"Short\"", "\"\"", "\"A title with far too many words for the two seconds it stands there\"", "12",
        ],
        "subtitle": ["\"Sub\"", "\"one two three four five six seven eight nine ten eleven twelve\""],
        "color": ["\"white\"", "\"#777777\"", "\"blue\"", "\"bleu\""],
        "image": ["\"pic.png\"", "\"missing.png\"", "3"],
        "alt": ["\"\"", "\"Described\"", "false"],
        "text-color": ["\"#888888\"", "\"white\"", "\"yellow\"", "\"nope\""],
        "title-size": ["12", "400", "-3", "\"big\""],
        "interval": ["\"1s\"", "\"30s\"", "\"0.5s\"", "\"forever\""],
    ]

    typealias Edit = LanguageServerStructuralEditEqualityTests.Edit

    /// A random edit of `lines`, and whether the next version must take it back.
    static func edit(_ lines: [Substring], version: Int, random: inout SeededRandom) -> (Edit, undo: Bool) {
        let kind = random.int(0...9)
        let headers = lines.indices.filter { lines[$0] == "[[carousel.items]]" }
        switch kind {
        case 0:  // A new item, a picture without `alt` or title (W0432), sometimes with a taken id.
            let header = random.pick(headers)
            let id = random.chance(40) ? "main-0" : "added-\(version)"
            let text = "[[carousel.items]]\nid = \"\(id)\"\nimage = \"pic.png\"\ntext-color = \"#999999\"\n\n"
            return (Edit(first: header, startColumn: 0, last: header, endColumn: 0, text: text), false)
        case 1:  // An item removed.
            let header = random.pick(headers)
            let next = lines.indices.first { $0 > header && lines[$0].hasPrefix("[") } ?? lines.count - 1
            return (Edit(first: header, startColumn: 0, last: next, endColumn: 0, text: ""), false)
        case 2:  // The id `sync` names changed or given back.
            let line = lines.firstIndex { $0 == "[[carousel]]" }.map { $0 + 1 } ?? 0
            let text = random.pick(["id = \"main\"", "id = \"mian\"", "id = \"thumbs\""])
            return (
                Edit(first: line, startColumn: 0, last: line, endColumn: lines[line].utf16.count, text: text), false
            )
        case 3:  // A line that breaks the TOML inside an item, mended by the next version.
            let header = random.pick(headers)
            let text = random.pick(["title = = 3\n", "\"open\n", "[\n"])
            return (Edit(first: header + 1, startColumn: 0, last: header + 1, endColumn: 0, text: text), true)
        default:  // A value inside one item.
            let candidates = lines.indices.filter { index in
                values.keys.contains { lines[index].hasPrefix($0 + " = ") }
                    && !lines[index].hasPrefix("id = \"main\"") && !lines[index].hasPrefix("id = \"thumbs\"")
            }
            let line = random.pick(candidates)
            let key = String(lines[line].prefix { $0 != " " })
            let column = (key + " = ").utf16.count
            let text = random.pick(values[key] ?? ["1"])
            return (
                Edit(first: line, startColumn: column, last: line, endColumn: lines[line].utf16.count, text: text),
                false
            )
        }
    }

    /// The LSP diagnostics of a whole, fresh check of `text` over ``files``.
    static func fullCheck(_ text: String) -> [JSONValue] {
        let bytes = Array(text.utf8)
        let loader = SpecLoader(fileSystem: InMemoryFileSystem(files: files), workingDirectory: "/")
        let path = DocumentURI.path(of: uri)
        let diagnostics = loader.compile(SourceFile(path: path, bytes: bytes), baseDirectory: PathName.folder(of: path))
            .diagnostics
        let converter = DiagnosticConverter(uri: uri, lines: LineTable(bytes), docsURL: LSPTestClient.docsURL)
        return diagnostics.map(converter.json)
    }

    @Test(arguments: [(seed: 31, items: 24), (seed: 32, items: 60)])
    func publishedDiagnosticsEqualAFullCheckAfterEveryRuleEdit(seed: Int, items: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        let client = LSPTestClient(binary: Self.files)
        client.start()
        var mirror = Self.spec(items: items)
        #expect(client.open(Self.uri, mirror) == Self.fullCheck(mirror))
        var pendingUndo: Edit?
        var codes: Set<String> = []
        var compared = 0
        for version in 2..<102 {
            let lines = mirror.split(separator: "\n", omittingEmptySubsequences: false)
            let edit: Edit
            if let undo = pendingUndo {
                (edit, pendingUndo) = (undo, nil)
            } else {
                let (picked, undo) = Self.edit(lines, version: version, random: &random)
                (edit, pendingUndo) = (picked, undo ? picked.undo(of: lines) : nil)
            }
            mirror = LSPJSON.apply(
                [.object([("range", edit.change["range"] ?? .null), ("newText", .string(edit.text))])], to: mirror)
            let out = client.notify(
                "textDocument/didChange",
                .object([
                    ("textDocument", .object([("uri", .string(Self.uri)), ("version", .integer(version))])),
                    ("contentChanges", .array([edit.change])),
                ]))
            guard let published = LSPTestClient.diagnostics(in: out, uri: Self.uri) else {
                Issue.record("v\(version): no diagnostics published")
                continue
            }
            let expected = Self.fullCheck(mirror)
            #expect(published == expected, "v\(version): \(published.count) published, \(expected.count) from check")
            compared += 1
            for diagnostic in expected { if let code = diagnostic["code"]?.string { codes.insert(code) } }
        }
        #expect(client.server.documents[Self.uri]?.text == mirror)
        #expect(compared == 100)
        // Both ways of analysing were taken.
        let analyzer = client.analyzers.first
        #expect((analyzer?.partial ?? 0) > 10 && (analyzer?.whole ?? 0) > 5, "partial \(analyzer?.partial ?? 0)")
        // The edits reached the rules that walk every item, a duplicate id, a TOML error and `sync`.
        let seen = codes.sorted().joined(separator: " ")
        for code in ["W0432", "W0409", "W0434", "E0204", "E01"] {
            #expect(codes.contains { $0.hasPrefix(code) }, "\(code) not seen; codes seen: \(seen)")
        }
    }
}
