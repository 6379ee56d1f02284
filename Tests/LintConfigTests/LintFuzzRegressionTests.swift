import CarouselTestSupport
import SourceDiagnostics
import Testing

/// Every input the `lint` fuzz target ever crashed, leaked, hung or ran out of memory on
/// (Tests/Fixtures/fuzz/lint, minimised) goes through the target's own entry again: none may trap.
///
/// Inputs of defects not fixed yet wait in Tests/Fixtures/fuzz/lint/open/ and are not replayed
/// (see Tests/Fixtures/fuzz/README.md); move them up one folder with the fix.
@Suite struct LintFuzzRegressionTests {
    @Test func everySavedInputRunsWithoutTrapping() throws {
        let corpus = FuzzCorpus("lint")
        let replayed = try corpus.replay(through: LintFuzzEntry.run)
        #expect(!replayed.isEmpty, "no saved inputs in \(corpus.folder)")
    }

    @Test func theFixedSpecGivesTheWarningTheCommentTargets() {
        let spec = SourceFile(
            path: "/fuzz/Configs/a.carousel.toml", bytes: LintFuzzEntry.spec(comment: Array("allow W0402".utf8)))
        let compilation = LintFuzzEntry.loader.compile(spec, baseDirectory: "/fuzz/Configs")
        #expect(compilation.diagnostics.map(\.code.text) == ["W0402"])
    }
}
