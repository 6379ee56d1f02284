import CarouselLSP
import Foundation
import JSON
import Testing

/// The real `carousel lsp` on a behaviour test file (`*.carousel-test.toml`): the problems
/// `carousel test` reports, at their spans, and completion of the file's own keys and step types,
/// over raw JSON-RPC through the pipes.
@Suite struct CarouselLSPBehaviourTestFileTests {
    @Test func aTestFileGetsItsProblemsAtTheirSpansAndItsOwnCompletion() throws {
        let server = try CarouselLSPSubprocessTests.start()
        let spec = CarouselLSPSubprocessTests.root.appendingPathComponent("Configs/cards.carousel.toml").path
        let uri = DocumentURI.uri(ofPath: "/tmp/carousel-lsp-behaviour/home.carousel-test.toml")
        let text = """
            spec = "\(spec)"
            sise = [1280, 600]

            [[test]]
            name = "keys"
            steps = [{ t = "0.1s", type = "key", key = "rigth" }]
            expect = [{ t = "1s", carousel = "card", selection = 1 }]

            """
        CarouselLSPSubprocessTests.open(server, uri: uri, text: text)
        let list = CarouselLSPSubprocessTests.diagnostics(server, uri: uri, version: 1)
        let codes = list.compactMap { $0["code"]?.string }
        #expect(codes == ["E0601", "E0604", "E0606"], "\(list)")
        // `sise` (line 1, 0-based), the step's "rigth" and the carousel id "card", exactly.
        #expect(list.first { $0["code"] == .string("E0601") }?["range"] == LSPJSON.range(1, 0, 1, 4))
        #expect(list.first { $0["code"] == .string("E0604") }?["range"] == LSPJSON.range(5, 43, 5, 50))
        #expect(list.first { $0["code"] == .string("E0606") }?["range"] == LSPJSON.range(6, 33, 6, 39))
        // Nothing is played as you type: no expectation fails (E0610), no spec key is unknown (E0201).
        #expect(!codes.contains("E0610") && !codes.contains("E0201"))

        let document: (String, JSONValue) = ("textDocument", .object([("uri", .string(uri))]))
        let completion = server.request(
            "textDocument/completion", .object([document, ("position", LSPJSON.position(4, 0))]))
        guard case .array(let items)? = server.answer(to: completion)?["result"]?["items"] else {
            Issue.record("no completion items")
            return
        }
        let labels = Set(items.compactMap { $0["label"]?.string })
        #expect(labels.isSuperset(of: ["spec", "size", "test", "name", "steps", "expect", "selection", "announce"]))
        #expect(labels.isSuperset(of: ["key", "down", "wheel", "resize"]), "\(labels.sorted())")
        // No spec keys, and no spec hover, in a test file.
        #expect(!labels.contains("per-view"))
        let hover = server.request("textDocument/hover", .object([document, ("position", LSPJSON.position(4, 2))]))
        #expect(server.answer(to: hover)?["result"] == .null)

        let shutdown = server.request("shutdown")
        _ = server.answer(to: shutdown)
        server.notify("exit")
        #expect(server.finish() == 0)
    }
}
