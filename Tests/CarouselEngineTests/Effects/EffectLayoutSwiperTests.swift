import Foundation
import Testing

@testable import CarouselEngine

/// Swiper's cube, flip and cards (docs/engine.md, "Effects"), on both axes, expectations computed
/// from the formulas. Same fixture as ``EffectLayoutTests``: frame 1280 x 400 (transposed when
/// vertical), page 200 x 150, spacing 16, so the page length along the axis is 200 and across 150.
@Suite struct EffectLayoutSwiperTests {
    typealias F = EffectLayoutTests

    static func transform(_ cards: [CardPlacement], item: Int) -> Transform3D? {
        F.card(cards, item: item)?.spatial?.projection.transform
    }

    static func near(_ a: Vector3?, _ b: Vector3) -> Bool {
        guard let a else { return false }
        return F.near(a.x, b.x) && F.near(a.y, b.y) && F.near(a.z, b.z)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func cubeFacesTurnAboutTheCubesCentre(axis: Axis) {
        let b = F.behavior(.cube, axis: axis)
        // p = 0.3: page 0 at θ = -27°, page 1 at θ = 63°, half-side r = 100.
        let cards = b.cards(at: 0.3, target: 0, dragging: true, settling: false)
        #expect(Set(cards.map(\.item)) == [0, 1])
        for (item, offset) in [(0, -0.3), (1, 0.7)] {
            let theta = offset * Double.pi / 2, r = 100.0
            let t = Self.transform(cards, item: item)
            let along = r * sin(theta), z = r * cos(theta) - r
            let expected = axis == .horizontal ? Vector3(x: along, y: 0, z: z) : Vector3(x: 0, y: along, z: z)
            #expect(Self.near(t?.translation, expected), "item \(item)")
            if axis == .horizontal {
                // rotateY(θ): row0 = (cos θ, 0, sin θ).
                #expect(F.near(t?.row0.x ?? 0, cos(theta)) && F.near(t?.row0.z ?? 0, sin(theta)))
            } else {
                // rotateX(-θ): row1 = (0, cos θ, sin θ).
                #expect(F.near(t?.row1.y ?? 0, cos(theta)) && F.near(t?.row1.z ?? 0, sin(theta)))
            }
        }
        // The nearer face (page 0, z = r cos 27° - r) is drawn last; the back faces (pages 7, 2)
        // are hidden.
        #expect(cards.last?.item == 0)
        #expect(cards.allSatisfy { $0.spatial?.backFace == .hidden })
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func flipTurnsThePageAboutItsMiddle(axis: Axis) {
        let b = F.behavior(.flip, axis: axis)
        // p = 0.3: page 0 turned 180° · -0.3 = -54° shows; page 1 at 180° · 0.7 = 126° shows its back: hidden.
        let cards = b.cards(at: 0.3, target: 0, dragging: true, settling: false)
        #expect(cards.map(\.item) == [0])
        let a = -54 * Double.pi / 180
        let t = Self.transform(cards, item: 0)
        if axis == .horizontal {
            #expect(F.near(t?.row0.x ?? 0, cos(a)) && F.near(t?.row0.z ?? 0, sin(a)))
        } else {
            // rotateX(+54°): row1 = (0, cos, -sin) of 54°.
            #expect(F.near(t?.row1.y ?? 0, cos(-a)) && F.near(t?.row1.z ?? 0, -sin(-a)))
        }
        #expect(Self.near(t?.translation, .zero))
        // Past the middle (p = 0.6) the next page shows, turned 180° · 0.4 = 72°.
        let later = b.cards(at: 0.6, target: 0, dragging: true, settling: false)
        #expect(later.map(\.item) == [1])
        // The turn is clamped to ±180°: page 3 at offset 2.4 turns like offset 1.
        #expect(F.near(b.effect?.flip(offset: 2.4, axis: axis).transform.row1.y ?? 0, axis == .horizontal ? 1 : -1))
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func cardsStackTheDeckBehindTheTopCard(axis: Axis) {
        let s = CardsSettings.standard
        // 12 items: offsets -4...4 are drawn at rest (|o| < 5), items 8...11 the pages before.
        let b = F.behavior(.cards(s), axis: axis, count: 12)
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        // The top card (page 0) is drawn last.
        #expect(cards.last?.item == 0)
        for offset in [1, 2, 4] {
            // p = clamp(-o, -4, 4), a = |p|: z = -100 a; along -p (8 - 0.75 a) % of 200; rotateZ(-2 p)
            // about the bottom centre (75 below the centre horizontally, 100 vertically).
            let p = max(-Double(offset), -4), a = abs(p)
            let t = Self.transform(cards, item: offset)
            let along = -p * (s.offsetPercent - 0.75 * a) / 100 * 200
            let angle = -s.rotateDegrees * p * Double.pi / 180
            let h = axis == .horizontal ? 150.0 : 200.0
            // translate(0, -h/2) rotateZ(angle) translate(0, h/2): the centre moves to
            // (h/2 sin θ, h/2 - h/2 cos θ), then the shift.
            let centre = Vector3(x: h / 2 * sin(angle), y: h / 2 - h / 2 * cos(angle), z: 0)
            let expected =
                axis == .horizontal
                ? Vector3(x: centre.x + along, y: centre.y, z: -100 * a)
                : Vector3(x: centre.x, y: centre.y + along, z: -100 * a)
            #expect(Self.near(t?.translation, expected), "offset \(offset)")
            #expect(F.near(t?.row0.x ?? 0, cos(angle)) && F.near(t?.row0.y ?? 0, -sin(angle)))
        }
        // Page 5 would sit exactly where page 4 does (the progress is clamped at 4), under it: not drawn.
        #expect(Set(cards.map(\.item)) == Set([8, 9, 10, 11, 0, 1, 2, 3, 4]))
        // Mid-drag (p = 0.3) page 5 (o = 4.7) is the nearest clamped page and is drawn; 4 (o = 3.7) over it.
        let moving = b.cards(at: 0.3, target: 0, dragging: false, settling: true)
        let order = moving.map(\.item)
        #expect(order.contains(5) && !order.contains(6))
        #expect((order.firstIndex(of: 5) ?? 99) < (order.firstIndex(of: 4) ?? -1))
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func theTopCardSwingsOutOnlyWhileDragged(axis: Axis) {
        let s = CardsSettings.standard
        let b = F.behavior(.cards(s), axis: axis)
        // Dragged forward to p = 0.5: page 0 (p = 0.5, a = 0.5) swings with u = 1.
        let held = Self.transform(b.cards(at: 0.5, target: 0, dragging: true, settling: false), item: 0)
        let p = 0.5, u = 1.0
        let angle = (-s.rotateDegrees * p - 28 * p * u) * Double.pi / 180
        let scale = 1 - 0.5 * u * p
        let along = -p * (s.offsetPercent - 0.75 * p + 96 * u) / 100 * 200
        let across = -25 * u * p / 100 * (axis == .horizontal ? 150.0 : 150.0)
        let h = axis == .horizontal ? 150.0 : 200.0
        // About the bottom centre: the centre goes to (h/2 s sin θ, h/2 - h/2 s cos θ).
        let centre = Vector3(x: h / 2 * scale * sin(angle), y: h / 2 - h / 2 * scale * cos(angle), z: 0)
        let expected =
            axis == .horizontal
            ? Vector3(x: centre.x + along, y: centre.y + across, z: -50)
            : Vector3(x: centre.x + across, y: centre.y + along, z: -50)
        #expect(Self.near(held?.translation, expected))
        #expect(F.near(held?.row0.x ?? 0, scale * cos(angle)))
        // Settling through the same position: no swing.
        let settling = Self.transform(b.cards(at: 0.5, target: 1, dragging: false, settling: true), item: 0)
        #expect(F.near(settling?.row0.x ?? 0, cos(-s.rotateDegrees * p * Double.pi / 180)))
        // Dragged backward to p = -0.5 from 0: page 0 is at p = -0.5 but it is the next page (-1 < p < 0
        // swings only for page 0's neighbour at offset +0.5): page 0 at offset 0.5 swings.
        let back = b.cards(at: -0.5, target: 0, dragging: true, settling: false)
        let swung = Self.transform(back, item: 0)
        #expect(F.near(swung?.translation.z ?? 0, -50))
        #expect(F.near(swung?.row0.x ?? 0, scale * cos(-angle)))
    }
}
