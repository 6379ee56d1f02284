import Testing

@testable import CarouselEngine

/// Free and free-snap releases on both axes, expected values from docs/engine.md, "Free scrolling".
///
/// The default carousel in a 1280-point window has stride S = 1256 points (a 1240-point page and
/// 16 of spacing). A drag of 200 points in 0.1 s releases at p0 = 200 / S pages with the content
/// at v = 2000 points/s; with the default deceleration a = 2500 points/s² it coasts
/// v² / (2a) = 800 points, to (200 + 800) / S pages.
@Suite struct FreeScrollScenarioTests {
    static let stride = 1256.0

    static func configuration(
        _ mode: SnapMode, axis: Axis = .horizontal, infinite: Bool = false, count: Int = 5, kind: CarouselKind = .paging
    ) -> CarouselConfiguration {
        var c = Scenes.carousel(kind: kind, infinite: infinite, count: count)
        c.snap.mode = mode
        // Vertical: the same carousel transposed, in a transposed window (the same stride).
        return axis == .horizontal ? c : Scenes.transposed(c)
    }

    /// Flicks `travel` points forward (against the axis) in `seconds`, starting at 0.5 s, and runs to `until`.
    static func flick(
        _ c: CarouselConfiguration, travel: Double = 200, seconds: Double = 0.1, until: Double = 4,
        inspect: (Double, Double) -> Void = { _, _ in }
    ) -> Driver {
        let size = c.axis == .horizontal ? Size(width: 1280, height: 800) : Size(width: 800, height: 1280)
        var driver = Driver(Scenes.single(c, size: size))
        let from = c.axis == .horizontal ? Point(x: 900, y: 400) : Point(x: 400, y: 900)
        let to = c.axis == .horizontal ? Point(x: 900 - travel, y: 400) : Point(x: 400, y: 900 - travel)
        driver.drag(from: from, to: to, start: 0.5, seconds: seconds)
        var time = 0.5 + seconds
        while time < until {
            time += 1.0 / 60
            driver.run(until: time)
            inspect(time, driver.engine.carousels[0].position)
        }
        return driver
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func freeCoastsPastTheReleaseAndRestsBetweenPages(axis: Axis) {
        let release = 200 / Self.stride
        var highest = 0.0
        let d = Self.flick(Self.configuration(.free, axis: axis)) { _, position in highest = max(highest, position) }
        let rest = (200 + 2000.0 * 2000 / (2 * 2500)) / Self.stride
        #expect(abs(d.engine.carousels[0].position - rest) < 1e-6)
        #expect(abs(d.frame.progress - rest) < 1e-6)
        #expect(highest > release + 0.5)
        #expect(d.frame.selection == 1)  // the nearest item to 0.796
        #expect(d.selects == [1] && d.settles == [1])
        #expect(d.frame.phase == .idle)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func freeSnapBendsTheCoastOntoTheNearestPage(axis: Axis) {
        var speeds: [Double] = []
        var last = 0.0
        let d = Self.flick(Self.configuration(.freeSnap, axis: axis)) { _, position in
            speeds.append(position - last)
            last = position
        }
        #expect(d.engine.carousels[0].position == 1)
        #expect(d.frame.progress == 1)
        #expect(d.selects == [1] && d.settles == [1])
        // It coasts (never turns back): the bent deceleration v² / (2 · (S − 200)) lands on 1 exactly.
        #expect(speeds.allSatisfy { $0 >= -1e-12 })
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func freeCoastStopsAtTheFiniteEndAndSpringsBack(axis: Axis) {
        var c = Self.configuration(.free, axis: axis)
        c.start = 3
        var highest = 0.0
        // 4000 points/s from 3 + 200/S: the coast would run 3200 points, far past the last page (4).
        let d = Self.flick(c, travel: 200, seconds: 0.05) { _, position in highest = max(highest, position) }
        let u1 = (4000.0 * 4000 - 2 * 2500 * (Self.stride - 200)).squareRoot()
        let band = RubberBand.displacement(u1 * u1 / (2 * 2500) / Self.stride, limit: 0.5)
        #expect(abs(highest - (4 + band)) < 1e-3)
        #expect(d.engine.carousels[0].position == 4)
        #expect(d.selects == [4] && d.frame.phase == .idle)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func freeLoopsAcrossTheSeamAndRenormalises(axis: Axis) {
        var c = Self.configuration(.free, axis: axis, infinite: true, count: 3)
        c.start = 2
        // 4000 points/s coasts 4000² / 5000 = 3200 points: from 2 + 200/S past the seam at 3.
        let d = Self.flick(c, seconds: 0.05)
        let rest = 2 + (200 + 3200) / Self.stride
        let carousel = d.engine.carousels[0]
        #expect(abs(carousel.position - (rest - 3)) < 1e-9)
        #expect(d.frame.selection == 2)  // the nearest page, 5, is item 5 mod 3
        #expect(d.selects.isEmpty && d.settles == [2])  // it came back round to item 2
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func focusCoastsToo(axis: Axis) {
        let c = Self.configuration(.freeSnap, axis: axis, kind: .focus)
        let d = Self.flick(c, travel: 150, seconds: 0.05)
        #expect(d.frame.phase == .idle)
        let position = d.engine.carousels[0].position
        #expect(position == position.rounded() && position >= 1)
    }

    @Test func pageModeIsUnchanged() {
        let d = Self.flick(Self.configuration(.page))
        #expect(d.engine.carousels[0].position == 1)
    }

    @Test func keysFromAFreeRestGoToTheNextSnapPoint() {
        var d = Self.flick(Self.configuration(.free))
        d.engine.focus(carouselID: "c")
        d.send(.key(.right), at: 4)
        d.run(until: 8)
        #expect(d.engine.carousels[0].position == 2)
    }

    @Test func reducedMotionJumpsToTheCoastsEnd() {
        var scene = Scenes.single(Self.configuration(.free))
        scene.reducedMotion = true
        var driver = Driver(scene)
        driver.drag(from: Point(x: 900, y: 400), to: Point(x: 700, y: 400), start: 0.5, seconds: 0.1)
        driver.run(until: 0.6 + 2.0 / 60)
        #expect(abs(driver.engine.carousels[0].position - 1000 / Self.stride) < 1e-6)
    }

    @Test func aPressCatchesACoast() {
        var driver = Driver(Scenes.single(Self.configuration(.free)))
        driver.drag(from: Point(x: 900, y: 400), to: Point(x: 700, y: 400), start: 0.5, seconds: 0.1)
        driver.run(until: 0.8)
        let caught = driver.engine.carousels[0].position
        driver.send(.pointerDown(Point(x: 600, y: 400)), at: 0.8)
        driver.run(until: 1.5)
        #expect(driver.engine.carousels[0].position == caught)
        #expect(driver.frame.phase == .dragging)
    }
}
