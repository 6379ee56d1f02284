import CarouselLSP
import Foundation
import JSON
import Testing

/// The real `carousel lsp` through pipes: what an editor sees.
@Suite struct CarouselLSPSubprocessTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func start() throws -> LSPSubprocess {
        let server = try LSPSubprocess()
        let id = server.request("initialize", .object([("processId", .null), ("capabilities", .object([]))]))
        #expect(server.answer(to: id)?["result"]?["capabilities"]?["hoverProvider"] == .bool(true))
        server.notify("initialized")
        return server
    }

    static func diagnostics(_ server: LSPSubprocess, uri: String, version: Int) -> [JSONValue] {
        let message = server.waitFor("diagnostics of \(uri) version \(version)") {
            $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(uri)
                && $0["params"]?["version"] == .integer(version)
        }
        if case .array(let list)? = message?["params"]?["diagnostics"] { return list }
        return []
    }

    static func open(_ server: LSPSubprocess, uri: String, text: String) {
        server.notify(
            "textDocument/didOpen",
            .object([
                (
                    "textDocument",
                    .object([
                        ("uri", .string(uri)), ("languageId", .string("toml")), ("version", .integer(1)),
                        ("text", .string(text)),
                    ])
                )
            ]))
    }

    @Test func aSessionGivesExactDiagnosticsSurvivesAMalformedMessageAndExitsWithZero() throws {
        let server = try Self.start()
        let uri = "file:///tmp/carousel-lsp-test/%E6%97%A5%E6%9C%AC.carousel.toml"
        Self.open(server, uri: uri, text: LanguageServerDiagnosticsTests.spec)
        let list = Self.diagnostics(server, uri: uri, version: 1)
        let unknown = try #require(list.first { $0["code"] == .string("E0201") })
        #expect(unknown["range"] == LSPJSON.range(3, 28, 3, 32))
        #expect(unknown["severity"] == .integer(1))
        let href = unknown["codeDescription"]?["href"]?.string ?? ""
        #expect(href.hasSuffix("/docs/diagnostics.md#e0201"))
        // The default link is a file:// URL to this source tree's docs, which have that section.
        let docs = try String(contentsOfFile: DocumentURI.path(of: href), encoding: .utf8)
        #expect(docs.contains("\n## E0201\n"))
        let duplicate = try #require(list.first { $0["code"] == .string("E0204") })
        #expect(duplicate["relatedInformation"] != nil)

        server.write(Array("Content-Length: 5\r\n\r\n{oops".utf8))
        let parseError = server.waitFor("parse error") { $0["error"]?["code"] == .integer(-32700) }
        #expect(parseError?["id"] == .null)

        server.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", .integer(2))])),
                (
                    "contentChanges",
                    .array([.object([("range", LSPJSON.range(3, 28, 3, 32)), ("text", .string("color"))])])
                ),
            ]))
        #expect(Self.diagnostics(server, uri: uri, version: 2).compactMap { $0["code"]?.string } == ["E0204"])

        let shutdown = server.request("shutdown")
        #expect(server.answer(to: shutdown)?["result"] == .null)
        server.notify("exit")
        #expect(server.finish() == 0)
        // Standard output carried only protocol messages.
        #expect(!server.messages.contains(.string("unreadable output frame")))
    }

    /// The project config and suppression comments apply in the editor as in `carousel check`.
    @Test func theProjectConfigAndSuppressionsApplyAsInCheck() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("carousel-lsp-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec =
            "[[carousel]]\nid = \"a\"\n\n[carousel.auto]\ninterval = 4000\n\n"
            + "[[carousel.items]]\ntitle = \"One\"\n\n[[carousel.items]]\ntitle = \"Two\"\n"
        let uri = DocumentURI.uri(ofPath: folder.appendingPathComponent("a.carousel.toml").path)
        let server = try Self.start()
        Self.open(server, uri: uri, text: spec)
        let plain = Self.diagnostics(server, uri: uri, version: 1)
        #expect(plain.map { $0["code"] } == [.string("W0411")])
        #expect(plain.first?["severity"] == .integer(2))

        try "[severity]\nW0411 = \"deny\"\n".write(
            to: folder.appendingPathComponent(".carousel-lint.toml"), atomically: true, encoding: .utf8)
        server.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", .integer(2))])),
                ("contentChanges", .array([.object([("text", .string(spec))])])),
            ]))
        let denied = Self.diagnostics(server, uri: uri, version: 2)
        #expect(denied.map { $0["code"] } == [.string("W0411")])
        #expect(denied.first?["severity"] == .integer(1), "deny makes the warning an error, as in check")

        let suppressed = spec.replacingOccurrences(
            of: "interval = 4000", with: "# carousel: allow W0411\ninterval = 4000")
        server.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", .integer(3))])),
                ("contentChanges", .array([.object([("text", .string(suppressed))])])),
            ]))
        #expect(Self.diagnostics(server, uri: uri, version: 3) == [])
        server.notify("exit")
        _ = server.finish()
    }

    /// What `carousel lsp` reads from disk besides the document: a problem in its base or in the
    /// CSV of its item source is published to that file's URI, and cleared once fixed on disk
    /// and the spec saved.
    @Test func problemsInABaseAndASourceFileArePublishedThereAndClearedWhenFixed() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("carousel-lsp-bases-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme.carousel.toml")
        let csv = folder.appendingPathComponent("items.csv")
        try "[defaults]\nspacing = \"wide\"\n".write(to: theme, atomically: true, encoding: .utf8)
        try "title,color\nOne,#112233\nTwo,blue-ish\n".write(to: csv, atomically: true, encoding: .utf8)
        let uri = DocumentURI.uri(ofPath: folder.appendingPathComponent("a.carousel.toml").path)
        let themeURI = DocumentURI.uri(ofPath: theme.path)
        let csvURI = DocumentURI.uri(ofPath: csv.path)
        let server = try Self.start()
        Self.open(
            server, uri: uri,
            text: "extends = \"theme.carousel.toml\"\n\n[[carousel]]\nid = \"a\"\n\n"
                + "[carousel.source]\ncsv = \"items.csv\"\n")
        #expect(Self.diagnostics(server, uri: uri, version: 1).compactMap { $0["code"]?.string } == ["E0383"])
        func published(_ target: String) -> [JSONValue]? {
            let message = server.waitFor("diagnostics of \(target)") {
                $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(target)
            }
            if case .array(let list)? = message?["params"]?["diagnostics"] { return list }
            return nil
        }
        // The other files come after the spec, in the order of their URIs.
        let source = try #require(published(csvURI))
        #expect(source.compactMap { $0["code"]?.string } == ["E0302"])
        #expect(source.first?["range"] == LSPJSON.range(2, 4, 2, 12))
        let base = try #require(published(themeURI))
        #expect(base.compactMap { $0["code"]?.string } == ["E0202"])
        #expect(base.first?["range"] == LSPJSON.range(1, 10, 1, 16))

        try "[defaults]\nspacing = 10\n".write(to: theme, atomically: true, encoding: .utf8)
        try "title,color\nOne,#112233\nTwo,#223344\n".write(to: csv, atomically: true, encoding: .utf8)
        server.notify("textDocument/didSave", .object([LSPJSON.document(uri)]))
        #expect(Self.diagnostics(server, uri: uri, version: 1) == [])
        #expect(published(csvURI) == [])
        #expect(published(themeURI) == [])
        server.notify("exit")
        _ = server.finish()
    }

    @Test func imagesResolveFromTheDocumentsFolder() throws {
        let server = try Self.start()
        let path = Self.root.appendingPathComponent("Configs/featured.carousel.toml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let here = DocumentURI.uri(ofPath: path)
        // Two folders down in a folder nobody else uses, so `../Assets` is nowhere (a stray
        // /tmp/Assets made this test fail when the document sat directly in /tmp's child).
        let elsewhere = "file:///tmp/carousel-lsp-nowhere-\(getpid())/inner/featured.carousel.toml"
        Self.open(server, uri: here, text: text)
        #expect(Self.diagnostics(server, uri: here, version: 1) == [])
        Self.open(server, uri: elsewhere, text: text)
        let codes = Self.diagnostics(server, uri: elsewhere, version: 1).compactMap { $0["code"]?.string }
        #expect(!codes.isEmpty, "the images next to Configs/ are not next to the other folder")
        server.notify("exit")
        #expect(server.finish() == 1, "exit without shutdown")
    }

    @Test func hoverCompletionOfDiskPathsSymbolsAndFormattingThroughThePipes() throws {
        let server = try Self.start()
        let path = Self.root.appendingPathComponent("Configs/featured.carousel.toml").path
        let uri = DocumentURI.uri(ofPath: path)
        let text =
            "[[carousel]]\nid  =  \"main\"\nkind = \"paging\"\n[[carousel.items]]\nimage = \"../Assets/images/\"\n"
        Self.open(server, uri: uri, text: text)
        let document: (String, JSONValue) = ("textDocument", .object([("uri", .string(uri))]))
        let hover = server.request(
            "textDocument/hover", .object([document, ("position", LSPJSON.position(2, 2))]))
        #expect(server.answer(to: hover)?["result"]?["contents"]?["value"]?.string?.contains("paging") == true)
        // The real disk lister: the images next to Configs/.
        let completion = server.request(
            "textDocument/completion", .object([document, ("position", LSPJSON.position(4, 26))]))
        let items = server.answer(to: completion)?["result"]?["items"]
        guard case .array(let list)? = items else {
            Issue.record("no completion items: \(String(describing: items))")
            return
        }
        #expect(list.contains { $0["label"] == .string("sunrise.png") }, "\(list.prefix(5))")
        let symbols = server.request("textDocument/documentSymbol", .object([document]))
        #expect(server.answer(to: symbols)?["result"]?.debugFirstName == "main")
        let format = server.request("textDocument/formatting", .object([document, ("options", .object([]))]))
        guard case .array(let edits)? = server.answer(to: format)?["result"] else {
            Issue.record("no formatting edits")
            return
        }
        #expect(LSPJSON.apply(edits, to: text).contains("id = \"main\"\n"))
        let shutdown = server.request("shutdown")
        _ = server.answer(to: shutdown)
        server.notify("exit")
        #expect(server.finish() == 0)
    }

    @Test func aMessageOverTheSizeLimitIsRefusedAndSkipped() throws {
        let server = try Self.start()
        let length = MessageFraming.defaultMaximumBodyBytes + 1
        server.write(Array("Content-Length: \(length)\r\n\r\n".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        var sent = 0
        while sent < length {
            server.write(Array(chunk.prefix(length - sent)))
            sent += min(chunk.count, length - sent)
        }
        let refused = server.waitFor("error for the over-long message") { $0["error"]?["code"] == .integer(-32600) }
        #expect(refused?["id"] == .null)
        let shutdown = server.request("shutdown")
        #expect(server.answer(to: shutdown)?["result"] == .null)
        server.notify("exit")
        #expect(server.finish() == 0)
    }

    @Test func theEndOfInputWithoutExitIsExitCodeOne() throws {
        let server = try Self.start()
        #expect(server.finish() == 1)
        #expect(server.stderr.isEmpty, "\(server.stderr)")
    }
}

extension JSONValue {
    /// The `name` of the first element of an array of symbols.
    var debugFirstName: String? {
        if case .array(let list) = self { return list.first?["name"]?.string }
        return nil
    }
}
