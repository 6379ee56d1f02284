import Foundation
import Testing
@testable import CarouselSpec
import SourceDiagnostics
import TOML

@Suite struct DiagnosticCatalogTests {
    /// Examples compile from Configs/, so `../Assets/images/...` paths resolve.
    static let exampleFolder = SpecFixtures.packageRoot + "/Configs"

    /// Every code of both code sets, as the catalog's total functions see them.
    static let allIDs: [DiagnosticID] = TOMLErrorCode.allCases.map(\.id) + DiagnosticCode.allCases.map(\.id)

    @Test func everyCodeHasOneEntryWithItsOwnSeverity() {
        #expect(DiagnosticCatalog.all.map(\.id) == Self.allIDs.sorted())
        #expect(Set(DiagnosticCatalog.all.map(\.code)).count == DiagnosticCatalog.all.count)
        for code in DiagnosticCode.allCases {
            let entry = DiagnosticCatalog.explanation(for: code)
            #expect(entry.id == code.id)
            #expect(entry.severity == code.severity)
            #expect((entry.severity == .warning) == code.rawValue.hasPrefix("W"), "\(code)")
        }
        for code in TOMLErrorCode.allCases {
            #expect(DiagnosticCatalog.explanation(for: code).title == code.title)
            #expect(code.severity == .error)
        }
        #expect(DiagnosticCatalog.entry(for: "e0201")?.code == "E0201")
        #expect(DiagnosticCatalog.entry(for: "E9999") == nil)
    }

    @Test(arguments: DiagnosticCatalog.all) func everyEntryHasAWrongAndARightExample(entry: DiagnosticExplanation) {
        #expect(!entry.wrongExample.isEmpty && !entry.rightExample.isEmpty && !entry.title.isEmpty)
        #expect(entry.wrongExample != entry.rightExample, "\(entry.code)")
    }

    /// The codes plain `check` reports: the render pass's own (W0413-W0416, reported by
    /// `check --render` only) are checked by CarouselVerifyTests' RenderCatalogTests.
    static let checkCodes = DiagnosticCatalog.all.map(\.code).filter {
        DiagnosticCode(rawValue: $0)?.isRenderPass != true
    }

    @Test(arguments: checkCodes) func wrongExampleProducesItsCode(code: String) throws {
        let entry = try #require(DiagnosticCatalog.entry(for: code))
        let compilation = SpecFixtures.compile(entry.wrongExample, folder: Self.exampleFolder)
        #expect(
            compilation.diagnostics.contains { $0.code.text == code }, "\(code):\n\(SpecFixtures.describe(compilation))"
        )
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
