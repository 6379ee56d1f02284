import CarouselSpec
import SourceDiagnostics
import Testing
@testable import LintConfig

/// The catalog's examples of E05xx and W05xx go through the config reader and the lint pass
/// (CarouselSpecTests' DiagnosticCatalogTests compile the other codes' examples).
@Suite struct LintCatalogTests {
    static let codes = DiagnosticCode.allCases.filter(\.isLint)

    @Test func theLintCodesAreE0501ToE0507AndW0501ToW0504() {
        #expect(Self.codes.map(\.rawValue) == [
            "E0501", "E0502", "E0503", "E0504", "E0505", "E0506", "E0507", "W0501", "W0502", "W0503", "W0504",
        ])
        #expect(Self.codes.allSatisfy { $0.isLintConfig == ($0.severity == .error) })
    }

    /// What `check` reports for an example: a config example is read as `.carousel-lint.toml`,
    /// a spec example is compiled and linted.
    static func diagnostics(_ example: String, config: Bool) -> [Diagnostic] {
        config ? LintFixtures.configDiagnostics(example) : LintFixtures.check(example)
    }

    @Test(arguments: codes) func wrongExampleProducesItsCode(code: DiagnosticCode) {
        let entry = DiagnosticCatalog.explanation(for: code)
        #expect(entry.wrongExample.hasPrefix("# .carousel-lint.toml\n") == code.isLintConfig)
        let found = Self.diagnostics(entry.wrongExample, config: code.isLintConfig)
        #expect(found.contains { $0.code == code.id }, "\(code.rawValue): \(found.map(\.message))")
    }

    @Test(arguments: codes) func rightExampleIsClean(code: DiagnosticCode) {
        let entry = DiagnosticCatalog.explanation(for: code)
        let found = Self.diagnostics(entry.rightExample, config: code.isLintConfig)
        #expect(found.isEmpty, "\(code.rawValue): \(found.map(\.message))")
    }
}
