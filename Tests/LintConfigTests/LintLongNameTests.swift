import CarouselSpec
import SourceDiagnostics
import Testing
@testable import LintConfig

/// Names from a comment or a config are cut to ``SpecMessages/maxShownCharacters`` with `…` in
/// messages, as docs/limits.md says (issue 21: W0502 quoted a 1,000-character name whole).
@Suite struct LintLongNameTests {
    private static let long = String(repeating: "W", count: 1_000)
    private static let cut = String(repeating: "W", count: SpecMessages.maxShownCharacters - 1) + "…"

    @Test func anUnknownSuppressedCodeIsCut() throws {
        let diagnostics = LintFixtures.check(LintPassTests.spec(comment: "# carousel: allow \(Self.long)"))
        let unknown = try #require(diagnostics.first { $0.code.text == "W0502" })
        #expect(unknown.message == "`\(Self.cut)` is not a diagnostic code")
    }

    @Test func aLongVerbIsCut() throws {
        let diagnostics = LintFixtures.check(LintPassTests.spec(comment: "# carousel: \(Self.long)"))
        let malformed = try #require(diagnostics.first { $0.code.text == "W0503" })
        #expect(malformed.message == "`# carousel:` is followed by `\(Self.cut)`, not `allow CODE`")
    }

    @Test func configMessagesCutNamesLevelsAndPatterns() {
        let text = """
            \(Self.long) = 1
            [severity]
            \(Self.long) = "allow"
            W0402 = "\(Self.long)"
            [[overrides]]
            paths = ["[\(Self.long)"]
            severity = {}
            """
        let messages = LintFixtures.configDiagnostics(text).map(\.message)
        #expect(messages.count == 4)
        #expect(messages.allSatisfy { !$0.contains(Self.long) && $0.contains(Self.cut.dropFirst()) }, "\(messages)")
    }
}
