import Foundation
import Testing
@testable import SourceDiagnostics

@Suite struct SARIFRendererTests {
    @Test func outputMatchesSnapshot() {
        Snapshot.check(
            DiagnosticFormat.sarif.render(Fixture.report, options: RenderOptions(rules: Fixture.rules)),
            named: "diagnostics.sarif")
    }

    @Test func logHasTheSARIFStructure() throws {
        let text = DiagnosticFormat.sarif.render(Fixture.report, options: RenderOptions(rules: Fixture.rules))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFRenderer.schema)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "carousel")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["E0102", "E0201", "E0202", "E0203", "E0204", "N0001", "W0401"])
        #expect((rules[1]["shortDescription"] as? [String: Any])?["text"] as? String == "unknown key")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 7)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let duplicate = results[3]
        let related = try #require(duplicate["relatedLocations"] as? [[String: Any]])
        let region = try #require((related[0]["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 3)
        #expect(region["endColumn"] as? Int == 16)
    }

    @Test func urisArePercentEncoded() {
        #expect(SARIFRenderer.uri(for: "./Configs/odd, name ü.toml") == "Configs/odd%2C%20name%20%C3%BC.toml")
        #expect(SARIFRenderer.uri(for: "/tmp/a.toml") == "file:///tmp/a.toml")
    }
}
