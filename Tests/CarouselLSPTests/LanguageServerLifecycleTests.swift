import CarouselLSP
import JSON
import Testing

@Suite struct LanguageServerLifecycleTests {
    static func errorCode(_ answer: JSONValue) -> Int? {
        answer["error"]?["code"]?.double.map { Int($0) }
    }

    @Test func requestsBeforeInitializeGetServerNotInitialized() {
        let client = LSPTestClient()
        #expect(Self.errorCode(client.request("textDocument/hover")) == -32002)
        #expect(client.notify("textDocument/didOpen").isEmpty)
        client.start()
        #expect(Self.errorCode(client.request("nope/nothing")) == -32601)
    }

    @Test func initializeAdvertisesWhatTheServerDoes() {
        let client = LSPTestClient()
        let result = client.request("initialize", .object([("capabilities", .object([]))]))["result"]
        let capabilities = result?["capabilities"]
        #expect(capabilities?["textDocumentSync"]?["change"] == .integer(2))
        #expect(capabilities?["textDocumentSync"]?["openClose"] == .bool(true))
        #expect(capabilities?["textDocumentSync"]?["save"] != nil)
        #expect(capabilities?["hoverProvider"] == .bool(true))
        #expect(capabilities?["completionProvider"]?["triggerCharacters"] != nil)
        #expect(capabilities?["codeActionProvider"]?["codeActionKinds"] == .array([.string("quickfix")]))
        #expect(capabilities?["documentFormattingProvider"] == .bool(true))
        #expect(capabilities?["documentSymbolProvider"] == .bool(true))
        #expect(capabilities?["definitionProvider"] == .bool(true))
        #expect(capabilities?["renameProvider"]?["prepareProvider"] == .bool(true))
        #expect(capabilities?["documentLinkProvider"] != nil)
        #expect(capabilities?["foldingRangeProvider"] == .bool(true))
        #expect(capabilities?["semanticTokensProvider"]?["full"] == .bool(true))
        #expect(
            capabilities?["semanticTokensProvider"]?["legend"]?["tokenTypes"]
                == .array(["namespace", "property", "string", "number", "keyword", "comment"].map { .string($0) }))
        #expect(result?["serverInfo"]?["name"] == .string("carousel"))
        #expect(Self.errorCode(client.request("initialize", .object([]))) == -32600)
    }

    @Test func shutdownThenExitIsExitCodeZero() {
        let client = LSPTestClient()
        client.start()
        #expect(client.request("shutdown")["result"] == .null)
        #expect(Self.errorCode(client.request("textDocument/hover")) == -32600)
        #expect(client.server.exitCode == nil)
        client.notify("exit")
        #expect(client.server.exitCode == 0)
        #expect(client.server.hasExited)
        #expect(client.server.handle(frame: Array("{".utf8)).isEmpty)
    }

    @Test func exitWithoutShutdownIsExitCodeOne() {
        let client = LSPTestClient()
        client.start()
        client.notify("exit")
        #expect(client.server.exitCode == 1)
        let early = LSPTestClient()
        early.notify("exit")
        #expect(early.server.exitCode == 1)
    }

    @Test func malformedJSONIsAParseErrorAndTheServerKeepsWorking() {
        let client = LSPTestClient()
        client.start()
        let out = client.server.handle(frame: Array("{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": ".utf8))
        #expect(out.count == 1)
        #expect(out.first?["id"] == .null)
        #expect(out.first.flatMap(Self.errorCode) == -32700)
        #expect(client.request("shutdown")["result"] == .null)
    }

    @Test func messagesOfTheWrongShapeAreInvalidRequests() {
        let client = LSPTestClient()
        client.start()
        let cases: [(String, Int, JSONValue)] = [
            ("[1, 2]", -32600, .null),
            ("42", -32600, .null),
            (#"{"jsonrpc": "2.0", "id": true, "method": "shutdown"}"#, -32600, .null),
            (#"{"jsonrpc": "1.0", "id": 7, "method": "shutdown"}"#, -32600, .integer(7)),
            (#"{"jsonrpc": "2.0", "id": 8, "method": 5}"#, -32600, .integer(8)),
            (#"{"jsonrpc": "2.0", "id": 9}"#, -32600, .integer(9)),
            (#"{"jsonrpc": "2.0", "id": "s", "method": "shutdown", "params": "x"}"#, -32602, .string("s")),
            (#"{"jsonrpc": "2.0", "id": 10, "method": "textDocument/hover", "params": {}}"#, -32602, .integer(10)),
        ]
        for (text, code, id) in cases {
            let out = client.server.handle(frame: Array(text.utf8))
            #expect(out.count == 1, "\(text)")
            #expect(out.first.flatMap(Self.errorCode) == code, "\(text)")
            #expect(out.first?["id"] == id, "\(text)")
        }
        // Notifications with bad params and unknown notifications are never answered.
        #expect(client.notify("textDocument/didChange", .object([("x", .integer(1))])).isEmpty)
        #expect(client.notify("$/somethingNew").isEmpty)
        #expect(client.server.handle(frame: Array(#"{"jsonrpc":"2.0","id":99,"result":null}"#.utf8)).isEmpty)
        #expect(
            client.server.handle(frame: Array(#"{"jsonrpc":"2.0","method":"initialized","params":7}"#.utf8)).isEmpty)
    }

    @Test func aCancelledRequestThatHasNotRunIsAnsweredWithRequestCancelled() {
        let client = LSPTestClient()
        client.start()
        let request = #"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#
        let cancel = #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":5}}"#
        let out = client.server.handle(frames: [Array(request.utf8), Array(cancel.utf8)])
        #expect(out.count == 1)
        #expect(out.first.flatMap(Self.errorCode) == -32800)
        // The shutdown did not run, so requests still work; a cancel for a finished request is ignored.
        #expect(client.request("shutdown")["result"] == .null)
        #expect(client.server.handle(frame: Array(cancel.utf8)).isEmpty)
    }
}
