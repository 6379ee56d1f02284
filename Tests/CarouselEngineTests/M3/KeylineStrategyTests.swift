import Testing

@testable import CarouselEngine

/// Keyline positions, the start and end lists and the scroll range, from the formulas of
/// docs/engine.md ("Material 3 keylines"). Region 1240, spacing 8, stride p = 330 + 8 = 338.
@Suite struct KeylineStrategyTests {
    static let sizes = [330.0, 330, 330, 178, 40]
    static let p = 338.0

    static func strategy(count: Int = 20) -> KeylineStrategy {
        KeylineStrategy(sizes: sizes, region: 1240, spacing: 8, count: count)
    }

    /// Keylines edge to edge from 0 with 8 between them; anchors 40 long, one gap outside.
    @Test func theMiddleListIsLaidOutEdgeToEdge() {
        let list = Self.strategy().standard
        let centers = list.keylines.map(\.center), sizes = list.keylines.map(\.size)
        #expect(sizes == [40, 330, 330, 330, 178, 40, 40])
        // −8 − 40/2; 330/2; 338 + 165; 676 + 165; 1014 + 178/2; 1200 + 20; 1248 + 20.
        #expect(centers == [-28, 165, 503, 841, 1103, 1220, 1268])
        #expect(list.firstFocal == 1 && list.lastFocal == 3)
        // Unadjusted centres one stride apart, the first focal keyline's equal to its centre.
        #expect(list.keylines.map(\.unadjusted) == (0..<7).map { 165 + Double($0 - 1) * Self.p })
    }

    /// End steps move the last keyline after the focal range to just before it: two steps.
    @Test func theEndListMirrorsTheMiddleList() {
        let strategy = Self.strategy()
        #expect(strategy.startSteps.count == 1)
        #expect(strategy.endSteps.count == 3)
        #expect(strategy.endSteps[1].keylines.map(\.size) == [40, 40, 330, 330, 330, 178, 40])
        let end = strategy.endSteps[2]
        #expect(end.keylines.map(\.size) == [40, 40, 178, 330, 330, 330, 40])
        // 40/2; 48 + 89; 234 + 165; ...; the last focal centre 1240 − 165.
        #expect(end.keylines.map(\.center) == [-28, 20, 137, 399, 737, 1075, 1268])
        // endShift = 2p − (c_E − c_D) of the last focal keylines = 676 − (1075 − 841).
        #expect(strategy.endShift == 2 * Self.p - (1075 - 841))
        // maxScroll = c₀ + (n − 1)p − c_E = 165 + 19 · 338 − 1075.
        #expect(strategy.maxScroll == 165 + 19 * Self.p - 1075)
        #expect(strategy.startShift == 0 && strategy.focalOffset == 0)
    }

    /// Halfway between two keylines an item is halfway in centre and in length.
    @Test func anItemBetweenKeylinesIsInterpolated() {
        let strategy = Self.strategy()
        let list = strategy.keylines(at: Self.p / 2)
        // Item 3 at scroll p/2: unadjusted 165 + 3p − p/2 = 841 + p/2, halfway from the third
        // large keyline (841, 330) to the medium one (1103, 178).
        let placed = list.place(165 + 3 * Self.p - Self.p / 2, spacing: 8)
        #expect(abs(placed.center - (841 + 1103) / 2) < 1e-9)
        #expect(abs(placed.size - (330 + 178) / 2) < 1e-9)
    }

    /// At the end of the scroll the end list holds; halfway through the shift, the first step.
    @Test func theEndShiftWalksTheSteps() {
        let strategy = Self.strategy()
        #expect(strategy.keylines(at: strategy.maxScroll) == strategy.endSteps[2])
        #expect(strategy.keylines(at: strategy.maxScroll - strategy.endShift) == strategy.standard)
        let half = strategy.keylines(at: strategy.maxScroll - strategy.endShift / 2)
        #expect(half.keylines.map(\.size) == strategy.endSteps[1].keylines.map(\.size))
        // The last item rests on the end list's last focal keyline.
        let last = strategy.keylines(at: strategy.maxScroll).place(
            strategy.origin + 19 * Self.p - strategy.maxScroll, spacing: 8)
        #expect(abs(last.center - 1075) < 1e-9 && last.size == 330)
    }

    /// A centred hero: start steps move the leading peek behind the large item.
    @Test func aCentredHeroShiftsAtBothEnds() {
        let strategy = KeylineStrategy(sizes: [56, 1112, 56], region: 1240, spacing: 8, count: 8)
        #expect(strategy.startSteps.last?.keylines.map(\.size) == [56, 1112, 56, 56, 56])
        #expect(strategy.endSteps.last?.keylines.map(\.size) == [56, 56, 56, 1112, 56])
        // c_D − c_S = (64 + 556) − 556 = 64; startShift = p − 64 = 1120 − 64 = L − S.
        #expect(strategy.focalOffset == 64)
        #expect(strategy.startShift == 1112 - 56)
        #expect(strategy.endShift == 1112 - 56)
    }
}
