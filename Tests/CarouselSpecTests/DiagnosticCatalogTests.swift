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
    /// `check --render` only) are checked by CarouselVerifyTests' RenderCatalogTests, the project
    /// config's and the suppressions' (E05xx, W05xx) by LintConfigTests' LintCatalogTests, the behaviour
    /// test files' (E06xx, W0601) by CarouselCLITests' BehaviourTestCatalogTests.
    static let checkCodes = DiagnosticCatalog.all.map(\.code).filter {
        DiagnosticCode(rawValue: $0)?.isRenderPass != true && DiagnosticCode(rawValue: $0)?.isLint != true
            && DiagnosticCode(rawValue: $0)?.isBehaviourTest != true
    }

    @Test(arguments: checkCodes) func wrongExampleProducesItsCode(code: String) throws {
        let entry = try #require(DiagnosticCatalog.entry(for: code))
        let compilation = SpecFixtures.compile(entry.wrongExample, folder: Self.exampleFolder)
        // A code can be reported in a file the spec reads (an item source's E0384).
        #expect(
            compilation.reportedFiles.contains { $0.diagnostics.contains { $0.code.text == code } },
            "\(code):\n\(SpecFixtures.describe(compilation))")
    }

    @Test(
        arguments: DiagnosticCatalog.all.map(\.code).filter {
            DiagnosticCode(rawValue: $0)?.isLint != true
                && DiagnosticCode(rawValue: $0)?.isBehaviourTest != true
        })
    func rightExampleIsClean(code: String) throws {
        let entry = try #require(DiagnosticCatalog.entry(for: code))
        let compilation = SpecFixtures.compile(entry.rightExample, folder: Self.exampleFolder)
        #expect(compilation.diagnostics.isEmpty, "\(code):\n\(SpecFixtures.describe(compilation))")
    }

    @Test func docsListEveryCodeWithItsExamples() throws {
        let markdown = DiagnosticCatalog.markdownReference()
        Snapshot.expect(markdown, matches: "docs/diagnostics.md")
        for entry in DiagnosticCatalog.all {
            #expect(markdown.contains("## \(entry.code)\n"))
            #expect(markdown.contains(DiagnosticCatalog.visible(entry.wrongExample.trimmingTrailingNewlines)))
            #expect(markdown.contains(DiagnosticCatalog.visible(entry.rightExample.trimmingTrailingNewlines)))
        }
    }

    /// Issue 9: E0102's wrong and right examples looked identical (a raw U+0007 is invisible).
    @Test func invisibleCharactersInExamplesAreShownEscaped() throws {
        let markdown = DiagnosticCatalog.markdownReference()
        #expect(!markdown.unicodeScalars.contains { DiagnosticCatalog.isInvisible($0) })
        #expect(markdown.contains("title = \"Bell<U+0007>\""))
        #expect(
            markdown.contains("`<U+0007>` stands for the invisible character U+0007 BELL, written raw in the file."))
        let entry = try #require(DiagnosticCatalog.entry(for: "E0102"))
        let text = DiagnosticCatalog.explanationText(entry)
        #expect(!text.unicodeScalars.contains { DiagnosticCatalog.isInvisible($0) })
        #expect(text.contains("    title = \"Bell<U+0007>\""))
        #expect(DiagnosticCatalog.visible("a\u{A0}b\u{200B}\tc\n") == "a<U+00A0>b<U+200B>\tc\n")
        #expect(DiagnosticCatalog.visible("café 日本") == "café 日本")
    }

    @Test func explanationTextNamesTheCodeAndBothExamples() throws {
        let entry = try #require(DiagnosticCatalog.entry(for: "W0402"))
        let text = DiagnosticCatalog.explanationText(entry)
        #expect(text.hasPrefix("W0402 (warning): key has no effect"))
        #expect(text.contains("    animation = \"ease-out\""))
    }
}
