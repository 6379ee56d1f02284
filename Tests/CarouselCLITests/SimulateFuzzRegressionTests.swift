import CarouselTestSupport
import Testing

/// Every input the `simulate` fuzz target ever crashed, leaked, hung or ran out of memory on
/// (Tests/Fixtures/fuzz/simulate, minimised) goes through the target's own entry again: none may trap.
///
/// Inputs of defects not fixed yet wait in Tests/Fixtures/fuzz/simulate/open/ and are not replayed
/// (see Tests/Fixtures/fuzz/README.md); move them up one folder with the fix. The folder and the
/// replay are ``FuzzCorpus``, shared by the four fuzz targets' suites.
@Suite struct SimulateFuzzRegressionTests {
    @Test func everySavedInputRunsWithoutTrapping() throws {
        let corpus = FuzzCorpus("simulate")
        let replayed = try corpus.replay(through: SimulateFuzzEntry.run)
        #expect(!replayed.isEmpty, "no saved inputs in \(corpus.folder)")
    }

    @Test func theFixedScriptReads() {
        #expect(SimulateFuzzEntry.script?.steps.count == 14)
    }
}
