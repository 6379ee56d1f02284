import Testing
@testable import CarouselEngine

/// Paging scenarios replayed from Tests/Fixtures/engine, horizontally and (transposed) vertically.
@Suite struct PagingScenarioTests {
    /// Replays `fixture` on `carousel` along `axis`; returns the driver after `until` seconds.
    static func replay(
        _ fixture: String, _ carousel: CarouselConfiguration, axis: Axis, until: Double = 4,
        inspect: (Double, CarouselFrame) -> Void = { _, _ in }
    ) -> Driver {
        var script = Fixtures.script(fixture)
        var config = carousel
        var size = Size(width: 1280, height: 800)
        if axis == .vertical {
            script = Fixtures.transposed(script)
            config = Scenes.transposed(config)
            size = Size(width: 800, height: 1280)
        }
        var driver = Driver(Scenes.single(config, size: size))
        driver.play(script, until: until, inspect: inspect)
        return driver
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func flickForwardPagesOnce(axis: Axis) {
        let d = Self.replay("paging-flick-forward", Scenes.carousel(), axis: axis)
        #expect(d.selects == [1])
        #expect(d.settles == [1])
        #expect(d.frame.progress == 1)
        #expect(d.frame.phase == .idle)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func flickBackAtFirstPageStaysOnFinite(axis: Axis) {
        let d = Self.replay("paging-flick-back", Scenes.carousel(), axis: axis)
        #expect(d.selects.isEmpty)
        #expect(d.frame.progress == 0)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func flickBackOnInfiniteCrossesTheSeam(axis: Axis) {
        var minimum = 5.0
        let d = Self.replay("paging-flick-back", Scenes.carousel(infinite: true), axis: axis) { time, frame in
            if time > 0.6 { minimum = min(minimum, frame.progress) }
        }
        #expect(d.selects == [4])
        #expect(d.frame.progress == 4)
        // The move went one page back across the seam (0 -> 4), never through 3, 2, 1.
        #expect(minimum > 3.9)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func slowShortDragReturns(axis: Axis) {
        let d = Self.replay("paging-slow-drag-stays", Scenes.carousel(), axis: axis)
        #expect(d.selects.isEmpty)
        #expect(d.phases == [.dragging, .settling, .idle])
        #expect(d.frame.progress == 0)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func slowDragPastHalfPagesToNearest(axis: Axis) {
        // 700 points of a 1256-point stride at 175 points/s (below the 200 threshold): nearest page 1.
        let d = Self.replay("paging-slow-drag-past-half", Scenes.carousel(), axis: axis, until: 6)
        #expect(d.selects == [1])
        #expect(d.frame.progress == 1)
    }

    @Test(arguments: [Axis.horizontal, .vertical], [2, 3, 5])
    func threeFlicksLoopWithoutGaps(axis: Axis, count: Int) {
        let d = Self.replay(
            "paging-three-flicks-forward", Scenes.carousel(infinite: true, count: count), axis: axis, until: 5)
        let expected = (1...3).map { $0 % count }
        #expect(d.selects == expected)
        #expect(d.frame.selection == 3 % count)
        #expect(d.frame.progress == Double(3 % count))
    }

    @Test(arguments: [Axis.horizontal, .vertical], [2, 3])
    func threeFlicksBackLoop(axis: Axis, count: Int) {
        let d = Self.replay(
            "paging-three-flicks-back", Scenes.carousel(infinite: true, count: count), axis: axis, until: 5)
        let expected = (1...3).map { ((-$0 % count) + count) % count }
        #expect(d.selects == expected)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func singleItemOnlyRubberBands(axis: Axis) {
        var extreme = 0.0
        let d = Self.replay(
            "paging-three-flicks-forward", Scenes.carousel(infinite: true, count: 1), axis: axis, until: 5
        ) { _, frame in
            for card in frame.cards {
                extreme = max(extreme, abs(card.rect.mainStart(axis) - (axis == .horizontal ? 20 : 20)))
            }
        }
        #expect(d.selects.isEmpty)
        #expect(d.frame.cards.count == 1)
        #expect(d.frame.progress == 0)
        // Dragged 200 points: the band shows less than half of it.
        #expect(extreme > 1 && extreme < 100)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func dragPastFirstPageResistsAndSpringsBack(axis: Axis) {
        var shown = 0.0
        let d = Self.replay("paging-drag-past-first", Scenes.carousel(), axis: axis) { _, frame in
            if let first = frame.cards.first(where: { $0.item == 0 }) {
                shown = max(shown, first.rect.mainStart(axis) - 20)
            }
        }
        // 400 points of drag: rubber band 0.5 * x * L / (L + 0.5 x) with L = half a page (628 points).
        let stride = 1256.0, x = 400.0 / stride, limit = 0.5
        let expected = x * 0.5 * limit / (limit + 0.5 * x) * stride
        #expect(abs(shown - expected) < 0.5)
        #expect(d.selects.isEmpty)
        #expect(d.frame.progress == 0)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func tapOnLeftNeighbourAtTheSeamGoesOnePageBack(axis: Axis) {
        var minimum = 5.0
        let config = Scenes.carousel(infinite: true, pageSize: Size(width: 600, height: 784))
        let d = Self.replay("paging-tap-left-neighbour", config, axis: axis) { time, frame in
            if time > 0.56 { minimum = min(minimum, frame.progress) }
        }
        #expect(d.selects == [4])
        #expect(minimum > 3.9)
        #expect(d.frame.progress == 4)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func tapOnRightNeighbourPagesForward(axis: Axis) {
        let config = Scenes.carousel(infinite: false, pageSize: Size(width: 600, height: 784))
        let d = Self.replay("paging-tap-right-neighbour", config, axis: axis)
        #expect(d.selects == [1])
    }

    @Test func peekingNeighboursAreCentred() {
        let config = Scenes.carousel(infinite: true, pageSize: Size(width: 600, height: 400))
        let d = Driver(Scenes.single(config))
        let cards = d.frame.cards
        let current = cards.first { $0.item == 0 }
        #expect(current?.rect == Rect(x: 340, y: 200, width: 600, height: 400))
        #expect(Set(cards.map(\.item)) == [4, 0, 1])
    }
}
