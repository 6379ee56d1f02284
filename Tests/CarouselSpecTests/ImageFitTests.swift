import CarouselEngine
import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `image-fit` and `image-position`: read at carousel level, overridden per item, and the
/// conflicts W0417 (no image to fit), W0418 (a position with `fill`) and E0301 (out of 0...1).
@Suite struct ImageFitTests {
    private static let files = InMemoryFileSystemTests.files

    private func compile(_ carouselKeys: String, items: String) -> SpecCompilation {
        SpecFixtures.compile("[[carousel]]\nid = \"main\"\n" + carouselKeys + items, in: Self.files)
    }

    private func items(_ compilation: SpecCompilation) -> [ResolvedItem] {
        guard case .list(let items)? = compilation.spec?.carousels.first?.items else { return [] }
        return items
    }

    private func text(_ source: String, _ span: SourceSpan?) -> String {
        guard let span else { return "" }
        return String(decoding: Array(source.utf8)[span.start..<span.end], as: UTF8.self)
    }

    @Test func theDefaultIsACentredCover() {
        let compilation = compile("", items: "[[carousel.items]]\ntitle = \"A\"\nimage = \"/specs/img/a.png\"\n")
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(items(compilation).map(\.imageFitting) == [ImageFitting(fit: .cover, x: 0.5, y: 0.5)])
    }

    @Test func itemsTakeTheCarouselsValuesAndMayOverrideThem() {
        let compilation = compile(
            "image-fit = \"contain\"\nimage-position = [0, 1]\n",
            items: """
                [[carousel.items]]
                title = "A"
                image = "/specs/img/a.png"
                [[carousel.items]]
                title = "B"
                image = "/specs/img/a.png"
                image-fit = "cover"
                [[carousel.items]]
                title = "C"
                image = "/specs/img/a.png"
                image-position = [0.25, 0.75]

                """)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(
            items(compilation).map(\.imageFitting) == [
                ImageFitting(fit: .contain, x: 0, y: 1), ImageFitting(fit: .cover, x: 0, y: 1),
                ImageFitting(fit: .contain, x: 0.25, y: 0.75),
            ])
    }

    @Test func aPositionOutsideZeroToOneIsAnErrorAtTheElement() {
        let source =
            "[[carousel]]\nid = \"main\"\nimage-position = [0.5, 1.5]\n"
            + "[[carousel.items]]\ntitle = \"A\"\nimage = \"/specs/img/a.png\"\n"
        let compilation = SpecFixtures.compile(source, in: Self.files)
        #expect(compilation.diagnostics.map(\.code.text) == ["E0301"])
        #expect(text(source, compilation.diagnostics.first?.span) == "1.5")
        let wrongCount = compile(
            "image-position = [0.5]\n", items: "[[carousel.items]]\ntitle = \"A\"\nimage = \"/specs/img/a.png\"\n")
        #expect(wrongCount.diagnostics.map(\.code.text) == ["E0202"])
    }

    @Test func imageKeysWithoutAnImageWarnWithASafeRemoval() throws {
        let source =
            "[[carousel]]\nid = \"main\"\nimage-fit = \"contain\"\n"
            + "[[carousel.items]]\ntitle = \"A\"\nimage-position = [0, 0]\n"
        let compilation = SpecFixtures.compile(source, in: Self.files)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0417", "W0417"])
        #expect(
            compilation.diagnostics.map { text(source, $0.span) } == [
                "image-fit = \"contain\"", "image-position = [0, 0]",
            ])
        var fixed = source
        for diagnostic in compilation.diagnostics.reversed() {
            let fix = try #require(diagnostic.fixIts.first)
            #expect(fix.safety == .safe)
            fixed = fix.apply(to: fixed)
        }
        #expect(SpecFixtures.compile(fixed, in: Self.files).diagnostics.isEmpty)
    }

    @Test func generatedItemsHaveNoImageToFit() {
        let compilation = SpecFixtures.compile(
            "[[carousel]]\nid = \"main\"\nimage-fit = \"fill\"\n[carousel.generate]\ncount = 20\n", in: Self.files)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0417"])
    }

    @Test func aPositionWithFillWarnsOnTheCarouselAndOnTheItem() {
        let source =
            "[[carousel]]\nid = \"main\"\nimage-fit = \"fill\"\nimage-position = [0, 0]\n"
            + "[[carousel.items]]\ntitle = \"A\"\nimage = \"/specs/img/a.png\"\n"
            + "[[carousel.items]]\ntitle = \"B\"\nimage = \"/specs/img/a.png\"\nimage-fit = \"cover\"\n"
            + "[[carousel.items]]\ntitle = \"C\"\nimage = \"/specs/img/a.png\"\nimage-position = [1, 1]\n"
        let compilation = SpecFixtures.compile(source, in: Self.files)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0418", "W0418"])
        #expect(
            compilation.diagnostics.map { text(source, $0.span) } == [
                "image-position = [0, 0]", "image-position = [1, 1]",
            ])
        #expect(compilation.diagnostics.allSatisfy { $0.labels.count == 1 })
    }
}
