import Testing

@testable import CarouselEngine

/// Focus (docs/engine.md, "Focus"): stride = item main + spacing, a card `d` pages from the
/// centre is `item cross - shrink * min(1, |d|)` across, opacity `min(1, neighbors + 1 - |d|)`.
@Suite struct FocusBehaviorTests {
    /// 1280 x 800 frame; items 300 x 500, shrink 100, 3 neighbours, spacing 16.
    static let frame = Rect(x: 0, y: 0, width: 1280, height: 800)

    static func behavior(infinite: Bool = false, count: Int = 5) -> FocusBehavior {
        FocusBehavior(configuration: Scenes.carousel(kind: .focus, infinite: infinite, count: count), frame: frame)
    }

    @Test func theCentredCardIsTallestAndNeighboursAreShorter() {
        let b = Self.behavior()
        #expect(b.stride == 316)
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        // Finite: items 0...3 (item 4 is 4 pages away: opacity 0); sorted by z = -|d|.
        #expect(Set(cards.map(\.item)) == [0, 1, 2, 3])
        #expect(cards.last?.item == 0)
        let centre = cards.first { $0.item == 0 }, next = cards.first { $0.item == 1 }
        #expect(centre?.rect == Rect(x: 490, y: 150, width: 300, height: 500))
        #expect(next?.rect == Rect(x: 640 + 316 - 150, y: 200, width: 300, height: 400))
        #expect(centre?.tappable == false && next?.tappable == true)
    }

    @Test func sizesAndOpacityFollowThePosition() {
        let b = Self.behavior()
        let cards = b.cards(at: 0.5, target: 0, dragging: false, settling: false)
        // Half a page from the centre: 500 - 100 * 0.5 = 450 across.
        #expect(cards.first { $0.item == 0 }?.rect.height == 450)
        // Item 4 is 3.5 pages away: it fades in at opacity 4 - 3.5 = 0.5.
        #expect(cards.first { $0.item == 4 }?.opacity == 0.5)
    }

    @Test func aTapPagesToADrawnNeighbourOnly() {
        let b = Self.behavior(infinite: true)
        #expect(b.tapTarget(at: Point(x: 956, y: 400), position: 0) == 1)
        #expect(b.tapTarget(at: Point(x: 640 - 316, y: 400), position: 0) == -1)
        // In the gap between two cards (158 points from both centres, half a card is 150): nothing.
        #expect(b.tapTarget(at: Point(x: 640 + 158, y: 400), position: 0) == nil)
        // Four pages away is past the three neighbours.
        #expect(b.tapTarget(at: Point(x: 640 + 4 * 316, y: 400), position: 0) == nil)
    }

    @Test func theReleaseUsesTheFocusThreshold() {
        let b = Self.behavior()
        func target(_ translation: Double, contentVelocity: Double) -> Int {
            b.releaseTarget(
                ReleaseInput(
                    position: translation, anchorPosition: 0, startTarget: 0, pointerVelocity: 0,
                    contentVelocity: contentVelocity))
        }
        // Threshold 0.625 of a stride; predicted = translation + v * 0.499 s.
        #expect(target(0.6, contentVelocity: 0) == 0)
        #expect(target(0.7, contentVelocity: 0) == 1)
        #expect(target(0.1, contentVelocity: -2) == -1)  // 0.1 - 0.998 = -0.898
    }

    @Test func itLoopsOnlyWhenInfinite() {
        #expect(Self.behavior(infinite: true).loops && !Self.behavior().loops)
        #expect(!Self.behavior(infinite: true, count: 1).loops)
        #expect(Self.behavior(infinite: true).progress(at: -0.5) == 4.5)
    }
}
