import Testing

@testable import CarouselEngine

@Suite struct SlotDistributionTests {
    private func sized(_ id: String, _ length: SlotLength, pageSize: Size? = nil) -> CarouselConfiguration {
        var carousel = Scenes.carousel(id, pageSize: pageSize)
        carousel.slotLength = length
        return carousel
    }

    @Test func withoutLengthsTheSharesAreEqualAsBefore() {
        let carousels = ["a", "b", "c"].map { Scenes.carousel($0) }
        let scene = SceneConfiguration(windowSize: Size(width: 1000, height: 800), layout: .rows, carousels: carousels)
        let third = 800.0 / 3
        #expect(
            SceneLayout.frames(for: scene) == [
                Rect(x: 0, y: 0, width: 1000, height: third),
                Rect(x: 0, y: third, width: 1000, height: third),
                Rect(x: 0, y: third * 2, width: 1000, height: third),
            ])
    }

    @Test func autoFitsThePageAndFrTakesWhatIsLeftInsideInsetsAndSpacing() {
        let hero = sized("hero", .fraction(1))
        var strip = sized("strip", .auto, pageSize: Size(width: 200, height: 120))
        strip.hasTitle = true
        let scene = SceneConfiguration(
            windowSize: Size(width: 1000, height: 800), layout: .rows, carousels: [hero, strip], spacing: 20,
            insets: EdgeInsets(top: 10, leading: 30, bottom: 10, trailing: 30))
        // The strip: 120 (page) + 16 (its insets) + 28 (title) = 164; the hero: 780 - 20 - 164 = 596.
        let shares = SlotDistribution(scene: scene).shares(for: scene)
        #expect(shares[0] == Rect(x: 30, y: 10, width: 940, height: 596))
        #expect(shares[1] == Rect(x: 30, y: 626, width: 940, height: 164))
        #expect(SceneLayout.slots(for: scene)[1].frame == Rect(x: 30, y: 654, width: 940, height: 136))
    }

    @Test func pointsPercentagesAndSharesInColumns() {
        let scene = SceneConfiguration(
            windowSize: Size(width: 1000, height: 600), layout: .columns,
            carousels: [
                sized("a", .points(100)), sized("b", .percent(30)), sized("c", .fraction(1)),
                sized("d", .fraction(3)),
            ])
        #expect(
            SceneLayout.frames(for: scene).map(\.width) == [100, 300, 150, 450])
        #expect(SceneLayout.frames(for: scene).map(\.x) == [0, 100, 400, 550])
    }

    @Test func overflowIsMeasuredAndFrGetsNothingLeft() {
        let scene = SceneConfiguration(
            windowSize: Size(width: 1000, height: 600), layout: .rows,
            carousels: [sized("a", .percent(70)), sized("b", .percent(50)), sized("c", .fraction(1))])
        let distribution = SlotDistribution(scene: scene)
        #expect(distribution.left == -120)
        #expect(distribution.lengths == [420, 300, 0])
    }

    @Test func explicitFramesTakeNoSlot() {
        let fixed = Scenes.carousel("fixed", frame: Rect(x: 5, y: 5, width: 50, height: 50))
        let scene = SceneConfiguration(
            windowSize: Size(width: 800, height: 600), layout: .rows, carousels: [fixed, sized("a", .points(200))],
            spacing: 40)
        #expect(SlotDistribution(scene: scene).gaps == 0)
        #expect(SceneLayout.frames(for: scene)[1] == Rect(x: 0, y: 0, width: 800, height: 200))
    }

    @Test func contentLengthNeedsAPagingPageSize() {
        #expect(SceneLayout.contentLength(of: Scenes.carousel("a"), along: .rows) == nil)
        var dotted = Scenes.carousel("a", pageSize: Size(width: 200, height: 100), indicators: true)
        dotted.hasTitle = true
        // Rows: the page's 100 + insets 8 + 8 + the title's 28 + the dots' 24.
        let rows: Double = 168
        // Columns: the page's 200 + insets 20 + 20 (the dots of a horizontal carousel are below).
        let columns: Double = 240
        #expect(SceneLayout.contentLength(of: dotted, along: .rows) == rows)
        #expect(SceneLayout.contentLength(of: dotted, along: .columns) == columns)
    }
}
