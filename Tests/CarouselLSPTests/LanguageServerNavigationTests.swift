import CarouselLSP
import JSON
import Testing

/// Go to definition, rename and document links through the protocol.
@Suite struct LanguageServerNavigationTests {
    static let uri = "file:///specs/%E6%97%A5/photos.carousel.toml"
    // Line 3 has a non-ASCII title before the image path: UTF-16 columns, not bytes.
    static let spec = """
        [[carousel]]
        id = "photos"
        kind = "paging"
        items = [{ title = "日本😀", image = "img/a.png" }]

        [[carousel]]
        id = "strip"
        kind = "focus"
        sync = "photos"

        """

    static func client() -> LSPTestClient {
        let client = LSPTestClient()
        client.start()
        client.open(uri, spec)
        return client
    }

    static func at(_ line: Int, _ character: Int, _ more: [(String, JSONValue)] = []) -> JSONValue {
        .object([LSPJSON.document(uri), ("position", LSPJSON.position(line, character))] + more)
    }

    @Test func definitionGoesFromSyncToTheID() {
        let client = Self.client()
        let answer = client.request("textDocument/definition", Self.at(8, 10))["result"]
        #expect(answer?["uri"] == .string(Self.uri))
        #expect(answer?["range"] == LSPJSON.range(1, 5, 1, 13))
        #expect(client.request("textDocument/definition", Self.at(2, 2))["result"] == .null)
    }

    @Test func prepareRenameGivesTheIDsRangeOrSaysWhyNot() {
        let client = Self.client()
        let answer = client.request("textDocument/prepareRename", Self.at(8, 9))["result"]
        #expect(answer?["range"] == LSPJSON.range(8, 8, 8, 14))
        #expect(answer?["placeholder"] == .string("photos"))
        let refused = client.request("textDocument/prepareRename", Self.at(2, 1))
        #expect(refused["error"]?["code"] == .integer(-32803))
        #expect(refused["error"]?["message"]?.string?.contains("no carousel id here") == true)
    }

    @Test func renameEditsTheIDAndEveryReference() {
        let client = Self.client()
        let answer = client.request("textDocument/rename", Self.at(1, 7, [("newName", .string("gallery"))]))["result"]
        guard case .array(let edits)? = answer?["changes"]?[Self.uri] else {
            Issue.record("no edits: \(String(describing: answer))")
            return
        }
        #expect(edits.count == 2)
        let renamed = LSPJSON.apply(edits, to: Self.spec)
        #expect(renamed == Self.spec.replacingOccurrences(of: "\"photos\"", with: "\"gallery\""))
        // The renamed spec checks as cleanly as the original.
        let before = client.open("file:///specs/before.carousel.toml", Self.spec).count
        #expect(client.open("file:///specs/after.carousel.toml", renamed).count == before)
    }

    @Test func renameRefusesAnInvalidOrTakenIDWithTheReason() {
        let client = Self.client()
        for (name, reason) in [
            ("Photos", "not a valid carousel id"), ("9a", "not a valid"), ("strip", "already exists"),
        ] {
            let answer = client.request("textDocument/rename", Self.at(1, 7, [("newName", .string(name))]))
            #expect(answer["error"]?["code"] == .integer(-32803), "\(name)")
            #expect(answer["error"]?["message"]?.string?.contains(reason) == true, "\(name): \(answer)")
        }
        let noName = client.request("textDocument/rename", Self.at(1, 7))
        #expect(noName["error"]?["code"] == .integer(-32602))
    }

    @Test func documentLinksResolveImagePathsAgainstTheSpecsFolder() {
        let client = Self.client()
        let answer = client.request("textDocument/documentLink", .object([LSPJSON.document(Self.uri)]))["result"]
        guard case .array(let links)? = answer, let link = links.first else {
            Issue.record("no links: \(String(describing: answer))")
            return
        }
        #expect(links.count == 1)
        // `"img/a.png"` after `日本😀` (four UTF-16 units): the path's characters, quotes excluded.
        #expect(link["range"] == LSPJSON.range(3, 36, 3, 45))
        #expect(link["target"] == .string("file:///specs/%E6%97%A5/img/a.png"))
        // A document that is not a file has nothing to resolve against.
        client.open("untitled:Untitled-1", Self.spec)
        let untitled = client.request(
            "textDocument/documentLink", .object([LSPJSON.document("untitled:Untitled-1")]))["result"]
        #expect(untitled == .array([]))
    }
}
