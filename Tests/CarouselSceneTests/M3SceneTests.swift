import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// Material 3 at rest on item 0, with explicit keylines: each card keeps its full focal length
/// (the content stays put) and is clipped to its mask, in a clip group of its own.
@Suite struct M3SceneTests {
    static func configuration(_ axis: Axis, keylines: [Double]) -> CarouselConfiguration {
        var c = SceneFixtures.configuration(.m3, axis: axis, count: 6)
        c.m3 = M3Settings(keylines: keylines)
        return c
    }

    /// Frame (0, 28, 400, 248), region x 20...380 (360 = 150 + 16 + 150 + 16 + 28), y 36...268.
    @Test func horizontalCardsAreMaskedAtTheirKeylines() throws {
        let c = Self.configuration(.horizontal, keylines: [150, 150, 28])
        let scene = try SceneFixtures.scene(SceneFixtures.spec([c]))
        let cards = SceneFixtures.cards(scene)
        #expect(cards.map(\.item) == [0, 1, 2])
        #expect(
            cards.map(\.mask) == [
                Rect(x: 20, y: 36, width: 150, height: 232), Rect(x: 186, y: 36, width: 150, height: 232),
                Rect(x: 352, y: 36, width: 28, height: 232),
            ])
        // Content 150 long, centred on the mask: the small item's centre is 352 + 14 = 366.
        #expect(cards[2].frame == Rect(x: 366 - 75, y: 36, width: 150, height: 232))
        let clips = scene.commands.compactMap { if case .clip(let rect) = $0 { return rect } else { return nil } }
        let frame = Rect(x: 0, y: 28, width: 400, height: 248)
        #expect(clips == [frame, cards[0].mask, frame, cards[1].mask, frame, cards[2].mask, frame].compactMap { $0 })
    }

    /// A mask keeps the card's corner radius (16), at most half its shorter side: the 28-point
    /// small item gets 14. On both axes (vertical keylines [100, 100, 24]: the small one gets 12).
    @Test(arguments: [Axis.horizontal, .vertical]) func masksKeepTheCardsCornerRadius(axis: Axis) throws {
        let keylines: [Double] = axis == .horizontal ? [150, 150, 28] : [100, 100, 24]
        let scene = try SceneFixtures.scene(SceneFixtures.spec([Self.configuration(axis, keylines: keylines)]))
        let cards = SceneFixtures.cards(scene)
        #expect(cards.map(\.maskCornerRadius) == [16, 16, keylines[2] / 2])
    }

    /// Frame (0, 28, 376, 272), region y 36...292 (256 = 100 + 16 + 100 + 16 + 24), x 20...356.
    @Test func verticalCardsAreMaskedAtTheirKeylines() throws {
        let c = Self.configuration(.vertical, keylines: [100, 100, 24])
        let scene = try SceneFixtures.scene(SceneFixtures.spec([c]))
        let cards = SceneFixtures.cards(scene)
        #expect(cards.map(\.item) == [0, 1, 2])
        #expect(
            cards.map(\.mask) == [
                Rect(x: 20, y: 36, width: 336, height: 100), Rect(x: 20, y: 152, width: 336, height: 100),
                Rect(x: 20, y: 268, width: 336, height: 24),
            ])
        #expect(cards[2].frame == Rect(x: 20, y: 280 - 50, width: 336, height: 100))
    }
}
