import Testing
@testable import CarouselEngine

/// Stack (3D ring) scenarios: commit rules with the predicted translation, n = 1, 2, 3, 5, both axes.
@Suite struct StackScenarioTests {
    static func stack(count: Int = 5, axis: Axis = .horizontal) -> CarouselConfiguration {
        Scenes.carousel(kind: .stack, axis: axis, count: count)
    }

    /// The slot extent for the window the (possibly transposed) fixture uses.
    static func slot(axis: Axis) -> Double {
        let stage = axis == .horizontal ? Size(width: 1240, height: 784) : Size(width: 760, height: 1264)
        return StackLayout(settings: Scenes.stackDefaults, axis: axis, itemCount: 5, stage: stage).slotExtent
    }

    /// Expected steps: decisive = larger of translation and translation + v * 0.499 s, in slots.
    static func expectedSteps(distance: Double, seconds: Double, held: Bool, axis: Axis) -> Int {
        let slot = slot(axis: axis)
        let translation = distance / slot
        let velocity = held ? 0 : distance / seconds / slot
        let decisive = max(abs(translation), abs(translation + velocity * 0.998 / 0.002 / 1000))
        return decisive > 0.25 ? min(5, max(1, Int(decisive.rounded()))) : 0
    }

    static func replay(
        _ name: String, count: Int = 5, axis: Axis, until: Double = 3,
        inspect: (Double, CarouselFrame) -> Void = { _, _ in }
    ) -> Driver {
        var script = Fixtures.script(name)
        var size = Size(width: 1280, height: 800)
        if axis == .vertical {
            script = Fixtures.transposed(script)
            size = Size(width: 800, height: 1280)
        }
        var d = Driver(Scenes.single(stack(count: count, axis: axis), size: size))
        d.play(script, until: until, inspect: inspect)
        return d
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func slowDragCommitsByDistance(axis: Axis) {
        let d = Self.replay("stack-slow-commit", axis: axis)
        let steps = Self.expectedSteps(distance: 300, seconds: 1, held: true, axis: axis)
        #expect(steps == 1)
        #expect(d.selects == [steps])
        #expect(d.frame.progress == Double(steps))
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func shortDragFollowsTheThreshold(axis: Axis) {
        let d = Self.replay("stack-small-drag-returns", axis: axis)
        let steps = Self.expectedSteps(distance: 200, seconds: 1, held: true, axis: axis)
        #expect(d.selects == (steps == 0 ? [] : [steps]))
        #expect(d.frame.progress == Double(steps))
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func flicksUseThePredictedTranslation(axis: Axis) {
        let one = Self.replay("stack-flick-one", axis: axis)
        let two = Self.replay("stack-flick-two", axis: axis)
        let oneSteps = Self.expectedSteps(distance: 200, seconds: 0.1, held: false, axis: axis)
        let twoSteps = Self.expectedSteps(distance: 400, seconds: 0.1, held: false, axis: axis)
        #expect(oneSteps >= 1 && twoSteps > oneSteps)
        // A full turn of the ring (5 steps) ends on the same item: no select event.
        #expect(one.selects == (oneSteps % 5 == 0 ? [] : [oneSteps % 5]))
        #expect(two.selects == (twoSteps % 5 == 0 ? [] : [twoSteps % 5]))
    }

    @Test(arguments: [2, 3, 5])
    func flickBackWrapsTheRing(count: Int) {
        let d = Self.replay("stack-flick-back", count: count, axis: .horizontal)
        let steps = Self.expectedSteps(distance: 200, seconds: 0.1, held: false, axis: .horizontal)
        #expect(d.selects == [((-steps % count) + count) % count])
    }

    @Test func commitEasesOverTheFormulaDuration() {
        let d = Self.replay("stack-flick-one", axis: .horizontal)
        let idle = d.events.first { if case .phase(_, .idle) = $0.event { return true } else { return false } }
        // Released at 0.6 s; one step lasts min(0.42, 0.26 + 0.06) = 0.32 s.
        #expect(idle.map { abs($0.time - 0.92) <= 1.0 / 60 + 1e-9 } == true)
    }

    @Test func progressScrubsContinuouslyDuringTheSettle() {
        var values: [Double] = []
        _ = Self.replay("stack-flick-one", axis: .horizontal) { time, frame in
            if time > 0.6 && time < 1 { values.append(frame.progress) }
        }
        #expect(values.count > 10)
        #expect(zip(values, values.dropFirst()).allSatisfy { $1 >= $0 && $1 - $0 < 0.2 })
        #expect(Set(values).count > 10)
    }

    @Test func singleItemStays() {
        let d = Self.replay("stack-flick-two", count: 1, axis: .horizontal)
        #expect(d.selects.isEmpty)
        #expect(d.frame.cards.count == 1)
        #expect(d.frame.cards[0].scale == 1)
    }

    @Test func dragWhileSettlingIsIgnored() {
        var d = Driver(Scenes.single(Self.stack()))
        d.drag(from: Point(x: 900, y: 400), to: Point(x: 700, y: 400), start: 0.5, seconds: 0.1)
        d.drag(from: Point(x: 900, y: 400), to: Point(x: 700, y: 400), start: 0.65, seconds: 0.1)
        d.run(until: 3)
        #expect(d.selects == [1])
    }

    @Test func onlyTheFrontCardIsTappableAndCardsAreOrderedByDepth() {
        let d = Driver(Scenes.single(Self.stack(count: 6)))
        let cards = d.frame.cards
        #expect(cards.filter(\.tappable).map(\.item) == [0])
        #expect(cards.last?.item == 0)
        #expect(zip(cards, cards.dropFirst()).allSatisfy { $0.z <= $1.z })
        #expect(cards.allSatisfy { $0.opacity > 0 })
        // Visible: the front, ±1 and ±2 (opacity reaches 0 at 2.45 slots).
        #expect(Set(cards.map(\.item)) == [4, 5, 0, 1, 2])
    }
}
