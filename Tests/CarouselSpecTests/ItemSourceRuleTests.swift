import Testing
import SourceDiagnostics
@testable import CarouselSpec

@Suite struct ItemSourceRuleTests {
    @Test func itemsAndGenerateTogetherPointAtBoth() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            id = "a"
            [[carousel.items]]
            title = "One"
            [carousel.generate]
            ^^^^^^^^^^^^^^^^^^^ E0206
            count = 5
            """)
        let found = try #require(expectDiagnostic("E0206", in: compilation, labelLines: [3]))
        #expect(found.path == "carousel[0].generate")
    }

    @Test func neitherItemsNorGenerateIsAWarning() throws {
        let compilation = expectDiagnostics(
            """
            [[carousel]]
            ^^^^^^^^^^^^ W0405
            id = "empty"
            """)
        #expect(compilation.spec?.carousels.first?.items.count == 0)
        #expect(diagnostic("W0405", in: compilation)?.severity == .warning)
    }

    @Test func generatedItemsAreLazy() throws {
        let compilation = SpecFixtures.compile(
            SpecFixtures.carousel("[carousel.generate]\ncount = 10000000\ntitle = \"No. {i}\"\n"))
        let items = try #require(compilation.spec?.carousels.first?.items)
        guard case .generated(let generated) = items else {
            Issue.record("expected generated items"); return
        }
        #expect(generated.count == 10_000_000)
        #expect(generated.titleTemplate.title(at: 41) == "No. 41")
        #expect(generated.palette == NamedColors.defaultPalette)
    }
}
