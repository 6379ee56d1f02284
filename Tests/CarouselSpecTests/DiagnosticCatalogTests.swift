import Foundation
import Testing
@testable import CarouselSpec
import TOML

@Suite struct DiagnosticCatalogTests {
    /// Examples compile from Configs/, so `../Assets/images/...` paths resolve.
    static let exampleFolder = SpecFixtures.packageRoot + "/Configs"

    @Test func everyCodeTheCompilerUsesHasAnEntry() {
        let codes =
            [
                DiagnosticCode.unknownKey, DiagnosticCode.wrongType, DiagnosticCode.missingKey,
                DiagnosticCode.duplicateID,
                DiagnosticCode.notForKind, DiagnosticCode.conflictingKeys, DiagnosticCode.outOfRange,
                DiagnosticCode.invalidFormat,
                DiagnosticCode.unknownValue, DiagnosticCode.badFile, DiagnosticCode.impossibleLayout,
                DiagnosticCode.clamped,
                DiagnosticCode.ineffectiveKey, DiagnosticCode.intervalShorterThanSettle,
                DiagnosticCode.stackExceedsFrame,
                DiagnosticCode.noItems,
            ] + TOMLErrorCode.all.map(\.code)
        for code in codes { #expect(DiagnosticCatalog.entry(for: code) != nil, "\(code)") }
        #expect(DiagnosticCatalog.all.count == codes.count)
        #expect(Set(DiagnosticCatalog.all.map(\.code)).count == DiagnosticCatalog.all.count)
        #expect(DiagnosticCatalog.entry(for: "e0201")?.code == "E0201")
        #expect(DiagnosticCatalog.entry(for: "E9999") == nil)
    }

    @Test(arguments: DiagnosticCatalog.all.map(\.code)) func wrongExampleProducesItsCode(code: String) throws {
        let entry = try #require(DiagnosticCatalog.entry(for: code))
        let compilation = SpecFixtures.compile(entry.wrongExample, folder: Self.exampleFolder)
        #expect(compilation.diagnostics.contains { $0.code == code }, "\(code):\n\(SpecFixtures.describe(compilation))")
    }

    @Test(arguments: DiagnosticCatalog.all.map(\.code)) func rightExampleIsClean(code: String) throws {
        let entry = try #require(DiagnosticCatalog.entry(for: code))
        let compilation = SpecFixtures.compile(entry.rightExample, folder: Self.exampleFolder)
        #expect(compilation.diagnostics.isEmpty, "\(code):\n\(SpecFixtures.describe(compilation))")
    }

    @Test func docsListEveryCodeWithItsExamples() throws {
        let markdown = DiagnosticCatalog.markdownReference()
        Snapshot.expect(markdown, matches: "docs/diagnostics.md")
        for entry in DiagnosticCatalog.all {
            #expect(markdown.contains("## \(entry.code)\n"))
            #expect(markdown.contains(entry.wrongExample.trimmingTrailingNewlines))
            #expect(markdown.contains(entry.rightExample.trimmingTrailingNewlines))
        }
    }

    @Test func explanationTextNamesTheCodeAndBothExamples() throws {
        let entry = try #require(DiagnosticCatalog.entry(for: "W0402"))
        let text = DiagnosticCatalog.explanationText(entry)
        #expect(text.hasPrefix("W0402 (warning): key has no effect"))
        #expect(text.contains("    animation = \"ease-out\""))
    }
}
