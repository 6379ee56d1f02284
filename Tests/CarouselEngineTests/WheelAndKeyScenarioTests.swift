import Testing
@testable import CarouselEngine

/// Wheel gestures with long inertia tails, keys on the focused carousel, Tab, dot clicks.
@Suite struct WheelAndKeyScenarioTests {
    @Test(arguments: [Axis.horizontal, .vertical])
    func oneInertiaTailPagesOnce(axis: Axis) {
        let d = PagingScenarioTests.replay("wheel-inertia-two-gestures", Scenes.carousel(), axis: axis, until: 6)
        // Two gestures (each ~1.8 s of decaying deltas every 16 ms), separated by a quiet gap: two pages.
        #expect(d.selects == [1, 2])
    }

    @Test func wheelUpPagesBackAcrossTheSeam() {
        let d = PagingScenarioTests.replay("wheel-inertia-back", Scenes.carousel(infinite: true), axis: .horizontal)
        #expect(d.selects == [4])
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func arrowsHomeEnd(axis: Axis) {
        let d = PagingScenarioTests.replay("keys-walk", Scenes.carousel(), axis: axis, until: 6)
        #expect(d.selects == [1, 2, 1, 4, 0])
    }

    @Test func keysGoToTheFocusedCarouselAndTabMovesFocus() {
        let scene = SceneConfiguration(
            windowSize: Size(width: 1280, height: 800), layout: .rows,
            carousels: [Scenes.carousel("a"), Scenes.carousel("b")])
        var d = Driver(scene)
        #expect(d.engine.focusedCarouselID == "a")
        d.send(.key(.right), at: 0.1)
        d.send(.key(.tab), at: 0.2)
        #expect(d.engine.focusedCarouselID == "b")
        d.send(.key(.right), at: 0.3)
        d.send(.key(.right), at: 1.5)
        d.run(until: 3)
        #expect(d.engine.selection(carouselID: "a") == 1)
        #expect(d.engine.selection(carouselID: "b") == 2)
    }

    @Test func pointerGoesToTheCarouselUnderIt() {
        let scene = SceneConfiguration(
            windowSize: Size(width: 1280, height: 800), layout: .rows,
            carousels: [Scenes.carousel("a"), Scenes.carousel("b")])
        var d = Driver(scene)
        // The second row spans y 400..800.
        d.drag(from: Point(x: 900, y: 600), to: Point(x: 700, y: 600), start: 0.5, seconds: 0.1)
        d.run(until: 2)
        #expect(d.engine.selection(carouselID: "a") == 0)
        #expect(d.engine.selection(carouselID: "b") == 1)
        #expect(d.engine.focusedCarouselID == "b")
    }

    @Test func dotClickPagesTheShortWay() {
        var minimum = 5.0
        var d = Driver(Scenes.single(Scenes.carousel(infinite: true, indicators: true)))
        d.play(Fixtures.script("dot-click"), until: 3) { time, frame in
            if time > 0.56 { minimum = min(minimum, frame.progress) }
        }
        #expect(d.selects == [4])
        #expect(minimum > 3.9)
        #expect(d.frame.dots.count == 5)
        #expect(d.frame.dots[4].activity == 1)
    }
}
