import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// W0436: a written `text-color` under WCAG 1.4.3's contrast against its card, or on an image
/// against what the label scrim guarantees.
@Suite struct TextContrastRuleTests {
    static func spec(_ item: String, text: String = "") -> String {
        "[[carousel]]\nid = \"cards\"\n" + text + "[[carousel.items]]\ntitle = \"One\"\n" + item
    }

    static func codes(_ text: String) -> [String] {
        SpecFixtures.compile(text, in: InMemoryFileSystemTests.files).diagnostics
            .map(\.code.text)
    }

    @Test func theRatioIsWCAGs() {
        let white = RGBAColor(red: 255, green: 255, blue: 255), black = RGBAColor(red: 0, green: 0, blue: 0)
        #expect(Contrast.ratio(white, black) == 21)
        #expect(Contrast.ratio(black, white) == 21)
        // #777777 on white is WCAG's well-known 4.48:1.
        let grey = RGBAColor(red: 0x77, green: 0x77, blue: 0x77)
        #expect(abs(Contrast.ratio(grey, white) - 4.48) < 0.01)
        // The default text colour always reaches 4.5:1, whatever the card.
        for level in stride(from: 0, through: 255, by: 5) {
            let card = RGBAColor(red: UInt8(level), green: UInt8(255 - level), blue: 128)
            #expect(Contrast.ratio(Contrast.textColor(on: card), card) >= Contrast.minimumNormal)
        }
    }

    @Test func lowContrastOnACardWarnsAtTheColourAndTheFixWritesTheDefault() throws {
        let text = Self.spec("color = \"#1F4E79\"\ntext-color = \"#336699\"\n")
        let compilation = SpecFixtures.compile(text)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0436"])
        let warning = try #require(compilation.diagnostics.first)
        #expect(warning.message.contains("#336699") && warning.message.contains("#1F4E79"))
        let fixed = try #require(warning.fixIts.first).apply(to: text)
        #expect(fixed.contains("text-color = \"#FFFFFF\""))
        #expect(SpecFixtures.compile(fixed).diagnostics.isEmpty)
    }

    @Test func largeTextNeedsThreeToOne() {
        // #888888 on white: 3.54:1, under 4.5 but over 3.
        let item = "color = \"#FFFFFF\"\ntext-color = \"#888888\"\n"
        #expect(SpecFixtures.compile(Self.spec(item)).diagnostics.map(\.code.text) == ["W0436"])
        #expect(SpecFixtures.compile(Self.spec(item + "title-size = 24\n")).diagnostics.isEmpty)
        #expect(SpecFixtures.compile(Self.spec(item + "title-size = 19\n")).diagnostics.isEmpty, "19 points bold")
        let regular = item + "title-size = 19\nfont-weight = \"regular\"\n"
        #expect(SpecFixtures.compile(Self.spec(regular)).diagnostics.map(\.code.text) == ["W0436"])
        // A subtitle at its derived size is normal text.
        let withSubtitle = item + "title-size = 24\nsubtitle = \"More\"\n"
        #expect(SpecFixtures.compile(Self.spec(withSubtitle)).diagnostics.map(\.code.text) == ["W0436"])
    }

    @Test func onAnImageTheTextIsHeldAgainstTheScrim() {
        #expect(Contrast.scrimOverWhite == RGBAColor(red: 135, green: 135, blue: 135))
        let image = "image = \"/specs/img/a.png\"\nalt = \"\"\n"
        #expect(Self.codes(Self.spec(image + "text-color = \"#000000\"\n")) == ["W0436"], "black on a dark scrim")
        #expect(Self.codes(Self.spec(image + "text-color = \"#FFFFFF\"\n")).isEmpty)
        #expect(Self.codes(Self.spec(image + "text-color = \"#FF0000\"\n")) == ["W0436"])
        #expect(Self.codes(Self.spec(image + "text-color = \"#FFFF00\"\n")).isEmpty, "3.35:1 over any picture")
        #expect(Self.codes(Self.spec(image)).isEmpty, "the default white label")
    }
}
