import SourceDiagnostics
import Testing

@testable import CarouselCLI

/// The parallel `check` in process, so `make test-tsan` sees its threads (the subprocess test in
/// CheckCommandTests covers the printed output).
@Suite struct BatchCheckerThreadTests {
    @Test func eightWorkersGiveTheSameOutcomesInTheSameOrderAsOne() throws {
        let folder = try TemporaryFolder()
        var paths: [String] = []
        for index in 0..<40 {
            let text = index % 3 == 0 ? Fixtures.syntaxError : index % 3 == 1 ? Fixtures.misspelled : Fixtures.valid
            paths.append(folder.path(try folder.write("spec-\(index).carousel.toml", text)))
        }
        paths.append(folder.path("missing.carousel.toml"))
        let parallel = BatchChecker.check(paths, jobs: 8).map(Self.summary)
        let serial = BatchChecker.check(paths, jobs: 1).map(Self.summary)
        #expect(parallel.count == 41)
        #expect(parallel == serial)
        #expect(parallel.filter { $0.hasPrefix("unreadable") }.count == 1)
        #expect(parallel.filter { $0.contains("error E") }.count == 27)
    }

    /// The file and the codes of its diagnostics, or the unreadable message.
    static func summary(_ outcome: FileOutcome) -> String {
        switch outcome {
        case .checked(let bundle):
            let codes = bundle.diagnostics.map { "\($0.severity) \($0.code.text)" }
            return bundle.file.path + ": " + codes.joined(separator: ", ")
        case .unreadable(let message):
            return "unreadable: " + message
        }
    }
}
