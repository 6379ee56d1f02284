import Testing

@testable import CarouselEngine

/// The keyline lengths of each layout, with the expectations worked out from the formulas of
/// docs/engine.md ("Material 3 keylines") step by step.
@Suite struct KeylineArrangementTests {
    /// Region 1240 (a 1280 frame less 20 + 20 insets), spacing 8, preferred 330, small 40...56.
    @Test func multiBrowseFitsThreeLargeOneMediumOneSmall() {
        let region = 1240.0, spacing = 8.0
        // Targets: L* = 330, S* = clamp(330 / 3, 40, 56) = 56, M* = (330 + 56) / 2 = 193.
        // Most large: ceil((1240 + 8) / 338) = 4; fewest: floor((1240 − 193 − 56 − 16) / 338) = 2.
        // Tried first with a cost of 0: l = 3, m = 1, s = 1. Room = 1240 − 4 · 8 = 1208.
        let room = region - 4 * spacing
        // Deficit 1208 − (3 · 330 + 193 + 56) = −31: the small item gives up to 56 − 40 = 16.
        let small = 56.0 - 16
        // 1208 = 3L + (L + S)/2 + S  →  L = (1208 − 1.5 · 40) / 3.5.
        var large = (room - 1.5 * small) / 3.5
        var medium = (large + small) / 2
        // The medium gives back (330 − L) · 3 (within 10 % of itself) to the three large items.
        let moved = min((330 - large) * 3, medium * 0.1)
        medium -= moved
        large += moved / 3
        let arrangement = KeylineArrangement.multiBrowse(
            region: region, spacing: spacing, preferred: 330, minSmall: 40, maxSmall: 56, items: 20)
        #expect(arrangement.largeCount == 3 && arrangement.mediumCount == 1 && arrangement.smallCount == 1)
        #expect(abs(arrangement.largeSize - large) < 1e-9 && abs(large - 330) < 1e-9)
        #expect(abs(arrangement.mediumSize - medium) < 1e-9 && abs(medium - 178) < 1e-9)
        #expect(arrangement.smallSize == small)
        // The keylines and their gaps fill the region exactly.
        let total = arrangement.sizes.reduce(0, +) + Double(arrangement.count - 1) * spacing
        #expect(abs(total - region) < 1e-9)
    }

    @Test func multiBrowseDropsKeylinesForFewItems() {
        // Two items: the small keyline goes first; the medium one stays (at least one).
        let arrangement = KeylineArrangement.multiBrowse(
            region: 1240, spacing: 8, preferred: 330, minSmall: 40, maxSmall: 56, items: 2)
        #expect(arrangement.smallCount == 0)
        #expect(arrangement.mediumCount <= 1)
        let total = arrangement.sizes.reduce(0, +) + Double(arrangement.count - 1) * 8
        #expect(abs(total - 1240) < 1e-9)
    }

    @Test func heroCenterHasAPeekOnEachSide() {
        var settings = M3Settings(layout: .hero, preferredItemLength: 900, heroAlign: .center)
        // small = clamp((1240 − 900) / 2 − 8, 40, 56) = 56; large = 1240 − 2 · (56 + 8).
        #expect(M3Geometry.sizes(settings, region: 1240, spacing: 8, count: 8) == [56, 1112, 56])
        settings.heroAlign = .start
        // small = clamp(1240 − 900 − 8, 40, 56) = 56; large = 1240 − (56 + 8).
        #expect(M3Geometry.sizes(settings, region: 1240, spacing: 8, count: 8) == [1176, 56])
    }

    @Test func uncontainedRepeatsOneLengthPastTheEdge() {
        let settings = M3Settings(layout: .uncontained, preferredItemLength: 270)
        // ceil((1240 + 8) / (270 + 8)) = 5 keylines of 270.
        #expect(M3Geometry.sizes(settings, region: 1240, spacing: 8, count: 12) == Array(repeating: 270, count: 5))
    }

    @Test func anExplicitListIsUsedAsWritten() {
        let settings = M3Settings(keylines: [56, 500, 500, 120])
        #expect(M3Geometry.sizes(settings, region: 1200, spacing: 8, count: 9) == [56, 500, 500, 120])
        #expect(KeylineStrategy.focalRange([56, 500, 500, 120]) == 1...2)
    }
}
