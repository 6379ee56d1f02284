import Testing

@testable import CarouselEngine

/// Marquee (docs/engine.md, "Marquee"): item `k` starts at `k * stride - offset`, stride =
/// item-extent + spacing; selection `round(offset / stride) mod n`.
@Suite struct MarqueeBehaviorTests {
    /// 1280 x 200 frame, insets 8/20/8/20, items 100 long, spacing 16: stride 116.
    static let frame = Rect(x: 0, y: 0, width: 1280, height: 200)

    static func behavior(count: Int = 20) -> MarqueeBehavior {
        MarqueeBehavior(configuration: Scenes.carousel(kind: .marquee, count: count), frame: frame)
    }

    @Test func itemsCoverTheFrameExactly() {
        let b = Self.behavior()
        #expect(b.geometry.stride == 116)
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        // Items 0...11 start at 0, 116, ..., 1276 (< 1280); across: 200 - 8 - 8 = 184.
        #expect(cards.map(\.item) == Array(0...11))
        #expect(cards[0].rect == Rect(x: 0, y: 8, width: 100, height: 184))
        #expect(cards[11].rect.x == 11 * 116)
        #expect(cards.count <= MarqueeGeometry.coverCount(frameLength: 1280, stride: 116) ?? 0)
    }

    @Test func anOffsetMovesEveryItemAndWrapsIndices() {
        let b = Self.behavior(count: 5)
        let cards = b.cards(at: 50, target: 0, dragging: false, settling: false)
        #expect(cards[0].item == 0 && cards[0].rect.x == -50)
        #expect(cards.map(\.item) == [0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1])
        #expect(MarqueeGeometry.coverCount(frameLength: 1280, stride: 116) == 13)
    }

    @Test func selectionIsTheItemNearestTheLeadingEdge() {
        let b = Self.behavior(count: 5)
        #expect(b.selection(position: 170, target: 0) == 1)  // 170 / 116 = 1.47
        #expect(b.selection(position: 180, target: 0) == 2)  // 1.55
        #expect(b.progress(at: 116 * 5.5) == 0.5)
    }

    @Test func itDragsOneToOneWithoutRubberBandAndNeverSnaps() {
        let b = Self.behavior(count: 1)
        #expect(b.stride == 1 && b.dragsOnPress && b.canAutoScroll)
        #expect(b.dragPosition(anchor: 10, travel: 30) == -20)
        #expect(!MarqueeBehavior.snapsToPages)
        #expect(KindRegistry.settleCurve(kind: .marquee, animation: .easeOut(durationSeconds: 1), pages: 1) == nil)
        #expect(MarqueeBehavior.glideSeconds == 0.35)
    }

    @Test func withoutAnAutoTableItDriftsAndResumesAtOnce() {
        let machine = Self.behavior().autoScroll(nil)
        #expect(machine.isRunning)
        #expect(machine.settings.resumeAfterSeconds == 0 && !machine.settings.pauseOnHover)
        #expect(machine.settings.intervalSeconds == AutoScrollSettings.standard.intervalSeconds)
    }

    @Test func normalizingKeepsTheOffsetInOneLoop() {
        var carousel = CarouselController(
            config: Scenes.carousel(kind: .marquee, count: 5),
            slot: CarouselSlot(frame: Self.frame, titleRect: nil, indicatorRect: nil))
        carousel.position = 580 + 30  // total = 5 * 116 = 580
        carousel.previous = 580 + 20
        carousel.normalize()
        #expect(carousel.position == 30 && carousel.previous == 20)
        carousel.position = -10
        carousel.normalize()
        #expect(carousel.position == 570)
    }
}
