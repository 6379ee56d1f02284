import CarouselTestSupport
import Testing

/// Every input the `script` fuzz target ever crashed, leaked, hung or ran out of memory on
/// (Tests/Fixtures/fuzz/script, minimised) goes through the target's own entry again: none may trap.
///
/// Inputs of defects not fixed yet wait in Tests/Fixtures/fuzz/script/open/ and are not replayed
/// (see Tests/Fixtures/fuzz/README.md); move them up one folder with the fix. The folder and the
/// replay are ``FuzzCorpus``, shared by the four fuzz targets' suites.
@Suite struct ScriptFuzzRegressionTests {
    @Test func everySavedInputRunsWithoutTrapping() throws {
        let corpus = FuzzCorpus("script")
        let replayed = try corpus.replay(through: ScriptFuzzEntry.run)
        #expect(!replayed.isEmpty, "no saved inputs in \(corpus.folder)")
    }

    @Test func theFixedSpecCompiles() {
        #expect(ScriptFuzzEntry.spec?.scene.carousels.count == 5)
    }
}
