import CarouselSpec
import JSON
import SourceDiagnostics
import Testing

@testable import CarouselLSP

/// Seeded edits that change a spec's structure rather than one value: items added and removed,
/// ranges that run across a table header, headers renamed, lines that break the TOML, and the ids
/// another carousel's `sync` names. After every `didChange` the published diagnostics are exactly
/// those of a full `check` of the editor's text: the proof an incremental re-check (one that
/// re-reads only the table or array element an edit touched) has to keep passing for the edits
/// it would handle differently from a value edit.
@Suite struct LanguageServerStructuralEditEqualityTests {
    /// Two paging carousels of `items` items each, the second synced with the first.
    static func spec(items: Int) -> String {
        var text = "version = 1\n\n[window]\ntitle = \"Structure\"\n\n"
        for (id, sync) in [("main", nil), ("thumbs", "main")] as [(String, String?)] {
            text += "[[carousel]]\nid = \"\(id)\"\nkind = \"paging\"\n"
            if let sync { text += "sync = \"\(sync)\"\n" }
            text += "\n"
            for index in 0..<items {
                let title = index % 5 == 0 ? "Caf\u{E9} \u{1F600} \(index)" : "Item \(index)"
                text += "[[carousel.items]]\nid = \"\(id)-\(index)\"\ntitle = \"\(title)\"\n"
                text += "color = \"\(index % 2 == 0 ? "blue" : "#FF9500")\"\n\n"
            }
        }
        return text
    }

    /// One edit: the lines `first...last` of the text replaced, from the UTF-16 column `startColumn`
    /// of the first to `endColumn` of the last, by `text`.
    struct Edit {
        var first: Int
        var startColumn: Int
        var last: Int
        var endColumn: Int
        var text: String

        var change: JSONValue {
            .object([
                (
                    "range",
                    .object([
                        ("start", LSPJSON.position(first, startColumn)), ("end", LSPJSON.position(last, endColumn)),
                    ])
                ),
                ("text", .string(text)),
            ])
        }

        /// The edit that gives back `lines` (the text before this edit) once this one is applied.
        func undo(of lines: [Substring]) -> Edit {
            let prefix = String(decoding: Array(lines[first].utf16.prefix(startColumn)), as: UTF16.self)
            let suffix = String(decoding: Array(lines[last].utf16.dropFirst(endColumn)), as: UTF16.self)
            let region = prefix + text + suffix
            let regionLines = region.split(separator: "\n", omittingEmptySubsequences: false)
            let old = lines[first...last].joined(separator: "\n")
            return Edit(
                first: first, startColumn: 0, last: first + regionLines.count - 1,
                endColumn: regionLines.last.map { $0.utf16.count } ?? 0, text: old)
        }
    }

