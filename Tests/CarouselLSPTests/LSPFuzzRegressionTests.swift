import CarouselLSP
import CarouselTestSupport
import JSON
import Testing

/// Every input the `lsp` fuzz target ever crashed, leaked, hung or ran out of memory on, and the
/// shapes of issue 21 (Tests/Fixtures/fuzz/lsp), goes through the target's own entry again: none may trap.
///
/// Inputs of defects not fixed yet wait in Tests/Fixtures/fuzz/lsp/open/ and are not replayed
/// (see Tests/Fixtures/fuzz/README.md); move them up one folder with the fix.
@Suite struct LSPFuzzRegressionTests {
    @Test func everySavedInputRunsWithoutTrapping() throws {
        let corpus = FuzzCorpus("lsp")
        let replayed = try corpus.replay(through: LSPFuzzEntry.run)
        #expect(!replayed.isEmpty, "no saved inputs in \(corpus.folder)")
    }

    @Test func thePreludeOpensADocumentWithDiagnostics() {
        let server = LanguageServer(environment: LSPFuzzEntry.environment())
        var framing = MessageFraming()
        framing.append(LSPFuzzEntry.prelude)
        var events: [MessageFraming.Event] = []
        while let event = framing.next() { events.append(event) }
        let out = server.handle(events: events)
        #expect(out.first?["result"]?["capabilities"] != nil)
        let published = out.first { $0["method"] == .string("textDocument/publishDiagnostics") }
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"] else {
            Issue.record("no diagnostics for the prelude's document: \(out)")
            return
        }
        #expect(diagnostics.contains { $0["code"] == .string("E0201") })
    }
}
