import CarouselLSP
import JSON
import Testing

@Suite struct LanguageServerDiagnosticsTests {
    static let uri = "file:///specs/t%C3%A9st.carousel.toml"
    /// An unknown key after Japanese text and an emoji on the same line, and a duplicate id.
    static let spec = """
        [[carousel]]
        id = "main"
        kind = "paging"
        items = [{ title = "日本語😀", colr = "teal" }]

        [[carousel]]
        id = "main"
        kind = "paging"
        items = [{ title = "b" }]

        """

    static func diagnostic(_ list: [JSONValue], code: String) -> JSONValue? {
        list.first { $0["code"] == .string(code) }
    }

    @Test func diagnosticsHaveExactUTF16RangesCodesLinksAndRelatedInformation() throws {
        let client = LSPTestClient()
        client.start()
        let list = client.open(Self.uri, Self.spec)
        #expect(list.count == 2)
        let unknown = try #require(Self.diagnostic(list, code: "E0201"))
        // "items = [{ title = " is 19 units, "\"日本語😀\"" 7 (the emoji is two), ", " 2.
        #expect(unknown["range"] == LSPJSON.range(3, 28, 3, 32))
        #expect(unknown["severity"] == .integer(1))
        #expect(unknown["source"] == .string("carousel"))
        #expect(unknown["codeDescription"]?["href"] == .string(LSPTestClient.docsURL + "#e0201"))
        let message = unknown["message"]?.string ?? ""
        #expect(message.hasPrefix("unknown key `colr` in [[carousel.items]]"))
        #expect(message.contains("\nhelp: did you mean `color`?"))
        let duplicate = try #require(Self.diagnostic(list, code: "E0204"))
        #expect(duplicate["range"] == LSPJSON.range(6, 5, 6, 11))
        guard case .array(let related)? = duplicate["relatedInformation"] else {
            Issue.record("no relatedInformation")
            return
        }
        #expect(related.count == 1)
        #expect(related.first?["location"]?["uri"] == .string(Self.uri))
        #expect(related.first?["location"]?["range"] == LSPJSON.range(1, 5, 1, 11))
        #expect(related.first?["message"] == .string("`main` is first used here"))
    }

