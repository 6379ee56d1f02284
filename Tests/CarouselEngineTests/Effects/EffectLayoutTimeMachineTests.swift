import Foundation
import Testing

@testable import CarouselEngine

/// iCarousel's time machine and its inverted form on both axes (docs/engine.md, "Effects"); stride 216.
@Suite struct EffectLayoutTimeMachineTests {
    typealias F = EffectLayoutTests

    @Test(arguments: [Axis.horizontal, .vertical]) func pagesRecedeInATiltedLineAndThePastOnesFade(axis: Axis) {
        let s = TimeMachineSettings(inverted: false, tiltDegrees: 20)
        let b = F.behavior(.timeMachine(s), axis: axis, count: 12)
        let cards = b.cards(at: 3.4, target: 3, dragging: true, settling: false)
        let k = tan(20 * Double.pi / 180), w = 216.0
        for card in cards {
            // Pages -6...4 are drawn (ten behind, one ahead): items above 4 are pages item - 12.
            let offset = Double(card.item > 4 ? card.item - 12 : card.item) - 3.4
            let t = card.spatial?.projection.transform
            let along = axis == .horizontal ? t?.translation.x : t?.translation.y
            let across = axis == .horizontal ? t?.translation.y : t?.translation.x
            #expect(F.near(along ?? .nan, offset * w * k), "item \(card.item)")
            #expect(F.near(across ?? .nan, 0) && F.near(t?.translation.z ?? .nan, offset * w))
            #expect(F.near(card.opacity, 1 - min(max(offset, 0), 1)))
        }
        // Page 4 (offset 0.6) fades at 0.4 and is the nearest, drawn last; page 5 (offset 1.6) is gone.
        #expect(cards.last?.item == 4 && F.near(cards.last?.opacity ?? 0, 0.4))
        // The fading page is seen through (a cross-fade); the others are opaque covers.
        #expect(cards.allSatisfy { $0.blendsOverBehind == ($0.opacity < 1) })
        #expect(!cards.contains { $0.item == 5 })
        // At most ten pages behind the selection.
        #expect(cards.count <= TimeMachineSettings.maxDepthPages + 2)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func invertedRecedesTheOtherWay(axis: Axis) {
        let s = TimeMachineSettings(inverted: true, tiltDegrees: 20)
        let b = F.behavior(.timeMachine(s), axis: axis, count: 12)
        let cards = b.cards(at: 3.4, target: 3, dragging: true, settling: false)
        // Inverted: k → -k, o → -o: along (-o) w (-k) = o w k, z = -o w; fading for o < 0.
        let k = tan(20 * Double.pi / 180), w = 216.0
        for card in cards {
            // Pages 3...13 are drawn: items below 3 are pages item + 12.
            let offset = Double(card.item < 3 ? card.item + 12 : card.item) - 3.4
            let t = card.spatial?.projection.transform
            let along = axis == .horizontal ? t?.translation.x : t?.translation.y
            #expect(F.near(along ?? .nan, offset * w * k) && F.near(t?.translation.z ?? .nan, -offset * w))
            #expect(F.near(card.opacity, 1 - min(max(-offset, 0), 1)))
        }
        #expect(cards.last?.item == 3 && F.near(cards.last?.opacity ?? 0, 0.6))
        #expect(!cards.contains { $0.item == 2 })
    }

    @Test func theDefaultTiltIsICarouselsPointThree() {
        #expect(F.near(tan(TimeMachineSettings.standardTiltDegrees * Double.pi / 180), 0.3))
    }

    @Test func aLoopOfFewItemsDrawsEachOnce() {
        let b = F.behavior(.timeMachine(TimeMachineSettings(inverted: false)), count: 3)
        let items = b.cards(at: 0, target: 0, dragging: false, settling: false).map(\.item)
        #expect(items.count == Set(items).count)
        #expect(items.contains(0))
    }
}
