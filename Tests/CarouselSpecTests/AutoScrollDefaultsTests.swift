import CarouselEngine
import Testing

@testable import CarouselSpec

/// The engine's one auto-scroll default equals what the schema fills in for an empty table, so
/// a carousel without `[carousel.auto]` (Space switches it on) behaves like one with an empty table.
@Suite struct AutoScrollDefaultsTests {
    @Test func anEmptyAutoTableResolvesToTheEngineStandard() throws {
        let spec = try #require(
            SpecFixtures.compile(SpecFixtures.carousel("[carousel.auto]\n[[carousel.items]]\n[[carousel.items]]\n"))
                .spec)
        #expect(spec.carousels[0].engine.auto == AutoScrollSettings.standard)
    }

    @Test func aMarqueeTableResumesAtOnceLikeTheMarqueeStandard() throws {
        let spec = try #require(
            SpecFixtures.compile(SpecFixtures.carousel("kind = \"marquee\"\n[carousel.auto]\n[[carousel.items]]\n"))
                .spec)
        let auto = try #require(spec.carousels[0].engine.auto)
        let standard = AutoScrollSettings.marqueeStandard
        #expect(auto.resumeAfterSeconds == standard.resumeAfterSeconds)
        #expect(auto.intervalSeconds == standard.intervalSeconds)
        #expect(auto.direction == standard.direction && auto.enabled == standard.enabled)
        // Only the hover pause differs: a table asks for it (schema default), no table drifts on.
        #expect(auto.pauseOnHover && !standard.pauseOnHover)
    }
}
