import Foundation
import Testing

@testable import CarouselEngine

/// The effects' formulas (docs/engine.md, "Effects"), on both axes, with expectations computed
/// here from the formulas. Frame 1280 x 400 (transposed for vertical), page 200 x 150, spacing
/// 16: stride 216, the current page centred in the frame.
@Suite struct EffectLayoutTests {
    static func behavior(_ effect: CardEffect, axis: Axis = .horizontal, count: Int = 8, perspective: Double = 1200)
        -> PagingBehavior
    {
        let page = axis == .horizontal ? Size(width: 200, height: 150) : Size(width: 150, height: 200)
        var c = Scenes.carousel(kind: .paging, axis: axis, infinite: true, count: count, pageSize: page)
        c.effect = effect
        c.perspective = perspective
        let frame =
            axis == .horizontal
            ? Rect(x: 0, y: 0, width: 1280, height: 400) : Rect(x: 0, y: 0, width: 400, height: 1280)
        return PagingBehavior(configuration: c, frame: frame)
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }

    static func card(_ cards: [CardPlacement], item: Int) -> CardPlacement? { cards.first { $0.item == item } }

    @Test func slideKeepsTheFlatPages() {
        let b = Self.behavior(.slide)
        #expect(b.cards(at: 0, target: 0, dragging: false, settling: false).allSatisfy { $0.spatial == nil })
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func fadeStacksTwoPagesInPlace(axis: Axis) {
        let b = Self.behavior(.fade, axis: axis)
        let rest = b.cards(at: 2, target: 2, dragging: false, settling: false)
        #expect(rest.map(\.item) == [2] && rest[0].opacity == 1)
        // p = 2.3: page 2 opaque at the back, page 3 over it at 2.3 - 2.
        let mid = b.cards(at: 2.3, target: 2, dragging: true, settling: false)
        #expect(mid.map(\.item) == [2, 3])
        #expect(mid[0].opacity == 1 && Self.near(mid[1].opacity, 0.3))
        #expect(mid[0].rect == mid[1].rect && mid.allSatisfy(\.blendsOverBehind))
        // Backwards: p = 1.6 shows page 1 under page 2 at 0.6.
        let back = b.cards(at: 1.6, target: 2, dragging: true, settling: false)
        #expect(back.map(\.item) == [1, 2] && Self.near(back[1].opacity, 0.6))
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func coverflowFollowsSwipersFormula(axis: Axis) {
        let s = CoverflowSettings(rotateDegrees: 50, depthPoints: 100, stretchPoints: 20, modifier: 1)
        let b = Self.behavior(.coverflow(s), axis: axis)
        let cards = b.cards(at: 0.25, target: 0, dragging: true, settling: false)
        for item in [0, 1, 7] {
            guard let card = Self.card(cards, item: item), let spatial = card.spatial else {
                Issue.record("page \(item) missing")
                continue
            }
            let offset = Double(item == 7 ? -1 : item) - 0.25
            let m = -offset * s.modifier
            let angle = (axis == .horizontal ? 50 * m : -50 * m) * Double.pi / 180
            let t = spatial.projection.transform
            // Horizontal: rotateY(rotate m); vertical: rotateX(-rotate m).
            if axis == .horizontal {
                #expect(Self.near(t.row0.x, cos(angle)) && Self.near(t.row0.z, sin(angle)))
            } else {
                #expect(Self.near(t.row1.y, cos(angle)) && Self.near(t.row1.z, -sin(angle)))
            }
            let along = axis == .horizontal ? t.translation.x : t.translation.y
            #expect(Self.near(along, 20 * m))
            #expect(Self.near(t.translation.z, -100 * abs(m)))
            // The page keeps its place on the strip: its centre is `offset` strides from the current one.
            let centre = axis == .horizontal ? card.rect.center.x : card.rect.center.y
            #expect(Self.near(centre, 640 + offset * 216))
        }
        // Farther first: page 0 (|m| = 0.25) is drawn last.
        #expect(cards.last?.item == 0)
        #expect(zip(cards, cards.dropFirst()).allSatisfy { $0.z <= $1.z })
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func rotaryFollowsICarouselsFormula(axis: Axis) {
        let b = Self.behavior(
            .ring(RingSettings(shape: .rotary, inverted: false, radius: nil, tiltDegrees: 0)), axis: axis)
        // 8 items: R = max(216 / 2, 108 / tan(π / 8)); θ = 2π offset / 8.
        let r = max(108, 108 / tan(Double.pi / 8))
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        for card in cards {
            guard let t = card.spatial?.projection.transform else { continue }
            let offset = Double(card.item > 4 ? card.item - 8 : card.item)
            let theta = offset / 8 * 2 * Double.pi
            let along = axis == .horizontal ? t.translation.x : t.translation.y
            #expect(Self.near(along, r * sin(theta)), "item \(card.item)")
            #expect(Self.near(t.translation.z, r * cos(theta) - r))
            // Rotary cards never turn.
            #expect(t.row0 == Transform3D.identity.row0 && t.row2 == Transform3D.identity.row2)
        }
        #expect(Set(cards.map(\.item)) == Set(0..<8))
        #expect(cards.last?.item == 0)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func cylinderTurnsItsCardsAndHidesTheFarSide(axis: Axis) {
        let b = Self.behavior(
            .ring(RingSettings(shape: .cylinder, inverted: false, radius: 300, tiltDegrees: 0)), axis: axis)
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        // θ = 45° per item: items ±1 turn 45° and face the eye; from ±2 (90°, seen from the
        // inside of the ring at this perspective) on, their backs face it and they are hidden.
        #expect(Set(cards.map(\.item)) == [7, 0, 1])
        guard let t = Self.card(cards, item: 1)?.spatial?.projection.transform else {
            Issue.record("item 1 missing")
            return
        }
        let theta = Double.pi / 4
        if axis == .horizontal {
            #expect(Self.near(t.row0.x, cos(theta)) && Self.near(t.row0.z, sin(theta)))
            #expect(Self.near(t.translation.x, 300 * sin(theta)))
        } else {
            // rotateX(-θ).
            #expect(Self.near(t.row1.y, cos(theta)) && Self.near(t.row1.z, sin(theta)))
            #expect(Self.near(t.translation.y, 300 * sin(theta)))
        }
        #expect(Self.near(t.translation.z, 300 * cos(theta) - 300))
    }

    @Test func invertedRingsBendTowardsTheViewerAndDrawTheirFarHalf() {
        let b = Self.behavior(.ring(RingSettings(shape: .rotary, inverted: true, radius: 300, tiltDegrees: 0)))
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        // Inverted: R → -R, θ → -θ: item 1 at (R sin θ, R - R cos θ), nearer than the selection.
        #expect(Set(cards.map(\.item)) == [6, 7, 0, 1, 2])
        let t = Self.card(cards, item: 1)?.spatial?.projection.transform
        #expect(Self.near(t?.translation.x ?? 0, 300 * sin(Double.pi / 4)))
        #expect(Self.near(t?.translation.z ?? 0, 300 - 300 * cos(Double.pi / 4)))
        #expect(cards.first?.item == 0)
    }

    @Test(arguments: [false, true]) func tiltTipsTheRingAboutTheSelection(inverted: Bool) {
        let b = Self.behavior(.ring(RingSettings(shape: .rotary, inverted: inverted, radius: 300, tiltDegrees: 20)))
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        // The selected card is the pivot: it stays at the origin.
        let selected = Self.card(cards, item: 0)?.spatial?.projection.transform
        #expect(Self.near(selected?.translation.y ?? 1, 0))
        #expect(Self.near(selected?.translation.z ?? 1, 0))
        // Page 1 (o = 1, θ = 2π/8, R = ±300) sits at (R sin θ, 0, R cos θ - R) before the tilt;
        // rotateX(-20°) about the origin takes (x, 0, z) to (x, z sin 20°, z cos 20°).
        let r = inverted ? -300.0 : 300, theta = (inverted ? -1.0 : 1) * 2 * Double.pi / 8
        let z = r * cos(theta) - r, a = 20 * Double.pi / 180
        let next = Self.card(cards, item: 1)?.spatial?.projection.transform
        #expect(Self.near(next?.translation.x ?? 0, r * sin(theta)))
        #expect(Self.near(abs(next?.translation.y ?? 0), abs(z * sin(a))))
        #expect(Self.near(next?.translation.z ?? 0, z * cos(a)))
    }

    @Test func aTapPagesOnlyWhereTheFlatGeometryHolds() {
        let point = Point(x: 640 + 216, y: 200)
        #expect(Self.behavior(.slide).tapTarget(at: point, position: 0) == 1)
        #expect(Self.behavior(.fade).tapTarget(at: point, position: 0) == nil)
        #expect(
            Self.behavior(.ring(RingSettings(shape: .rotary, inverted: false, radius: nil, tiltDegrees: 0)))
                .tapTarget(at: point, position: 0) == nil)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func wheelTurnsItsCardsAboutAHubBesideTheCarousel(axis: Axis) {
        let b = Self.behavior(
            .ring(RingSettings(shape: .wheel, inverted: false, radius: nil, tiltDegrees: 20)), axis: axis)
        // 8 items: R = w count / 2π = 216 · 8 / 2π; θ = 2π o / 8; tilt is not applied to wheels.
        let r = 216 * 8 / (2 * Double.pi), theta = Double.pi / 4
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        guard let t = Self.card(cards, item: 1)?.spatial?.projection.transform else {
            Issue.record("item 1 missing")
            return
        }
        // rotateZ(θ) in the plane: row0 = (cos θ, -sin θ, 0).
        #expect(Self.near(t.row0.x, cos(theta)) && Self.near(t.row0.y, -sin(theta)) && Self.near(t.row2.z, 1))
        if axis == .horizontal {
            #expect(Self.near(t.translation.x, r * sin(theta)) && Self.near(t.translation.y, r - r * cos(theta)))
        } else {
            #expect(Self.near(t.translation.x, r * cos(theta) - r) && Self.near(t.translation.y, r * sin(theta)))
        }
        #expect(Self.near(t.translation.z, 0.01))
        // Inverted: the hub on the other side, the turn reversed.
        let inverted = Self.behavior(
            .ring(RingSettings(shape: .wheel, inverted: true, radius: nil, tiltDegrees: 0)), axis: axis)
        let u = Self.card(inverted.cards(at: 0, target: 0, dragging: false, settling: false), item: 1)?
            .spatial?.projection.transform
        let across = axis == .horizontal ? u?.translation.y : u?.translation.x
        #expect(Self.near(across ?? 0, axis == .horizontal ? -(r - r * cos(theta)) : r - r * cos(theta)))
        #expect(Self.near(u?.row0.y ?? 0, sin(theta)))
    }
}
