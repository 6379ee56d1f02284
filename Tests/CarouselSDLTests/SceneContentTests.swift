import CarouselEngine
import CarouselSpec
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct SceneContentTests {
        @Test func generatedItemsFillTheTemplateAndCycleThePalette() throws {
            var spec = Fixtures.spec(items: [])
            let palette = [RGBAColor(red: 255, green: 255, blue: 255), RGBAColor(red: 0, green: 0, blue: 0)]
            spec.carousels[0].items = .generated(
                GeneratedItems(count: 10_000_000, titleTemplate: TitleTemplate("Item {n} ({i})"), palette: palette))
            let content = SceneContent(spec: spec)
            let item = try #require(content.item(9_999_999, of: "main"))
            #expect(item.title == "Item 10000000 (9999999)")
            #expect(item.color == palette[1])
            #expect(item.textColor == RGBAColor(red: 255, green: 255, blue: 255))
            #expect(content.item(0, of: "main")?.textColor == RGBAColor(red: 0, green: 0, blue: 0))
            #expect(content.item(10_000_000, of: "main") == nil)
            #expect(content.item(0, of: "other") == nil)
        }

        @Test func chromeContrastsWithTheWindow() {
            var spec = Fixtures.spec(items: [])
            #expect(SceneContent(spec: spec).chrome == Theme.lightChrome)
            spec.window.background = RGBAColor(red: 242, green: 242, blue: 247)
            #expect(SceneContent(spec: spec).chrome == Theme.darkChrome)
        }
    }
}
