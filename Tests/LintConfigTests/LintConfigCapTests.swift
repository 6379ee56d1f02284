import CarouselSpec
import SourceDiagnostics
import Testing
@testable import LintConfig

/// A project config stops at ``SpecCompiler/maxDiagnostics`` diagnostics with the same note as a
/// spec, and words none past it (issue 21: 300,000 unknown codes gave 300,000 E0503).
@Suite struct LintConfigCapTests {
    private static func unknownCodes(_ count: Int) -> String {
        "[severity]\n" + (0..<count).map { "X\($0) = \"allow\"\n" }.joined()
    }

    @Test func unknownCodesPastTheLimitAreCountedInOneNote() throws {
        let diagnostics = LintFixtures.configDiagnostics(Self.unknownCodes(1_500))
        #expect(diagnostics.count == SpecCompiler.maxDiagnostics)
        #expect(Set(LintFixtures.codes(diagnostics)) == ["E0503"])
        let last = try #require(diagnostics.last)
        #expect(last.notes == ["500 more problems not shown (carousel reports at most 1000 per file)"])
        #expect(last.message == "`X999` is not a diagnostic code")
    }

    @Test func exactlyTheLimitHasNoNote() {
        let diagnostics = LintFixtures.configDiagnostics(Self.unknownCodes(1_000))
        #expect(diagnostics.count == 1_000)
        #expect(diagnostics.allSatisfy { $0.notes.isEmpty })
    }

    @Test func everyKindOfProblemCountsTowardsTheLimit() throws {
        // Unknown keys, unknown levels and bad patterns past the limit are counted too.
        let text =
            Self.unknownCodes(999)
            + "W0402 = \"loud\"\nW0404 = \"loud\"\n"
            + "[[overrides]]\npaths = [\"[z-a]\"]\nseverity = {}\nwhat = 1\n"
        let diagnostics = LintFixtures.configDiagnostics(text)
        #expect(diagnostics.count == 1_000)
        #expect(diagnostics.last?.notes == ["3 more problems not shown (carousel reports at most 1000 per file)"])
    }
}
