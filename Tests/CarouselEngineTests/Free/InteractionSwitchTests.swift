import Testing

@testable import CarouselEngine

/// `drag = false`, `keys = false` and `[carousel.wheel]` (docs/engine.md, "Interaction switches").
@Suite struct InteractionSwitchTests {
    static func driver(_ change: (inout CarouselConfiguration) -> Void, axis: Axis = .horizontal) -> Driver {
        var c = Scenes.carousel()
        change(&c)
        if axis == .vertical { c = Scenes.transposed(c) }
        let size = axis == .horizontal ? Size(width: 1280, height: 800) : Size(width: 800, height: 1280)
        var d = Driver(Scenes.single(c, size: size))
        d.engine.focus(carouselID: "c")
        return d
    }

    static func point(_ main: Double, _ axis: Axis) -> Point {
        axis == .horizontal ? Point(x: main, y: 400) : Point(x: 400, y: main)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func withoutDragADragChangesNothing(axis: Axis) {
        var d = Self.driver({ $0.interaction.drag = false }, axis: axis)
        d.drag(from: Self.point(900, axis), to: Self.point(300, axis), start: 0.5, seconds: 0.1)
        d.run(until: 3)
        #expect(d.engine.carousels[0].position == 0)
        #expect(d.selects.isEmpty && d.phases.isEmpty)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func withoutDragATapStillPages(axis: Axis) {
        // The next page's card starts at 20 + 1240 + 16 − 1256 · 0 = 1276 points: tap inside it.
        var d = Self.driver({ $0.interaction.drag = false }, axis: axis)
        d.tap(Self.point(1278, axis), at: 0.5)
        d.run(until: 3)
        #expect(d.selects == [1])
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func withoutKeysArrowsDoNothingButSpaceSwitchesAutoScroll(axis: Axis) {
        var d = Self.driver({ $0.interaction.keys = false }, axis: axis)
        d.send(.key(axis == .horizontal ? .right : .down), at: 0.5)
        d.send(.key(.end), at: 0.6)
        d.send(.key(.space), at: 0.7)
        d.run(until: 2)
        #expect(d.engine.carousels[0].position == 0)
        #expect(d.frame.autoEnabled)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func invertReversesTheWheel(axis: Axis) {
        var d = Self.driver(
            {
                $0.interaction.wheel.invert = true; $0.start = 2
            }, axis: axis)
        // dy = +1 (up) is "previous" on either axis (delta = dx − dy): inverted it goes to the next item.
        d.send(.wheel(at: Self.point(600, axis), dx: 0, dy: 1), at: 0.5)
        d.run(until: 3)
        #expect(d.selects == [3])
    }

    @Test(arguments: [0.5, 2.0])
    func sensitivityScalesDeltasBeforeTheThreshold(sensitivity: Double) {
        // One notch of 0.6 steps: 0.6 · sensitivity passes the 1-step threshold only at 2.
        var d = Self.driver({ $0.interaction.wheel.sensitivity = sensitivity })
        d.send(.wheel(at: Point(x: 600, y: 400), dx: 0, dy: -0.6), at: 0.5)
        d.run(until: 3)
        #expect(d.selects == (0.6 * sensitivity >= WheelGesture.threshold ? [1] : []))
    }

    /// Two stacked carousels with explicit frames: `top` over `bottom`.
    static func stacked(releaseAtEnds: Bool, topStart: Int) -> Driver {
        var bottom = Scenes.carousel("bottom", frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        bottom.start = 2
        var top = Scenes.carousel("top", frame: Rect(x: 100, y: 200, width: 1000, height: 300))
        top.interaction.wheel.releaseAtEnds = releaseAtEnds
        top.start = topStart
        let size = Size(width: 1280, height: 800)
        return Driver(SceneConfiguration(windowSize: size, layout: .rows, carousels: [bottom, top]))
    }

    static func selects(_ d: Driver, _ id: String) -> [Int] {
        d.events.compactMap { if case .select(id, let i) = $0.event { return i } else { return nil } }
    }

    @Test func releaseAtEndsPassesTheWheelOnAtAnEnd() {
        var d = Self.stacked(releaseAtEnds: true, topStart: 4)
        d.send(.wheel(at: Point(x: 600, y: 300), dx: 0, dy: -1), at: 0.5)
        d.run(until: 3)
        #expect(Self.selects(d, "top").isEmpty)
        #expect(Self.selects(d, "bottom") == [3])
    }

    @Test func releaseAtEndsKeepsTheWheelAwayFromTheEnd() {
        var d = Self.stacked(releaseAtEnds: true, topStart: 3)
        d.send(.wheel(at: Point(x: 600, y: 300), dx: 0, dy: -1), at: 0.5)
        // The inertia tail of the same gesture stays with the carousel that took it.
        d.send(.wheel(at: Point(x: 600, y: 300), dx: 0, dy: -1), at: 0.55)
        d.run(until: 3)
        #expect(Self.selects(d, "top") == [4])
        #expect(Self.selects(d, "bottom").isEmpty)
    }

    @Test func withoutReleaseAtEndsTheWheelIsSwallowed() {
        var d = Self.stacked(releaseAtEnds: false, topStart: 4)
        d.send(.wheel(at: Point(x: 600, y: 300), dx: 0, dy: -1), at: 0.5)
        d.run(until: 3)
        #expect(d.events.allSatisfy { if case .select = $0.event { return false } else { return true } })
    }
}
