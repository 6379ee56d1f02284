import Testing
@testable import CarouselSpec

@Suite struct ItemResolutionTests {
    private let white = RGBAColor(red: 255, green: 255, blue: 255)
    private let black = RGBAColor(red: 0, green: 0, blue: 0)

    @Test func generatedItemsFillTheTemplateCycleThePaletteAndPickTextByContrast() throws {
        let generated = GeneratedItems(
            count: 10_000_000, titleTemplate: TitleTemplate("Item {n} ({i})"), palette: [white, black])
        let last = try #require(generated.item(at: 9_999_999))
        #expect(last.title == "Item 10000000 (9999999)")
        #expect(last.id == "10000000")
        #expect(last.color == black)
        #expect(last.textColor == white)
        #expect(generated.item(at: 0)?.textColor == black)
        #expect(generated.item(at: 10_000_000) == nil)
        #expect(generated.item(at: -1) == nil)
    }

    @Test func listedItemsAreReturnedAsResolved() {
        let item = ResolvedItem(id: "a", title: "A", subtitle: nil, color: black, textColor: white, imagePath: nil)
        let items = ResolvedItems.list([item])
        #expect(items.item(at: 0) == item)
        #expect(items.item(at: 1) == nil)
    }

    @Test func compiledGeneratedItemsAreResolvedOnDemand() throws {
        let compilation = SpecFixtures.compile(
            SpecFixtures.carousel("[carousel.generate]\ncount = 10000000\ntitle = \"No. {i}\"\n"))
        let items = try #require(compilation.spec?.carousels.first?.items)
        let item = try #require(items.item(at: 41))
        #expect(item.title == "No. 41")
        #expect(item.color == NamedColors.defaultPalette[41 % NamedColors.defaultPalette.count])
        #expect(item.textColor == item.color.contrastingText)
    }

    @Test func contrastingTextOfTheWindowBackground() {
        #expect(RGBAColor(red: 14, green: 15, blue: 19).contrastingText == white)
        #expect(RGBAColor(red: 242, green: 242, blue: 247).contrastingText == black)
    }
}
