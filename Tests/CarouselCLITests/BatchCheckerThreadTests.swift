import Foundation
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

    /// The render pass and the glyph-coverage index are shared by the workers (fonts measured
    /// behind one lock, font files read once): the same findings as one worker, in the same order.
    @Test func renderPassWithFourWorkersMatchesOneWorker() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let configs = root.appendingPathComponent("Configs")
        let names = try FileManager.default.contentsOfDirectory(atPath: configs.path)
            .filter { $0.hasSuffix(".carousel.toml") }.sorted()
        let folder = try TemporaryFolder()
        var paths = names.map { configs.appendingPathComponent($0).path }
        // A title no font can draw (W0420) and one cut short at the window size (W0413).
        paths.append(
            folder.path(
                try folder.write(
                    "odd.carousel.toml",
                    "[[carousel]]\nid = \"odd\"\n[[carousel.items]]\ntitle = \"\u{E000} private\"\n")))
        let parallel = BatchChecker.check(paths, jobs: 4, render: true).map(Self.summary)
        let serial = BatchChecker.check(paths, jobs: 1, render: true).map(Self.summary)
        #expect(parallel.count == names.count + 1)
        #expect(parallel == serial)
        #expect(parallel.last?.contains("W0420") == true, "\(parallel.last ?? "")")
    }

    /// The file and the codes of its diagnostics, or the unreadable message.
    static func summary(_ outcome: FileOutcome) -> String {
        switch outcome {
        case .checked(let bundles, _, _):
            return bundles.map { bundle in
                let codes = bundle.diagnostics.map { "\($0.severity) \($0.code.text)" }
                return bundle.file.path + ": " + codes.joined(separator: ", ")
            }.joined(separator: "; ")
        case .unreadable(let message):
            return "unreadable: " + message
        }
    }
}
