import Testing
@testable import CarouselEngine

/// Focus ("health app") scenarios: threshold, predicted flick, sizes, visible neighbours.
@Suite struct FocusScenarioTests {
    static func focus(infinite: Bool = true, count: Int = 7) -> CarouselConfiguration {
        Scenes.carousel(kind: .focus, infinite: infinite, count: count)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func dragPastThresholdPagesOnce(axis: Axis) {
        // 220 points of a 316-point stride = 0.70 > 0.625.
        let d = PagingScenarioTests.replay("focus-drag-past-threshold", Self.focus(), axis: axis)
        #expect(d.selects == [1])
        #expect(d.frame.progress == 1)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func dragBelowThresholdReturnsEvenPastHalf(axis: Axis) {
        // 150 points = 0.47 stride: below 0.625, back to the start.
        let d = PagingScenarioTests.replay("focus-drag-short-returns", Self.focus(), axis: axis)
        #expect(d.selects.isEmpty)
        #expect(d.frame.progress == 0)
    }

    @Test(arguments: [true, false])
    func flickBackUsesPredictionAndMaxOnePage(infinite: Bool) {
        let d = PagingScenarioTests.replay("focus-flick-back", Self.focus(infinite: infinite), axis: .horizontal)
        #expect(d.selects == (infinite ? [6] : []))
    }

    @Test func centredCardIsTallerAndNeighboursShowPerSide() {
        let d = Driver(Scenes.single(Self.focus(count: 20)))
        let cards = d.frame.cards
        #expect(cards.count == 7)
        #expect(cards.first { $0.item == 0 }?.rect.height == 500)
        #expect(cards.filter { $0.item != 0 }.allSatisfy { $0.rect.height == 400 })
        #expect(Set(cards.map(\.item)) == [17, 18, 19, 0, 1, 2, 3])
        #expect(cards.first { $0.item == 1 }.map { $0.rect.x - 490 } == 316)
    }

    @Test func sizesFollowTheSpringDuringASettle() {
        var heights: [Double] = []
        var d = Driver(Scenes.single(Self.focus()))
        d.send(.key(.right), at: 0.1)
        for k in 7...60 {
            d.run(until: Double(k) / 60)
            if let h = d.frame.cards.first(where: { $0.item == 1 })?.rect.height { heights.append(h) }
        }
        #expect(heights.first.map { $0 > 400 && $0 < 500 } == true)
        #expect(heights.last.map { abs($0 - 500) < 1 } == true)
    }

    @Test(arguments: [1, 2, 3])
    func smallCounts(count: Int) {
        let d = PagingScenarioTests.replay("focus-drag-past-threshold", Self.focus(count: count), axis: .horizontal)
        #expect(d.selects == (count == 1 ? [] : [1 % count]))
    }
}
