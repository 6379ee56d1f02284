import Foundation
import Testing
@testable import SourceDiagnostics

@Suite struct JSONRendererTests {
    @Test func outputMatchesSnapshot() {
        Snapshot.check(DiagnosticFormat.json.render(Fixture.report), named: "diagnostics.json")
    }

    @Test func outputParsesWithCountsAndKeyOrder() throws {
        let text = DiagnosticFormat.json.render(Fixture.report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["files"] as? Int == 3)
        #expect(object["errors"] as? Int == 5)
        #expect(object["warnings"] as? Int == 1)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 7)
        #expect(diagnostics[0]["help"] as? String == "did you mean `spacing`?")
        #expect(diagnostics[3]["help"] is NSNull)
        #expect(diagnostics[5]["line"] is NSNull)
        let first = try #require(text.split(separator: "\n").dropFirst().first)
        #expect(
            first.hasPrefix(
                "{\"file\":\"Configs/bad.carousel.toml\",\"line\":4,\"column\":1,\"end_line\":4,\"end_column\":9,\"severity\":\"error\",\"code\":\"E0201\""
            ))
    }

    @Test func emptyReportIsOneLine() {
        #expect(
            DiagnosticFormat.json.render(DiagnosticReport(files: []))
                == "{\"files\":0,\"errors\":0,\"warnings\":0,\"diagnostics\":[]}\n")
    }

    // Escaping and the indented layout are tested with the writer, in JSONTests.
}
