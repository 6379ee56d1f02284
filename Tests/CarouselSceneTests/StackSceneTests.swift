import CarouselEngine
import CarouselScene
import CarouselSpec
import Foundation
import Testing

/// Stack (3D ring) at rest on item 0 of 5: card `d` slots from the front sits `d * spacing`
/// along the axis, scaled by `min + (1 - min) * (cos(d * 2π/5) + 1) / 2` about its centre, faded
/// by the opacity stops, and drawn back to front.
@Suite struct StackSceneTests {
    private func scale(_ d: Double) -> Double { 0.7 + 0.3 * (cos(d * 2 * Double.pi / 5) + 1) / 2 }

    @Test func horizontalRingBackToFront() throws {
        let spec = SceneFixtures.spec([
            SceneFixtures.configuration(.stack, axis: .horizontal, count: 5, infinite: true)
        ])
        let scene = try SceneFixtures.scene(spec)
        #expect(Array(SceneFixtures.kinds(scene).prefix(2)) == ["text", "clip"])
        let cards = SceneFixtures.cards(scene)
        #expect(cards.count == 5)
        // z-order: the two back cards (d = ±2), the two neighbours (d = ±1), the front card last.
        #expect(Set(cards[0..<2].map(\.item)) == [2, 3])
        #expect(Set(cards[2..<4].map(\.item)) == [1, 4])
        #expect(cards[4].item == 0)
        // Stage 360 x 232: card main = min(232 * 1.586, 360 * 0.88) = 316.8, cross = 316.8 / 1.586,
        // spacing = 316.8 * 0.27 (packed, horizontal); the ring's centre is the stage's (200, 152).
        let main = 316.8, cross = 316.8 / 1.586, spacing = 316.8 * 0.27
        let front = cards[4]
        #expect(
            SceneFixtures.close(front.frame, Rect(x: 200 - main / 2, y: 152 - cross / 2, width: main, height: cross)))
        #expect(front.transform.scale == 1 && front.opacity == 1)
        let next = try #require(cards.first { $0.item == 1 })
        #expect(abs(next.frame.center.x - (200 + spacing)) < SceneFixtures.tolerance)
        #expect(abs(next.transform.scale - scale(1)) < SceneFixtures.tolerance)
        #expect(abs(next.opacity - 0.8) < SceneFixtures.tolerance)
        // Zoomed about its own centre: the drawn rectangle keeps the centre, scales the size.
        #expect(next.transform == .zoom(scale: next.transform.scale, anchor: next.frame.center))
        #expect(
            SceneFixtures.close(
                next.drawnRect,
                Rect(
                    x: 200 + spacing - main * scale(1) / 2, y: 152 - cross * scale(1) / 2, width: main * scale(1),
                    height: cross * scale(1))))
        // Radius and shadow blur scale with the card; the shadow follows its opacity squared.
        #expect(abs(next.drawnCornerRadius - 16 * scale(1)) < SceneFixtures.tolerance)
        #expect(abs(next.shadow.blur - 18 * scale(1)) < SceneFixtures.tolerance)
        #expect(abs(next.shadow.opacity - 0.64) < SceneFixtures.tolerance)
        let back = try #require(cards.first { $0.item == 3 })
        #expect(abs(back.frame.center.x - (200 - 2 * spacing)) < SceneFixtures.tolerance)
        #expect(abs(back.transform.scale - scale(2)) < SceneFixtures.tolerance)
        #expect(abs(back.opacity - 0.5) < SceneFixtures.tolerance)
        // Every card sits between the clip to the frame and its end.
        let kinds = SceneFixtures.kinds(scene)
        #expect(kinds[1] == "clip" && kinds[2..<7].allSatisfy { $0 == "card" } && kinds[7] == "clip-off")
    }

    @Test func verticalRingOrbitsDownTheFrame() throws {
        let spec = SceneFixtures.spec([SceneFixtures.configuration(.stack, axis: .vertical, count: 5, infinite: true)])
        let cards = SceneFixtures.cards(try SceneFixtures.scene(spec))
        // Frame (0, 28, 376, 272), stage 336 x 256 centred at (188, 164): card main = 336 / 1.586,
        // cross = 336; packed vertical spacing 0.55 * max(0.6, 1 - 0.08 * 2) = 0.462 of the main length.
        let main = 336 / 1.586, spacing = 336 / 1.586 * 0.462
        let front = try #require(cards.last)
        #expect(front.item == 0)
        #expect(SceneFixtures.close(front.frame, Rect(x: 20, y: 164 - main / 2, width: 336, height: main)))
        let next = try #require(cards.first { $0.item == 1 })
        #expect(abs(next.frame.center.y - (164 + spacing)) < SceneFixtures.tolerance)
        #expect(abs(next.frame.center.x - 188) < SceneFixtures.tolerance)
        #expect(abs(next.transform.scale - scale(1)) < SceneFixtures.tolerance)
    }
}
