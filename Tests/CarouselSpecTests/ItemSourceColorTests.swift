import CarouselEngine
import SourceDiagnostics
import Testing
@testable import CarouselSpec

/// `[carousel.source] color`: the card color of the source's items that give none, and W0421
/// when no item takes it.
@Suite struct ItemSourceColorTests {
    static let grey = RGBAColor(red: 0x1A, green: 0x1D, blue: 0x24)

    func compile(_ text: String, files: [String: String] = [:], pictures: [String] = []) -> SpecCompilation {
        var all: [String: [UInt8]] = [:]
        for (path, content) in files { all["/specs/" + path] = Array(content.utf8) }
        for path in pictures { all["/specs/" + path] = ItemSourceTests.png }
        return SpecFixtures.compile(text, in: InMemoryFileSystem(files: all))
    }

    func colors(_ compilation: SpecCompilation, carousel: Int = 0) -> [RGBAColor] {
        guard let items = compilation.spec?.carousels[carousel].items else { return [] }
        return (0..<items.count).compactMap { items.item(at: $0)?.color }
    }

    @Test func everyPictureOfAFolderTakesTheSourcesColor() {
        let compilation = compile(
            SpecFixtures.carousel("[carousel.source]\nfiles = \"posters/*.png\"\ncolor = \"#1A1D24\"\n"),
            pictures: ["posters/a.png", "posters/b.png", "posters/c.png"])
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(colors(compilation) == [Self.grey, Self.grey, Self.grey])
    }

    @Test func withoutAColorAFolderTakesTheDefaultPaletteAsBefore() {
        let compilation = compile(
            SpecFixtures.carousel("[carousel.source]\nfiles = \"posters/*.png\"\n"),
            pictures: ["posters/a.png", "posters/b.png"])
        #expect(colors(compilation) == Array(NamedColors.defaultPalette.prefix(2)))
    }

    @Test func aRowsOwnColorIsNearerThanTheSources() {
        let csv = "title,color\nOne,#112233\nTwo,\nThree,red\n"
        let compilation = compile(
            SpecFixtures.carousel("[carousel.source]\ncsv = \"items.csv\"\ncolor = \"#1A1D24\"\n"),
            files: ["items.csv": csv])
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let colors = colors(compilation)
        #expect(colors.count == 3)
        #expect(colors[0] == RGBAColor(red: 0x11, green: 0x22, blue: 0x33))
        #expect(colors[1] == Self.grey)
        #expect(colors[2] != Self.grey)
    }

    @Test func aStripTakesTheColorsItsCarouselGotAndColorsTheRestItself() {
        let text =
            SpecFixtures.carousel("[carousel.source]\nfiles = \"posters/*.png\"\ncolor = \"#1A1D24\"\n")
            + "[[carousel]]\nid = \"strip\"\n[carousel.source]\ncarousel = \"main\"\n"
            + "[[carousel]]\nid = \"written\"\n[[carousel.items]]\ntitle = \"A\"\n[[carousel.items]]\ntitle = \"B\"\n"
            + "color = \"#112233\"\n"
            + "[[carousel]]\nid = \"follower\"\n[carousel.source]\ncarousel = \"written\"\ncolor = \"#1A1D24\"\n"
        let compilation = compile(text, pictures: ["posters/a.png", "posters/b.png"])
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(colors(compilation, carousel: 1) == [Self.grey, Self.grey])
        #expect(colors(compilation, carousel: 3) == [Self.grey, RGBAColor(red: 0x11, green: 0x22, blue: 0x33)])
    }

    @Test func generatedItemsOfAnotherCarouselTakeItAsTheirPalette() {
        let text =
            SpecFixtures.carousel("[carousel.generate]\ncount = 3\n")
            + "[[carousel]]\nid = \"strip\"\n[carousel.source]\ncarousel = \"main\"\ncolor = \"#1A1D24\"\n"
        let compilation = compile(text)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        #expect(colors(compilation, carousel: 1) == [Self.grey, Self.grey, Self.grey])
        #expect(colors(compilation, carousel: 0) == Array(NamedColors.defaultPalette.prefix(3)))
    }

    @Test func aColorNoItemTakesWarnsAtItsKeyAndTheFixItRemovesIt() throws {
        let text = SpecFixtures.carousel("[carousel.source]\ncsv = \"items.csv\"\ncolor = \"#1A1D24\"\n")
        let compilation = compile(text, files: ["items.csv": "title,color\nOne,#112233\nTwo,red\n"])
        let warning = try #require(compilation.diagnostics.first)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0421"])
        #expect(warning.message == "`color` has no effect: all 2 items have their own `color`")
        let span = try #require(warning.span)
        #expect(String(decoding: Array(text.utf8)[span.start..<span.end], as: UTF8.self) == "color")
        let fix = try #require(warning.fixIts.first)
        #expect(fix.safety == .safe)
        let fixed = fix.apply(to: text)
        #expect(!fixed.contains("#1A1D24"))
        #expect(compile(fixed, files: ["items.csv": "title,color\nOne,#112233\nTwo,red\n"]).diagnostics.isEmpty)
    }

    @Test func aGeneratorsOwnPaletteLeavesTheStripsColorUnused() {
        let text =
            SpecFixtures.carousel("[carousel.generate]\ncount = 3\npalette = [\"red\"]\n")
            + "[[carousel]]\nid = \"strip\"\n[carousel.source]\ncarousel = \"main\"\ncolor = \"#1A1D24\"\n"
        let compilation = compile(text)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0421"])
        #expect(
            compilation.diagnostics.first?.message
                == "`color` has no effect: the generated items take the colors of their `palette`")
    }
}
