import Testing

@testable import CarouselSpec

/// `interval` on `[[carousel.items]]`: read into the engine configuration by item index, raised
/// to 0.8 s like the carousel's, and W0433 on a marquee.
@Suite struct ItemIntervalTests {
    static func spec(kind: String, second: String) -> String {
        "[[carousel]]\nid = \"show\"\nkind = \"\(kind)\"\n[carousel.auto]\n"
            + "[[carousel.items]]\ntitle = \"A\"\n[[carousel.items]]\ntitle = \"B\"\n" + second
            + "[[carousel.items]]\ntitle = \"C\"\ninterval = 7\n"
    }

    @Test func intervalsAreReadByItemIndex() throws {
        let compilation = SpecFixtures.compile(Self.spec(kind: "paging", second: "interval = \"1.5s\"\n"))
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let engine = try #require(compilation.spec?.carousels.first?.engine)
        #expect(engine.itemIntervalSeconds == [1: 1.5, 2: 7])
    }

    @Test func aShortItemIntervalIsRaisedWithAWarning() throws {
        let compilation = SpecFixtures.compile(Self.spec(kind: "focus", second: "interval = \"200ms\"\n"))
        #expect(compilation.diagnostics.map(\.code.text) == ["W0401"])
        #expect(compilation.spec?.carousels.first?.engine.itemIntervalSeconds[1] == 0.8)
    }

    @Test func aMarqueeItemIntervalWarnsWithARemoveFixIt() throws {
        let text = Self.spec(kind: "marquee", second: "")
        let compilation = SpecFixtures.compile(text)
        let warning = try #require(compilation.diagnostics.first)
        #expect(compilation.diagnostics.map(\.code.text) == ["W0433"])
        let span = try #require(warning.span)
        #expect(String(decoding: Array(text.utf8)[span.start..<span.end], as: UTF8.self) == "interval = 7")
        #expect(warning.labels.count == 1)
        let fixed = try #require(warning.fixIts.first).apply(to: text)
        #expect(SpecFixtures.compile(fixed).diagnostics.isEmpty)
        #expect(compilation.spec?.carousels.first?.engine.itemIntervalSeconds.isEmpty == true)
    }
}
