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

/// The remaining directions for focus, stack and marquee.
@Suite struct OtherDirectionScenarioTests {
    @Test(arguments: [Axis.horizontal, .vertical])
    func focusFlickForwardPagesOnce(axis: Axis) {
        let d = PagingScenarioTests.replay("paging-flick-forward", FocusScenarioTests.focus(), axis: axis)
        #expect(d.selects == [1])
    }

    @Test func stackSlowDragBackCommitsOneStepBack() {
        // 400 points right over 0.5 s, held still: 400 / 1091.2 = 0.37 slot > 0.25.
        let d = StackScenarioTests.replay("paging-drag-past-first", axis: .horizontal)
        #expect(d.selects == [4])
        #expect(d.frame.progress == 4)
    }

    @Test func marqueeFlickBackRunsBackwardThenDecays() {
        var d = Driver(Scenes.single(MarqueeScenarioTests.marquee(speed: 0)))
        var progress: [Double] = []
        d.play(Fixtures.script("stack-flick-back"), until: 6) { time, frame in
            if time > 0.6 { progress.append(frame.progress) }
        }
        // Dragged 200 points backward from offset 0, then momentum carries it further back.
        #expect(progress.first.map { $0 < 10 - 200.0 / 116 } == true)
        // Always backward (on the ring: it wraps past item 0 to 9 on the way).
        #expect(zip(progress, progress.dropFirst()).allSatisfy { Ring.shortestDelta(from: $0, to: $1, n: 10) <= 1e-12 })
        #expect(d.frame.phase == .idle)
    }
}
