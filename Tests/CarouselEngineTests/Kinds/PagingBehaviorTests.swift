import Testing

@testable import CarouselEngine

/// Paging (docs/engine.md, "Paging release" and `PagingGeometry`): page = frame minus the main
/// insets, stride = page + spacing, pages centred in the inset region.
@Suite struct PagingBehaviorTests {
    /// 1280 x 400 frame, insets 8/20/8/20, spacing 16, five items.
    static let frame = Rect(x: 0, y: 0, width: 1280, height: 400)

    static func behavior(infinite: Bool = false, pageSize: Size? = nil, distance: Double? = nil) -> PagingBehavior {
        var c = Scenes.carousel(kind: .paging, infinite: infinite, count: 5, pageSize: pageSize)
        if let distance { c.snap.distanceThreshold = distance }
        return PagingBehavior(configuration: c, frame: frame)
    }

    @Test func pagesFillTheInsetRegionAndStrideAddsTheSpacing() {
        let b = Self.behavior()
        // page length 1280 - 20 - 20 = 1240, cross 400 - 8 - 8 = 384, stride 1240 + 16 = 1256.
        #expect(b.geometry.pageLength == 1240 && b.geometry.pageCross == 384)
        #expect(b.stride == 1256)
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        #expect(cards.map(\.item) == [0, 1])
        // Page 0 centred on 20 + 1240 / 2 = 640, page 1 one stride on (its edge peeks in).
        #expect(cards[0].rect == Rect(x: 20, y: 8, width: 1240, height: 384))
        #expect(cards[1].rect.x == 640 + 1256 - 620)
        #expect(!cards[0].tappable && cards[1].tappable)
        #expect(b.cards(at: 0, target: 0, dragging: true, settling: false).allSatisfy { !$0.tappable })
    }

    @Test func aSmallerPageShowsItsNeighboursOnBothSides() {
        let b = Self.behavior(infinite: true, pageSize: Size(width: 500, height: 300))
        // stride 516; page k spans 390 + 516 k ..< 890 + 516 k: pages -1, 0 and 1 meet the frame.
        let cards = b.cards(at: 0, target: 0, dragging: false, settling: false)
        #expect(cards.map(\.item) == [4, 0, 1])
        #expect(cards[1].rect == Rect(x: 390, y: 50, width: 500, height: 300))
        #expect(cards[0].rect.x == 390 - 516 && cards[2].rect.x == 390 + 516)
    }

    @Test func aTapFindsThePageUnderThePointer() {
        let b = Self.behavior()
        #expect(b.tapTarget(at: Point(x: 640, y: 200), position: 0) == 0)
        #expect(b.tapTarget(at: Point(x: 1278, y: 200), position: 0) == 1)
        // Above the page (cross range 8..<392) or outside the frame: nothing.
        #expect(b.tapTarget(at: Point(x: 640, y: 4), position: 0) == nil)
        #expect(b.tapTarget(at: Point(x: 1290, y: 200), position: 0) == nil)
    }

    @Test func aFastReleasePagesInItsDirection() {
        let b = Self.behavior()
        func target(_ position: Double, _ velocity: Double) -> Int {
            b.releaseTarget(
                ReleaseInput(
                    position: position, anchorPosition: 0, startTarget: 0, pointerVelocity: velocity,
                    contentVelocity: -velocity / b.stride))
        }
        // Content forward faster than 200 pt/s: floor + 1; backward: ceil - 1.
        #expect(target(0.3, -300) == 1)
        #expect(target(0.3, 300) == 0)
        #expect(target(-0.3, 300) == -1)
        // Slow: the nearest page.
        #expect(target(0.4, 0) == 0)
        #expect(target(0.6, 0) == 1)
    }

    @Test func aSlowDragPastTheDistanceThresholdPagesOn() {
        let b = Self.behavior(distance: 0.3)
        let input = ReleaseInput(
            position: 0.35, anchorPosition: 0, startTarget: 0, pointerVelocity: 0, contentVelocity: 0)
        #expect(b.releaseTarget(input) == 1)
        let back = ReleaseInput(
            position: -0.35, anchorPosition: 0, startTarget: 0, pointerVelocity: 0, contentVelocity: 0)
        #expect(b.releaseTarget(back) == -1)
    }

    @Test func selectionAndProgressClampWhenFiniteAndWrapWhenLooping() {
        let finite = Self.behavior()
        #expect(finite.selection(position: 7, target: 7) == 4)
        #expect(finite.progress(at: 5.5) == 4 && finite.progress(at: -0.5) == 0)
        let looping = Self.behavior(infinite: true)
        #expect(looping.loops && !finite.loops)
        #expect(looping.selection(position: -1, target: -1) == 4)
        #expect(looping.progress(at: -0.25) == 4.75)
    }

    @Test func theSettleCurveIsTheConfiguredOne() {
        #expect(
            PagingBehavior.settleCurve(.spring(stiffness: 300, damping: 30), pages: 3)
                == .spring(Spring(stiffness: 300, damping: 30)))
        #expect(PagingBehavior.settleCurve(.easeOut(durationSeconds: 0.4), pages: 3) == .easeOut(durationSeconds: 0.4))
    }

    @Test func aFiniteDragRubberBandsPastTheEdge() {
        let b = Self.behavior()
        // 628 points of travel is half a page: inside the range the drag is 1:1.
        #expect(b.dragPosition(anchor: 1, travel: 628) == 0.5)
        // Past the first page the overshoot x = 0.5 page shows x * 0.5 * L / (L + 0.5 x), L = 0.5.
        let shown = b.dragPosition(anchor: 0, travel: 628)
        #expect(abs(shown - -(0.5 * 0.5 * 0.5 / (0.5 + 0.25))) < 1e-12)
    }
}
