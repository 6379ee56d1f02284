import Foundation
import SourceDiagnostics
import Testing

@testable import CarouselCLI
@testable import CarouselSpec

/// The behaviour test codes (`E06xx`, `W06xx`): each wrong example, read and run as a test file
/// in Configs/tests/, produces its code, and each right example is clean and passes.
@Suite struct BehaviourTestCatalogTests {
    static let codes = DiagnosticCode.allCases.filter(\.isBehaviourTest)

    /// The diagnostics and outcomes of `text` as the test file Configs/tests/example.carousel-test.toml.
    static func run(_ text: String) -> (diagnostics: [Diagnostic], results: [BehaviourTestRunner.Result]) {
        let path = ExternalValidator.packageRoot.appendingPathComponent("Configs/tests/example.carousel-test.toml").path
        let file = SourceFile(path: path, text: text)
        let (tests, problems) = BehaviourTestReader.read(file)
        let (results, failures) = BehaviourTestRunner.run(tests, file: file) { (spec: String) throws(CommandError) in
            try SpecServices.compile(path: spec)
        }
        return (problems + failures, results)
    }

    @Test func theCodesAreTheTestFileRange() {
        #expect(Self.codes.map(\.rawValue) == ["E0601", "E0602", "E0603", "E0604", "E0605", "E0606", "E0610", "W0601"])
        #expect(Self.codes.allSatisfy { $0.reference.wrongExample.hasPrefix(DiagnosticCode.testFileHeader) })
    }

    @Test(arguments: codes) func wrongExampleProducesItsCode(code: DiagnosticCode) {
        let (diagnostics, _) = Self.run(code.reference.wrongExample)
        #expect(diagnostics.contains { $0.code == code.id }, "\(code): \(diagnostics.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.span != nil }, "\(code): a diagnostic without a span")
    }

    @Test(arguments: codes) func rightExampleIsCleanAndPasses(code: DiagnosticCode) {
        let (diagnostics, results) = Self.run(code.reference.rightExample)
        #expect(diagnostics.isEmpty, "\(code): \(diagnostics.map(\.message))")
        #expect(!results.isEmpty && results.allSatisfy(\.passed), "\(code)")
    }
}
