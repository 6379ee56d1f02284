import CarouselSpec
import SourceDiagnostics
import Testing
@testable import LintConfig

/// The catalog's examples of E05xx and W05xx go through the config reader and the lint pass
/// (CarouselSpecTests' DiagnosticCatalogTests compile the other codes' examples).
@Suite struct LintCatalogTests {
    static let codes = DiagnosticCode.allCases.filter(\.isLint)

    @Test func theLintCodesAreE0501ToE0507AndW0501ToW0504() {
        #expect(
            Self.codes.map(\.rawValue) == [
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

    /// Every fix-it of every diagnostic of the examples, alone, as `check --fix` would apply it:
    /// it resolves that diagnostic and adds no error.
    @Test(arguments: codes) func everyFixItResolvesItsDiagnostic(code: DiagnosticCode) {
        let entry = DiagnosticCatalog.explanation(for: code)
        let before = Self.diagnostics(entry.wrongExample, config: code.isLintConfig)
        for diagnostic in before where diagnostic.code.text.dropFirst().hasPrefix("05") {
            for fixIt in diagnostic.fixIts {
                let fixed = fixIt.apply(to: entry.wrongExample)
                let after = Self.diagnostics(fixed, config: code.isLintConfig)
                #expect(
                    !after.contains { $0.code == diagnostic.code && $0.message == diagnostic.message },
                    "\(code.rawValue): `\(fixIt.message)` did not resolve it:\n\(fixed)")
                #expect(
                    after.filter { $0.severity == .error }.count <= before.filter { $0.severity == .error }.count,
                    "\(code.rawValue): `\(fixIt.message)` adds an error:\n\(fixed)")
            }
        }
    }

    @Test func theExamplesCarryFixIts() {
        let withFixes = Self.codes.filter { code in
            let entry = DiagnosticCatalog.explanation(for: code)
            return Self.diagnostics(entry.wrongExample, config: code.isLintConfig).contains {
                $0.code == code.id && !$0.fixIts.isEmpty
            }
        }
        #expect(withFixes.map(\.rawValue) == ["E0501", "E0502", "E0503", "E0504", "W0501", "W0502", "W0503"])
    }
}
