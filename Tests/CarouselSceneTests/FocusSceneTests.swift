import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// Focus at rest on item 0: cards of `item-size` centred on the frame, stride item + spacing;
/// the card `d` pages away is `shrink * min(1, |d|)` thinner across the axis, `visible-neighbors`
/// (1) are drawn on each side, and the centre card is drawn last.
@Suite struct FocusSceneTests {
    @Test func horizontalCentreCardOnTopOfItsNeighbour() throws {
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.focus, axis: .horizontal, count: 5)])
        let cards = SceneFixtures.cards(try SceneFixtures.scene(spec))
        // Frame centre (200, 152), stride 120 + 16 = 136; item 1 is 200 - 40 = 160 tall.
        #expect(cards.map(\.item) == [1, 0])
        #expect(cards[0].frame == Rect(x: 276, y: 72, width: 120, height: 160))
        #expect(cards[1].frame == Rect(x: 140, y: 52, width: 120, height: 200))
        #expect(cards.allSatisfy { $0.opacity == 1 && $0.transform.scale == 1 })
    }

    @Test func verticalCentreCardOnTopOfItsNeighbour() throws {
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.focus, axis: .vertical, count: 5)])
        let cards = SceneFixtures.cards(try SceneFixtures.scene(spec))
        // Frame (0, 28, 376, 272), centre (188, 164); item 1 is 200 - 40 = 160 wide, 136 lower.
        #expect(cards.map(\.item) == [1, 0])
        #expect(cards[0].frame == Rect(x: 108, y: 240, width: 160, height: 120))
        #expect(cards[1].frame == Rect(x: 88, y: 104, width: 200, height: 120))
    }
}
