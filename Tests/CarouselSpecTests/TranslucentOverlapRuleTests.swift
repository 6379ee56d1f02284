import Testing

@testable import CarouselSpec

/// W0443: a translucent item colour where the effect lays cards over each other (the render
/// pass would report its card's neighbours' labels showing through it, W0416).
@Suite struct TranslucentOverlapRuleTests {
    static func spec(effect: String, color: String) -> String {
        "[[carousel]]\nid = \"albums\"\neffect = \"\(effect)\"\n"
            + "[[carousel.items]]\ntitle = \"A\"\ncolor = \"\(color)\"\n[[carousel.items]]\ntitle = \"B\"\n"
    }

    @Test func aTranslucentCardInAnOverlappingEffectWarnsAtItsColour() throws {
        let text = Self.spec(effect: "inverted-rotary", color: "#47F4F5AE")
        let compilation = SpecFixtures.compile(text)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0443"])
        let warning = try #require(compilation.diagnostics.first)
        let span = try #require(warning.span)
        #expect(String(decoding: Array(text.utf8)[span.start..<span.end], as: UTF8.self) == "\"#47F4F5AE\"")
        // 0xAE / 255 = 68 %; the label points at the effect's value.
        #expect(warning.message.contains("68% opaque"))
        let label = try #require(warning.labels.first)
        #expect(
            String(decoding: Array(text.utf8)[label.span.start..<label.span.end], as: UTF8.self)
                == "\"inverted-rotary\"")
        #expect(warning.help?.contains("#47F4F5") == true)
    }

    @Test func opaqueColoursAndFlatEffectsDoNotWarn() {
        #expect(SpecFixtures.compile(Self.spec(effect: "coverflow", color: "#47F4F5")).diagnostics.isEmpty)
        #expect(SpecFixtures.compile(Self.spec(effect: "slide", color: "#47F4F5AE")).diagnostics.isEmpty)
        #expect(SpecFixtures.compile(Self.spec(effect: "fade", color: "#47F4F5AE")).diagnostics.isEmpty)
    }
}