    /// A random structural edit of the text whose lines are `lines`, and whether it must be taken
    /// back by the next version (edits that leave the spec broken or merged).
    static func edit(_ lines: [Substring], version: Int, random: inout SeededRandom) -> (Edit, undo: Bool) {
        let headers = lines.indices.filter { lines[$0] == "[[carousel.items]]" }
        let header = random.pick(headers)
        // The element of `header`: up to the next header or the end of the text.
        let next = lines.indices.first { $0 > header && lines[$0].hasPrefix("[") } ?? lines.count - 1
        let idLine = lines.firstIndex(of: "[[carousel]]").map { $0 + 1 }
        let syncLine = lines.firstIndex { $0.hasPrefix("sync = ") }
        var kind = random.int(0...8)
        if kind == 2, next >= lines.count - 1 || lines[next] != "[[carousel.items]]" { kind = 1 }
        if kind == 5, idLine == nil { kind = 0 }
        if kind == 6, syncLine == nil { kind = 0 }
        let titleLine = lines[header..<next].firstIndex { $0.hasPrefix("title = ") }
        if kind == 7, titleLine == nil { kind = 0 }
        if kind == 8, next < 2 || next >= lines.count - 1 || !lines[next - 1].isEmpty { kind = 1 }
        switch kind {
        case 0:  // A new item before another (sometimes with an id that is already taken).
            let id = random.chance(30) ? "main-3" : "new-\(version)"
            let text = "[[carousel.items]]\nid = \"\(id)\"\ntitle = \"Added \u{1F680} \(version)\"\n\n"
            return (Edit(first: header, startColumn: 0, last: header, endColumn: 0, text: text), false)
        case 1:  // A whole item removed (the counts of the synced carousels differ).
            return (Edit(first: header, startColumn: 0, last: next, endColumn: 0, text: ""), false)
        case 2:  // From inside one item to inside the next, across the header between them.
            let from = max(header + 1, next - 1)
            let text = random.pick(["", "\"joined\"\n", "x = 1\n[[carousel.item"])
            let edit = Edit(
                first: from, startColumn: min(3, lines[from].utf16.count), last: next + 1,
                endColumn: min(5, lines[next + 1].utf16.count), text: text)
            return (edit, true)
        case 3:  // A header renamed: a table instead of an array element, an unknown key, a new carousel.
            let text = random.pick(["[carousel.items]", "[[carousel.itemz]]", "[[carousel]]", "[[carousel.items"])
            return (
                Edit(first: header, startColumn: 0, last: header, endColumn: lines[header].utf16.count, text: text),
                true
            )
        case 4:  // A line that breaks the TOML, inside an item.
            let text = random.pick(["title = = 3\n", "\"open\n", "id = \"dup\"\nid = \"dup\"\n", "[\n"])
            return (Edit(first: header + 1, startColumn: 0, last: header + 1, endColumn: 0, text: text), true)
        case 5:  // The id `sync` names, changed (missing, taken twice, not a string) or given back.
            let line = idLine ?? 0
            let text = random.pick(["id = \"main\"", "id = \"mian\"", "id = \"thumbs\"", "id = 5"])
            return (
                Edit(first: line, startColumn: 0, last: line, endColumn: lines[line].utf16.count, text: text), false
            )
        case 7:  // A value inside one item: the only edit here re-read alone.
            let line = titleLine ?? 0
            let text = random.pick(["\"T\u{E9}l\u{E9} \(version)\"", "\(version)", "\"\"", "\"\u{1F680}\""])
            let column = "title = ".utf16.count
            return (
                Edit(first: line, startColumn: column, last: line, endColumn: lines[line].utf16.count, text: text),
                false
            )
        case 8:  // The line breaks before a header deleted: the header joins the item's last value.
            let edit = Edit(
                first: next - 2, startColumn: lines[next - 2].utf16.count, last: next, endColumn: 0, text: " ")
            return (edit, true)
        default:  // The `sync` itself, pointed elsewhere.
            let line = syncLine ?? 0
            let text = random.pick(["sync = \"main\"", "sync = \"nowhere\"", "sync = \"thumbs\"", "sync = [1]"])
            return (
                Edit(first: line, startColumn: 0, last: line, endColumn: lines[line].utf16.count, text: text), false
            )
        }
    }

    @Test func publishedDiagnosticsEqualAFullCheckAfterEveryStructuralEdit() {
        var random = SeededRandom(seed: 27)
        let client = LSPTestClient()
        client.start()
        let uri = "file:///specs/structure.carousel.toml"
        var mirror = Self.spec(items: 40)
        #expect(client.open(uri, mirror) == LanguageServerEditEqualityTests.fullCheck(mirror, uri: uri))
        var pendingUndo: Edit?
        var codes: Set<String> = []
        var previousCount = 0
        var (sawMore, sawFewer, compared) = (false, false, 0)
        for version in 2..<122 {
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
                    ("textDocument", .object([("uri", .string(uri)), ("version", .integer(version))])),
                    ("contentChanges", .array([edit.change])),
                ]))
            guard let published = LSPTestClient.diagnostics(in: out, uri: uri) else {
                Issue.record("v\(version): no diagnostics published")
                continue
            }
            let expected = LanguageServerEditEqualityTests.fullCheck(mirror, uri: uri)
            #expect(published == expected, "v\(version): \(published.count) published, \(expected.count) from check")
            compared += 1
            for diagnostic in expected { if let code = diagnostic["code"]?.string { codes.insert(code) } }
            sawMore = sawMore || expected.count > previousCount
            sawFewer = sawFewer || expected.count < previousCount
            previousCount = expected.count
        }
        #expect(client.server.documents[uri]?.text == mirror)
        #expect(compared == 120)
        #expect(sawMore && sawFewer)
        // Both ways were taken: items added or removed and broken headers are read whole, edits
        // inside one item's body (and the undoing of some) re-read it alone.
        let analyzer = client.analyzers.first
        #expect((analyzer?.partial ?? 0) > 0 && (analyzer?.whole ?? 0) > 1, "partial \(analyzer?.partial ?? 0)")
        // The edits reached TOML errors, duplicate ids, and a `sync` whose target is gone or differs.
        let seen = codes.sorted().joined(separator: " ")
        #expect(codes.contains { $0.hasPrefix("E01") }, "codes seen: \(seen)")
        #expect(codes.contains { $0.hasPrefix("E037") }, "codes seen: \(seen)")
        #expect(codes.count >= 5, "codes seen: \(seen)")
    }
}
