import Foundation
import Testing

@testable import CarouselEngine

/// Effects on the focus kind (docs/engine.md, "Effects on focus"), on both axes, expectations
/// from the formulas: the card `o` pages from the position keeps the focus size
/// (`150 - shrink · min(1, |o|)` across, 200 along), the focus fade `min(1, neighbours + 1 - |o|)`
/// and range, and the effect's transform moves that rectangle. Frame 1280 x 400 (transposed when
/// vertical), item 200 x 150, shrink 50, spacing 16: stride 216, the selected card centred.
@Suite struct EffectLayoutFocusTests {
    typealias F = EffectLayoutTests

    static func behavior(
        _ effect: CardEffect, axis: Axis = .horizontal, count: Int = 8, neighbors: Int = 2, infinite: Bool = true
    ) -> FocusBehavior {
        let item = axis == .horizontal ? Size(width: 200, height: 150) : Size(width: 150, height: 200)
        var c = Scenes.carousel(kind: .focus, axis: axis, infinite: infinite, count: count)
        c.focus = FocusSettings(itemSize: item, shrink: 50, visibleNeighbors: neighbors)
        c.effect = effect
        c.perspective = 1200
        let frame =
            axis == .horizontal
            ? Rect(x: 0, y: 0, width: 1280, height: 400) : Rect(x: 0, y: 0, width: 400, height: 1280)
        return FocusBehavior(configuration: c, frame: frame)
    }

    static func main(_ r: Rect, _ axis: Axis) -> (centre: Double, length: Double) {
        axis == .horizontal ? (r.center.x, r.width) : (r.center.y, r.height)
    }

