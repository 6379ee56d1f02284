import CarouselTestSupport
import Testing

/// Every input the `toml` fuzz target ever crashed, leaked, hung or ran out of memory on
/// (Tests/Fixtures/fuzz/toml, minimised) goes through the target's own entry again: none may trap.
///
/// Inputs of defects not fixed yet wait in Tests/Fixtures/fuzz/toml/open/ and are not replayed
/// (see Tests/Fixtures/fuzz/README.md); move them up one folder with the fix. The folder and the
/// replay are ``FuzzCorpus``, shared by the four fuzz targets' suites.
@Suite struct TOMLFuzzRegressionTests {
    @Test func everySavedInputRunsWithoutTrapping() throws {
        let corpus = FuzzCorpus("toml")
        let replayed = try corpus.replay(through: TOMLFuzzEntry.run)
        #expect(!replayed.isEmpty, "no saved inputs in \(corpus.folder)")
    }
}
