import Foundation
import Testing
@testable import SourceDiagnostics

@Suite struct FixItTests {
    @Test func replaceSwapsTheBytesOfTheSpan() {
        let source = "spaceing = 16\n"
        let fix = FixIt.replace(SourceSpan(start: 0, end: 8), with: "spacing", safety: .safe)
        #expect(fix.message == "replace with `spacing`")
        #expect(fix.apply(to: source) == "spacing = 16\n")
    }

    @Test func editsApplyFromTheEndSoEarlierOffsetsStayValid() throws {
        let source = "a = \"日本\"\nb = 2\n"
        let bytes = Array(source.utf8)
        let bStart = try #require(bytes.firstIndex(of: UInt8(ascii: "b")))
        let fix = FixIt(
            message: "two edits",
            edits: [
                TextEdit(span: SourceSpan(start: 0, end: 1), replacement: "alpha"),
                TextEdit(span: SourceSpan(start: bStart, end: bStart + 1), replacement: "beta"),
            ], safety: .safe)
        #expect(fix.apply(to: source) == "alpha = \"日本\"\nbeta = 2\n")
    }

    @Test func removeAndInsertUseEmptyTextAndEmptySpans() {
        #expect(
            FixIt.remove(SourceSpan(start: 4, end: 5), message: "remove", safety: .safe).apply(to: "{a=1,}") == "{a=1}")
        let insert = FixIt(message: "insert", edits: [TextEdit(span: .point(0), replacement: "# hi\n")], safety: .safe)
        #expect(insert.apply(to: "x = 1\n") == "# hi\nx = 1\n")
    }

    @Test func jsonListsFixesWithPositionsAndReplacements() throws {
        let text = DiagnosticFormat.json.render(Fixture.report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let fixes = try #require(diagnostics[0]["fixes"] as? [[String: Any]])
        #expect(fixes.count == 1)
        #expect(fixes[0]["message"] as? String == "replace with `spacing`")
        #expect(fixes[0]["safety"] as? String == "safe")
        let other = try #require((diagnostics[1]["fixes"] as? [[String: Any]])?.first)
        #expect(other["safety"] as? String == "unsafe")
        let edit = try #require((fixes[0]["edits"] as? [[String: Any]])?.first)
        #expect(edit["line"] as? Int == 4 && edit["column"] as? Int == 1)
        #expect(edit["end_line"] as? Int == 4 && edit["end_column"] as? Int == 9)
        #expect(edit["replacement"] as? String == "spacing")
        #expect((diagnostics[2]["fixes"] as? [Any])?.isEmpty == true)
    }

    @Test func sarifResultsCarryFixesAsArtifactChanges() throws {
        let text = DiagnosticFormat.sarif.render(Fixture.report, options: RenderOptions(rules: Fixture.rules))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let fix = try #require((results[0]["fixes"] as? [[String: Any]])?.first)
        #expect((fix["description"] as? [String: Any])?["text"] as? String == "replace with `spacing`")
        #expect((fix["properties"] as? [String: Any])?["safety"] as? String == "safe")
        let other = try #require((results[1]["fixes"] as? [[String: Any]])?.first)
        #expect((other["properties"] as? [String: Any])?["safety"] as? String == "unsafe")
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "Configs/bad.carousel.toml")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Any])
        #expect(region["startLine"] as? Int == 4 && region["startColumn"] as? Int == 1)
        #expect(region["endLine"] as? Int == 4 && region["endColumn"] as? Int == 9)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "spacing")
        #expect(results[2]["fixes"] == nil)
    }

    @Test func aDeletionAloneOnItsLineTakesTheLineAndItsBreak() {
        let bytes = Array("a = 1\n  b = 2  \nc = 3\n".utf8)
        let start = 8  // `b = 2`
        let fix = FixIt.remove(SourceSpan(start: start, end: start + 5), message: "remove `b`", safety: .unsafe)
        let widened = fix.wholeLines(in: bytes)
        #expect(widened.apply(to: String(decoding: bytes, as: UTF8.self)) == "a = 1\nc = 3\n")
        #expect(widened.safety == .unsafe && widened.message == fix.message)
    }

    @Test func aDeletionSharingItsLineOrOnTheLastLineKeepsTheRest() {
        let shared = Array("a = 1 # keep\nb = 2".utf8)
        let commentKept = FixIt.remove(SourceSpan(start: 0, end: 5), message: "r", safety: .unsafe)
        #expect(commentKept.wholeLines(in: shared).edits == commentKept.edits)
        let last = FixIt.remove(SourceSpan(start: 13, end: 18), message: "r", safety: .unsafe)
        #expect(last.wholeLines(in: shared).apply(to: "a = 1 # keep\nb = 2") == "a = 1 # keep")
        let replacement = FixIt.replace(SourceSpan(start: 13, end: 18), with: "x", safety: .safe)
        #expect(replacement.wholeLines(in: shared) == replacement)
    }
}
