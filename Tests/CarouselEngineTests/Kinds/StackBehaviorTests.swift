#if canImport(Glibc)
    import Glibc
#endif
import Testing

@testable import CarouselEngine

/// Stack (docs/engine.md, "Stack (3D ring)" and "Focus and stack release").
@Suite struct StackBehaviorTests {
    /// 1280 x 400 frame, insets 8/20/8/20: a 1240 x 384 stage.
    static let frame = Rect(x: 0, y: 0, width: 1280, height: 400)

    static func behavior(count: Int = 5, axis: Axis = .horizontal) -> StackBehavior {
        StackBehavior(configuration: Scenes.carousel(kind: .stack, axis: axis, count: count), frame: frame)
    }

    @Test func theStageIsTheFrameMinusTheInsetsAndOneSlotIsOneCard() {
        let b = Self.behavior()
        #expect(b.stage == Rect(x: 20, y: 8, width: 1240, height: 384))
        // Horizontal card main = min(stage cross * aspect, stage main * focus-width).
        let cardMain = min(384 * 1.586, 1240 * 0.88)
        #expect(b.layout.cardMain == cardMain)
        #expect(b.stride == cardMain)
    }

    @Test func theFrontCardIsCentredAtFullScaleAndOnlyItIsTappable() {
        let b = Self.behavior()
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        let front = cards[cards.count - 1]
        #expect(front.item == 0 && abs(front.scale - 1) < 1e-12 && front.z == 1)
        #expect(abs(front.rect.x + front.rect.width / 2 - 640) < 1e-9)
        #expect(abs(front.rect.y + front.rect.height / 2 - 200) < 1e-9)
        #expect(cards.filter(\.tappable).map(\.item) == [0])
        #expect(b.cards(at: 0, target: 0, dragging: false, settling: true).allSatisfy { !$0.tappable })
        #expect(b.cards(at: 0, target: 0, dragging: true, settling: false).allSatisfy { !$0.tappable })
    }

    @Test func aNeighbourSitsOneSpacingAwayAndShrinksWithDepth() {
        let b = Self.behavior()
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        let next = cards.first { $0.item == 1 }
        // n >= 4: orbit = delta * spacing; depth = cos(2π/5); scale = min + (1 - min)(depth + 1)/2.
        let depth = cos(2 * Double.pi / 5)
        #expect(abs((next?.rect.x ?? 0) + b.layout.cardMain / 2 - (640 + b.layout.spacing)) < 1e-9)
        #expect(abs((next?.scale ?? 0) - (0.70 + 0.30 * (depth + 1) / 2)) < 1e-12)
        // Opacity at one slot is the 0.36 stop.
        #expect(abs((next?.opacity ?? 0) - 0.36) < 1e-12)
    }

    @Test func theRingAlwaysLoopsAndASettleCannotBeInterrupted() {
        let b = Self.behavior()
        #expect(b.loops && !b.settleIsInterruptible)
        #expect(!Self.behavior(count: 1).loops)
        #expect(b.selection(position: -1, target: -1) == 4)
        #expect(b.tapTarget(at: Point(x: 640, y: 200), position: 0) == nil)
    }

    @Test func anEaseOutLastsByTheNumberOfSlots() {
        func seconds(_ pages: Double) -> Double? {
            guard case .easeOut(let d) = StackBehavior.settleCurve(.easeOut(durationSeconds: 0.35), pages: pages)
            else { return nil }
            return d
        }
        // Back to the same slot 0.28 s; a commit of s slots min(0.42, 0.26 + 0.06 s).
        #expect(seconds(0.4) == 0.28)
        #expect(abs((seconds(1) ?? 0) - 0.32) < 1e-12)
        #expect(abs((seconds(2) ?? 0) - 0.38) < 1e-12)
        #expect(seconds(3) == 0.42 && seconds(9) == 0.42)
        #expect(
            StackBehavior.settleCurve(.spring(stiffness: 200, damping: 20), pages: 2)
                == .spring(Spring(stiffness: 200, damping: 20)))
    }

    @Test func theReleaseCommitsByTheLargerOfTheActualAndThePredictedTranslation() {
        let b = Self.behavior()
        func target(_ translation: Double, contentVelocity: Double) -> Int {
            b.releaseTarget(
                ReleaseInput(
                    position: 3 + translation, anchorPosition: 3, startTarget: 3, pointerVelocity: 0,
                    contentVelocity: contentVelocity))
        }
        // Threshold 0.25 slot; predicted = translation + v * 0.998 / 0.002 / 1000 (0.499 s).
        #expect(target(0.2, contentVelocity: 0) == 3)
        #expect(target(0.3, contentVelocity: 0) == 4)
        #expect(target(-0.3, contentVelocity: 0) == 2)
        #expect(target(0.2, contentVelocity: 1) == 4)  // 0.2 + 0.499 = 0.699 -> 1 slot
        #expect(target(0.2, contentVelocity: 4) == 5)  // 0.2 + 1.996 = 2.196 -> 2 slots
    }
}