    @Test func incrementalAndFullChangesAreAppliedInOrder() {
        let client = LSPTestClient()
        client.start()
        client.open(Self.uri, Self.spec)
        // Rename `colr` to `color` by a UTF-16 range, then the second id by another.
        let out = client.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(Self.uri)), ("version", .integer(2))])),
                (
                    "contentChanges",
                    .array([
                        .object([("range", LSPJSON.range(3, 28, 3, 32)), ("text", .string("color"))]),
                        .object([("range", LSPJSON.range(6, 6, 6, 10)), ("text", .string("second"))]),
                    ])
                ),
            ]))
        #expect(LSPTestClient.diagnostics(in: out, uri: Self.uri) == [])
        #expect(out.first?["params"]?["version"] == .integer(2))
        let full = client.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(Self.uri)), ("version", .integer(3))])),
                ("contentChanges", .array([.object([("text", .string("x = \n"))])])),
            ]))
        let list = LSPTestClient.diagnostics(in: full, uri: Self.uri) ?? []
        #expect(list.count == 1)
        #expect(list.first?["range"]?["start"]?["line"] == .integer(0))
    }

    @Test func changesWithPositionsOutOfRangeAreClamped() {
        let client = LSPTestClient()
        client.start()
        client.open(Self.uri, "a")
        for range in [LSPJSON.range(99, 99, 100, 0), LSPJSON.range(0, 99, 0, 0), LSPJSON.range(-4, -4, 0, 1)] {
            client.notify(
                "textDocument/didChange",
                .object([
                    ("textDocument", .object([("uri", .string(Self.uri)), ("version", .integer(2))])),
                    ("contentChanges", .array([.object([("range", range), ("text", .string("😀"))])])),
                ]))
        }
        let symbols = client.request("textDocument/documentSymbol", .object([LSPJSON.document(Self.uri)]))
        #expect(symbols["error"] == nil)
    }

    @Test func aQuickFixAppliedRemovesItsDiagnostic() throws {
        let client = LSPTestClient()
        client.start()
        client.open(Self.uri, Self.spec)
        let answer = client.request(
            "textDocument/codeAction",
            .object([
                LSPJSON.document(Self.uri), ("range", LSPJSON.range(3, 30, 3, 30)),
                ("context", .object([("diagnostics", .array([]))])),
            ]))
        guard case .array(let actions)? = answer["result"] else {
            Issue.record("no actions: \(answer)")
            return
        }
        let action = try #require(actions.first)
        #expect(action["kind"] == .string("quickfix"))
        #expect(action["isPreferred"] == .bool(true))
        #expect(action["diagnostics"]?.debugCode == "E0201")
        guard case .array(let edits)? = action["edit"]?["changes"]?[Self.uri] else {
            Issue.record("no edits")
            return
        }
        let fixed = LSPJSON.apply(edits, to: Self.spec)
        #expect(fixed.contains("color = \"teal\""))
        let after = client.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(Self.uri)), ("version", .integer(2))])),
                ("contentChanges", .array([.object([("text", .string(fixed))])])),
            ]))
        let codes = (LSPTestClient.diagnostics(in: after, uri: Self.uri) ?? []).compactMap { $0["code"]?.string }
        #expect(codes == ["E0204"])
        // Asking only for refactorings gives no quick fixes.
        let none = client.request(
            "textDocument/codeAction",
            .object([
                LSPJSON.document(Self.uri), ("range", LSPJSON.range(0, 0, 9, 0)),
                ("context", .object([("diagnostics", .array([])), ("only", .array([.string("refactor")]))])),
            ]))
        #expect(none["result"] == .array([]))
    }

    @Test func anUnsafeQuickFixIsOfferedButNotPreferredAndTakesItsWholeLine() throws {
        let spec = "[[carousel]]\nid = \"main\"\nalign = \"start\"\n\n[[carousel.items]]\ntitle = \"One\"\n"
        let client = LSPTestClient()
        client.start()
        client.open(Self.uri, spec)
        let answer = client.request(
            "textDocument/codeAction",
            .object([
                LSPJSON.document(Self.uri), ("range", LSPJSON.range(2, 0, 2, 0)),
                ("context", .object([("diagnostics", .array([]))])),
            ]))
        guard case .array(let actions)? = answer["result"] else {
            Issue.record("no actions: \(answer)")
            return
        }
        let action = try #require(actions.first { $0["title"] == .string("remove `align`") })
        #expect(action["diagnostics"]?.debugCode == "W0451")
        #expect(action["isPreferred"] == .bool(false))
        guard case .array(let edits)? = action["edit"]?["changes"]?[Self.uri] else {
            Issue.record("no edits")
            return
        }
        #expect(LSPJSON.apply(edits, to: spec) == spec.replacingOccurrences(of: "align = \"start\"\n", with: ""))
    }

    @Test func closingADocumentClearsItsDiagnostics() {
        let client = LSPTestClient()
        client.start()
        client.open(Self.uri, Self.spec)
        let out = client.notify("textDocument/didClose", .object([LSPJSON.document(Self.uri)]))
        #expect(LSPTestClient.diagnostics(in: out, uri: Self.uri) == [])
        let hover = client.request(
            "textDocument/hover", .object([LSPJSON.document(Self.uri), ("position", LSPJSON.position(0, 0))]))
        #expect(hover["error"]?["code"] == .integer(-32602))
    }

    @Test func savingChecksAgain() {
        let client = LSPTestClient()
        client.start()
        client.open(Self.uri, Self.spec)
        let out = client.notify("textDocument/didSave", .object([LSPJSON.document(Self.uri)]))
        #expect(LSPTestClient.diagnostics(in: out, uri: Self.uri)?.count == 2)
    }

    /// A saved file may be the base of another open spec (`extends`): every open document is
    /// checked again, the saved one first.
    @Test func savingOneDocumentChecksEveryOpenOneAgain() {
        let client = LSPTestClient()
        client.start()
        let other = "file:///tmp/other.carousel.toml"
        client.open(Self.uri, Self.spec)
        client.open(other, Self.spec)
        let out = client.notify("textDocument/didSave", .object([LSPJSON.document(other)]))
        #expect(LSPTestClient.diagnostics(in: out, uri: other)?.count == 2)
        #expect(LSPTestClient.diagnostics(in: out, uri: Self.uri)?.count == 2)
    }
}

extension JSONValue {
    /// The code of the first diagnostic of an array of diagnostics (for compact expectations).
    var debugCode: String? {
        if case .array(let list) = self { return list.first?["code"]?.string }
        return nil
    }
}
