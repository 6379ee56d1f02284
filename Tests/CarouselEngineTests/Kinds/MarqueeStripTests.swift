import Testing

@testable import CarouselEngine

/// `[carousel.marquee] item-extent = "auto"`: headlines of their own lengths (``MarqueeStrip``).
@Suite struct MarqueeStripTests {
    /// 100, 300, 50 points written; 200 past them; spacing 10.
    static let strip = MarqueeStrip(
        lengths: ItemLengths(written: [.points(100), .points(300), .points(50)], fallback: .points(200)),
        count: 6, spacing: 10, cross: 80)

    @Test func originsSumTheWrittenLengthsThenStepByTheSharedOne() {
        #expect((0...6).map(Self.strip.origin) == [0, 110, 420, 480, 690, 900, 1110])
        #expect(Self.strip.total == 1110)
    }

    @Test func theItemAtAnOffsetIsFoundWithoutWalkingFromTheStart() {
        #expect(Self.strip.item(at: 0) == 0)
        #expect(Self.strip.item(at: 109.9) == 0)
        #expect(Self.strip.item(at: 110) == 1)
        #expect(Self.strip.item(at: 470) == 2)
        #expect(Self.strip.item(at: 700) == 4)
        #expect(Self.strip.item(at: 1109) == 5)
    }

    @Test func unitsAndOffsetsAreInverse() {
        for offset in [0.0, 55, 110, 265, 479, 800, 1109, 1110, 2500, -30] {
            let units = Self.strip.units(offset)
            #expect(abs(Self.strip.offset(units: units) - offset) < 1e-9, "offset \(offset)")
        }
        #expect(abs(Self.strip.units(265) - 1.5) < 1e-9)
        #expect(abs(Self.strip.units(1110 + 110) - 7) < 1e-9)
    }

    @Test func cardsCoverTheFrameWithTheirOwnLengths() {
        let cards = Self.strip.cards(offset: 1000, frameStart: 0, frameLength: 500, crossCenter: 50, axis: .horizontal)
        // Offset 1000 is 100 points into item 5 (origin 900): it starts at −100, then 0 at 110, 1 at 220.
        #expect(cards.map(\.item) == [5, 0, 1])
        #expect(cards.map(\.rect.x) == [-100, 110, 220])
        #expect(cards.map(\.rect.width) == [200, 100, 300])
    }

    @Test func aMarqueeOfTenMillionItemsStartsWithoutSummingThem() {
        let strip = MarqueeStrip(
            lengths: ItemLengths(written: [.points(100)], fallback: .points(150)), count: 10_000_000, spacing: 10,
            cross: 80)
        #expect(strip.origins.count == 2)
        #expect(strip.total == 110 + 9_999_999 * 160)
        #expect(strip.item(at: 110 + 160 * 5_000_000 + 1) == 5_000_001)
    }
}