    static func cross(_ r: Rect, _ axis: Axis) -> (centre: Double, length: Double) {
        axis == .horizontal ? (r.center.y, r.height) : (r.center.x, r.width)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func coverflowTurnsTheFocusCardsOnTheirStrip(axis: Axis) {
        let s = CoverflowSettings.standard
        let b = Self.behavior(.coverflow(s), axis: axis)
        let p = 0.25
        let cards = b.cards(at: p, target: 0, dragging: true, settling: false)
        // Drawn: |o| < neighbours + 1 = 3, so pages -2...3 (items 6, 7, 0, 1, 2, 3).
        #expect(Set(cards.map(\.item)) == [6, 7, 0, 1, 2, 3])
        for k in -2...3 {
            let o = Double(k) - p
            guard let card = F.card(cards, item: Ring.wrap(k, 8)), let t = card.spatial?.projection.transform else {
                Issue.record("page \(k) missing")
                continue
            }
            // The focus rectangle: centred o strides along, 150 - 50 min(1, |o|) across.
            #expect(F.near(Self.main(card.rect, axis).centre, 640 + o * 216))
            #expect(F.near(Self.main(card.rect, axis).length, 200))
            #expect(F.near(Self.cross(card.rect, axis).length, 150 - 50 * min(1, abs(o))))
            #expect(F.near(Self.cross(card.rect, axis).centre, 200))
            // Swiper's coverflow: m = -o; rotateY(50 m) or rotateX(-50 m); z = -100 |m|.
            let m = -o, angle = (axis == .horizontal ? 50 * m : -50 * m) * Double.pi / 180
            if axis == .horizontal {
                #expect(F.near(t.row0.x, cos(angle)) && F.near(t.row0.z, sin(angle)))
            } else {
                #expect(F.near(t.row1.y, cos(angle)) && F.near(t.row1.z, -sin(angle)))
            }
            #expect(F.near(t.translation.z, -100 * abs(m)))
            // The focus fade.
            #expect(F.near(card.opacity, min(1, 3 - abs(o))))
            #expect(!card.tappable)
        }
        #expect(cards.last?.item == 0)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func cubeTurnsFacesOfTheFocusSizes(axis: Axis) {
        let b = Self.behavior(.cube, axis: axis)
        // p = 0.3: page 0 at θ = -27°, page 1 at θ = 63°; the cube's half-side is the item's main length / 2.
        let cards = b.cards(at: 0.3, target: 0, dragging: true, settling: false)
        #expect(Set(cards.map(\.item)) == [0, 1])
        for (item, o) in [(0, -0.3), (1, 0.7)] {
            let theta = o * Double.pi / 2, r = 100.0
            guard let card = F.card(cards, item: item), let t = card.spatial?.projection.transform else {
                Issue.record("face \(item) missing")
                continue
            }
            let along = r * sin(theta), z = r * cos(theta) - r
            let moved = axis == .horizontal ? t.translation.x : t.translation.y
            #expect(F.near(moved, along) && F.near(t.translation.z, z))
            // Every face starts at the selected card's place, at its own focus size.
            #expect(F.near(Self.main(card.rect, axis).centre, 640))
            #expect(F.near(Self.cross(card.rect, axis).length, 150 - 50 * abs(o)))
        }
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func fadeCrossFadesTwoFocusSizesInPlace(axis: Axis) {
        let b = Self.behavior(.fade, axis: axis)
        let mid = b.cards(at: 2.3, target: 2, dragging: true, settling: false)
        #expect(mid.map(\.item) == [2, 3])
        #expect(mid[0].opacity == 1 && F.near(mid[1].opacity, 0.3))
        // Page 2 at o = -0.3 is 150 - 15 across; page 3 at o = 0.7 is 150 - 35; both in place.
        #expect(F.near(Self.cross(mid[0].rect, axis).length, 135))
        #expect(F.near(Self.cross(mid[1].rect, axis).length, 115))
        #expect(mid.allSatisfy { F.near(Self.main($0.rect, axis).centre, 640) })
    }

    @Test func visibleNeighborsLimitsARing() {
        let ring = RingSettings(shape: .rotary, inverted: false, radius: nil, tiltDegrees: 0)
        // 8 items on the ring would show |o| <= 4; one neighbour a side keeps |o| < 2.
        let one = Self.behavior(.ring(ring), neighbors: 1)
        let rest = one.cards(at: 0, target: 0, dragging: false, settling: false)
        #expect(Set(rest.map(\.item)) == [7, 0, 1])
        // Mid-drag the next card fades in over its last page: p = 0.4 draws page 2 (o = 1.6) at 0.4.
        let mid = one.cards(at: 0.4, target: 0, dragging: true, settling: false)
        #expect(F.near(F.card(mid, item: 2)?.opacity ?? -1, 0.4))
        #expect(F.card(mid, item: 6) == nil)
        // Four a side reach the ring's own |o| <= 4: each of the 8 items once.
        let four = Self.behavior(.ring(ring), neighbors: 4)
        #expect(four.cards(at: 0, target: 0, dragging: false, settling: false).count == 8)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func finiteFocusStopsAtTheEnds(axis: Axis) {
        let b = Self.behavior(.coverflow(.standard), axis: axis, count: 4, infinite: false)
        #expect(b.cards(at: 0, target: 0, dragging: false, settling: false).map(\.item).sorted() == [0, 1, 2])
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func aTapPagesToTheTurnedCardUnderIt(axis: Axis) {
        let b = Self.behavior(.coverflow(.standard), axis: axis)
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        // The centre of neighbour 1's projected card (CardProjection's mapping of (½, ½)).
        guard let centre = F.card(cards, item: 1)?.spatial?.projection.point(u: 0.5, v: 0.5) else {
            Issue.record("neighbour missing")
            return
        }
        #expect(b.tapTarget(at: centre, position: 0) == 1)
        let middle = axis == .horizontal ? Point(x: 640, y: 200) : Point(x: 200, y: 640)
        #expect(b.tapTarget(at: middle, position: 0) == 0)
        #expect(b.tapTarget(at: Point(x: 2, y: 2), position: 0) == nil)
        // One turn later the same card is page 9 (the unbounded page nearest the position).
        let later = b.cards(at: 8, target: 8, dragging: false, settling: false)
        guard let again = F.card(later, item: 1)?.spatial?.projection.point(u: 0.5, v: 0.5) else { return }
        #expect(b.tapTarget(at: again, position: 8) == 9)
        // A neighbour behind, under the previous card: page -1 is item 7.
        guard let back = F.card(cards, item: 7)?.spatial?.projection.point(u: 0.5, v: 0.5) else { return }
        #expect(b.tapTarget(at: back, position: 0) == -1)
    }

    @Test func quadContainmentTakesEitherTurningDirection() {
        let a = Point(x: 0, y: 0), b = Point(x: 10, y: 0), c = Point(x: 10, y: 10), d = Point(x: 0, y: 10)
        #expect(EffectLayout.quad((a, b, c, d), contains: Point(x: 5, y: 5)))
        #expect(EffectLayout.quad((a, d, c, b), contains: Point(x: 5, y: 5)))
        #expect(!EffectLayout.quad((a, b, c, d), contains: Point(x: 11, y: 5)))
    }
}
