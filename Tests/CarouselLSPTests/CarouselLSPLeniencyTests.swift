import CarouselLSP
import JSON
import Testing

/// What real clients send that the protocol allows, driven as raw bytes through the real
/// `carousel lsp` (issue 21): each of these was refused or misread before.
@Suite struct CarouselLSPLeniencyTests {
    static let valid = """
        [[carousel]]
        id = "main"
        kind = "paging"
        items = [{ title = "a" }]
        """

    @Test func nullParamsAreAcceptedForShutdownAndExitAsEglotSendsThem() throws {
        let server = try LSPSubprocess()
        server.writeFramed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":null}"#)
        #expect(server.answer(to: 1)?["result"]?["capabilities"] != nil)
        server.writeFramed(#"{"jsonrpc":"2.0","method":"initialized","params":null}"#)
        // A request whose params are required still says which field is missing.
        server.writeFramed(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":null}"#)
        let hover = server.answer(to: 2)
        #expect(hover?["error"]?["code"] == .integer(-32602))
        #expect(hover?["error"]?["message"]?.string?.contains("textDocument") == true, "\(String(describing: hover))")
        server.writeFramed(#"{"jsonrpc":"2.0","id":3,"method":"shutdown","params":null}"#)
        let shutdown = server.answer(to: 3)
        #expect(shutdown?["result"] == .null && shutdown?["error"] == nil, "\(String(describing: shutdown))")
        server.writeFramed(#"{"jsonrpc":"2.0","method":"exit","params":null}"#)
        #expect(server.finish() == 0)
    }

    @Test func paramsThatAreNotStructuredNorNullAreStillRefused() throws {
        let server = try CarouselLSPSubprocessTests.start()
        server.writeFramed(#"{"jsonrpc":"2.0","id":"s","method":"shutdown","params":7}"#)
        let answer = server.waitFor("answer to s") { $0["id"] == .string("s") }
        #expect(answer?["error"]?["code"] == .integer(-32602))
        #expect(server.finish() == 1)
    }

    @Test func conflictingContentLengthsAreOneErrorAndTheStreamRecovers() throws {
        let server = try CarouselLSPSubprocessTests.start()
        let body = #"{"jsonrpc":"2.0","id":70,"method":"carousel/none","params":{"x":"0123456789012345678"}}"#
        server.write(Array("Content-Length: 3\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
        // The same length twice is one length.
        let twice = #"{"jsonrpc":"2.0","id":8,"method":"carousel/none"}"#
        server.write(
            Array("Content-Length: \(twice.utf8.count)\r\ncontent-length: \(twice.utf8.count)\r\n\r\n\(twice)".utf8))
        let after = server.request("shutdown")
        #expect(server.answer(to: after)?["result"] == .null)
        server.notify("exit")
        #expect(server.finish() == 0)
        let errors = server.messages.filter { $0["error"] != nil }
        let framing = errors.filter { $0["id"] == .null }
        #expect(framing.count == 1, "\(errors)")
        let message = framing.first?["error"]?["message"]?.string ?? ""
        #expect(message.contains("Content-Length is given twice, as 3 and \(body.utf8.count)"), "\(message)")
        #expect(framing.first?["error"]?["code"] == .integer(-32700))
        // The conflicting message was skipped whole: no answer to id 70, and its bytes were not read as headers.
        #expect(!errors.contains { $0["id"] == .integer(70) })
        #expect(errors.contains { $0["id"] == .integer(8) && $0["error"]?["code"] == .integer(-32601) })
    }

    @Test func idsBeyondTwoToThe53AreEchoedExactly() throws {
        let server = try CarouselLSPSubprocessTests.start()
        for id in ["123456789012345678901234567890", "-98765432109876543210", "9007199254740993"] {
            server.writeFramed(#"{"jsonrpc":"2.0","id":\#(id),"method":"carousel/none"}"#)
        }
        let shutdown = server.request("shutdown")
        #expect(server.answer(to: shutdown)?["result"] == .null)
        server.notify("exit")
        #expect(server.finish() == 0)
        for id in ["123456789012345678901234567890", "-98765432109876543210", "9007199254740993"] {
            #expect(server.stdout.contains(#""id":\#(id),"error""#), "\(id) in \(server.stdout)")
        }
    }

    @Test func aCarriageReturnThatEndsTheDocumentIsPartOfTheLastLine() throws {
        let server = try CarouselLSPSubprocessTests.start()
        let uri = "file:///tmp/carousel-lsp-test/cr.carousel.toml"
        let lastLine = "items = [{ title = \"a\" }]"
        CarouselLSPSubprocessTests.open(server, uri: uri, text: Self.valid + "\r")
        // The lone "\r" is a TOML error at line 3, just after the last line's text.
        let before = CarouselLSPSubprocessTests.diagnostics(server, uri: uri, version: 1)
        #expect(before.first?["code"] == .string("E0102"), "\(before)")
        #expect(before.first?["range"]?["start"] == LSPJSON.position(3, lastLine.utf16.count), "\(before)")
        // A "\n" typed after the "\r" (the end of the line, past the "\r") makes "\r\n": no problem left.
        let end = LSPJSON.position(3, lastLine.utf16.count + 1)
        server.notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", .integer(2))])),
                (
                    "contentChanges",
                    .array([.object([("range", .object([("start", end), ("end", end)])), ("text", .string("\n"))])])
                ),
            ]))
        let after = CarouselLSPSubprocessTests.diagnostics(server, uri: uri, version: 2)
        #expect(after.isEmpty, "\(after)")
        #expect(server.finish() == 1)
    }
}
