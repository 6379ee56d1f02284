import Testing
@testable import CarouselEngine

@Suite struct StackLayoutTests {
    @Test func verticalSizing() {
        let layout = StackLayout(
            settings: Scenes.stackDefaults, axis: .vertical, itemCount: 3, stage: Size(width: 317.2, height: 600))
        #expect(abs(layout.cardMain - 200) < 1e-9)
        #expect(layout.cardCross == 317.2)
        #expect(layout.spacingRatio == 0.55)
        #expect(abs(layout.spacing - 110) < 1e-9)
        #expect(layout.visibleOuterSlot == 1)
        // 2 * 1 * 110 + 200 * 0.88 + 200 * 0.22
        #expect(abs(layout.stackExtent - 440) < 1e-9)
    }

    /// The wallet (a vertical stack with written metrics, 420x800) played in a 7680x4320 window:
    /// its card length follows the stage's width (7656 / 1.586 = 4827 points), longer than the
    /// 4292-point stage, so the front card was cut by its own frame. The ring is now fitted.
    @Test func writtenMetricsAreFittedWhenTheFrontCardAloneIsLongerThanTheStage() {
        var settings = Scenes.stackDefaults
        settings.fitsStage = false
        let stage = Size(width: 7656, height: 4292)
        let layout = StackLayout(settings: settings, axis: .vertical, itemCount: 5, stage: stage)
        #expect(layout.requestedExtent > stage.height)
        #expect(layout.stackExtent <= stage.height + 1e-9)
        #expect(layout.cardMain < stage.height)
        // A stage where the card fits keeps the written metrics, overflow and all (W0404 says so).
        let tight = StackLayout(settings: settings, axis: .vertical, itemCount: 5, stage: Size(width: 396, height: 300))
        #expect(abs(tight.cardMain - 396 / settings.aspectRatio) < 1e-9)
        #expect(tight.stackExtent == tight.requestedExtent)
    }

    /// Property seed 905188: a ring whose extent (0.44 cards with `neighbor-scale = 0.12`) fits,
    /// but whose front card (4827 points) is longer than the 4292-point stage.
    @Test func theFrontCardIsNeverLongerThanTheStage() {
        var settings = Scenes.stackDefaults
        settings.fitsStage = false
        settings.spacingRatio = 0.05
        settings.neighborScale = 0.12
        settings.maxVisibleSlot = 1
        let layout = StackLayout(
            settings: settings, axis: .vertical, itemCount: 9, stage: Size(width: 7656, height: 4292))
        #expect(layout.cardMain <= 4292)
    }

    @Test func horizontalIsCappedByFocusWidth() {
        let layout = StackLayout(
            settings: Scenes.stackDefaults, axis: .horizontal, itemCount: 6, stage: Size(width: 500, height: 400))
        #expect(abs(layout.cardMain - 440) < 1e-9)
        #expect(abs(layout.cardCross - 440 / 1.586) < 1e-9)
        #expect(abs(layout.spacingRatio - 0.27) < 1e-12)
        #expect(layout.visibleOuterSlot == 2)
    }

    @Test func visibleOuterSlotAndPacking() {
        #expect(
            [1, 2, 3, 4, 5, 6, 9].map { StackLayout.visibleOuterSlot(itemCount: $0, maxVisibleSlot: 2) } == [
                1, 1, 1, 2, 2, 2, 2,
            ])
        #expect(StackLayout.visibleOuterSlot(itemCount: 9, maxVisibleSlot: 4) == 4)
        let ratios = (3...12).map { StackLayout.packedSpacingRatio(axis: .vertical, itemCount: $0) }
        #expect(zip(ratios, ratios.dropFirst()).allSatisfy { $1 <= $0 })
        #expect(abs(ratios.last! - 0.33) < 1e-12)
    }
}

@Suite struct StackPlacementTests {
    @Test func threeItemRing() {
        let one = StackPlacement.orbit(item: 1, progress: 0, count: 3, spacing: 100)
        #expect(abs(one.orbit - 100) < 1e-9 && abs(one.depth + 0.5) < 1e-9)
        let two = StackPlacement.orbit(item: 2, progress: 0, count: 3, spacing: 100)
        #expect(abs(two.orbit + 100) < 1e-9)
    }

    @Test func slotLanesFromFour() {
        let far = StackPlacement.orbit(item: 3, progress: 0, count: 6, spacing: 100)
        #expect(abs(far.orbit - 300) < 1e-9 && abs(far.depth + 1) < 1e-9)
        let wrapped = StackPlacement.orbit(item: 5, progress: 0.5, count: 6, spacing: 100)
        #expect(abs(wrapped.orbit + 150) < 1e-9)
    }

    @Test func twoSlotWheel() {
        let front = StackPlacement.orbit(item: 0, progress: 0, count: 2, spacing: 100)
        let peek = StackPlacement.orbit(item: 1, progress: 0, count: 2, spacing: 100)
        #expect(abs(front.orbit) < 1e-9 && front.depth == 1)
        #expect(abs(peek.orbit + 100) < 1e-9 && abs(peek.depth) < 1e-9)
        // Half-way forward: the front card is on its short arc (leading, in front),
        // the peek card passes behind on the trailing side.
        let a = StackPlacement.orbit(item: 0, progress: 0.5, count: 2, spacing: 100)
        let b = StackPlacement.orbit(item: 1, progress: 0.5, count: 2, spacing: 100)
        #expect(a.orbit < 0 && a.depth > 0)
        #expect(b.orbit > 0 && b.depth < 0)
        // After a full step the roles swap exactly.
        let c = StackPlacement.orbit(item: 1, progress: 1, count: 2, spacing: 100)
        #expect(abs(c.orbit) < 1e-9 && abs(c.depth - 1) < 1e-9)
    }

    @Test func opacityStops() {
        let stops = Scenes.stackDefaults.opacityStops
        #expect(StackPlacement.opacity(distance: 0, stops: stops) == 1)
        #expect(abs(StackPlacement.opacity(distance: 0.5, stops: stops) - 0.68) < 1e-12)
        #expect(abs(StackPlacement.opacity(distance: 1.5, stops: stops) - 0.27) < 1e-12)
        #expect(StackPlacement.opacity(distance: 3, stops: stops) == 0)
    }
}
