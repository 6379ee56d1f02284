import CarouselScript
import Testing

@testable import CarouselEngine

/// The wheel in the free modes (docs/engine.md, "Wheel in the free modes"): a delta of `d` wheel
/// steps moves the content `d × 100` points at once, `d × 100 / S` pages with the stride
/// S = 1256 points of the default carousel; 0.3 s after the last wheel event `free` commits the
/// nearest target where it rests and `free-snap` settles on it. Page mode keeps one page per
/// gesture however the deltas are split. On both axes (`delta = dx − dy` on either).
@Suite struct WheelFreeScrollTests {
    static let stride = 1256.0

    static func driver(_ mode: SnapMode, axis: Axis = .horizontal, infinite: Bool = false, start: Int = 0) -> Driver {
        var c = FreeScrollScenarioTests.configuration(mode, axis: axis, infinite: infinite)
        c.start = start
        let size = axis == .horizontal ? Size(width: 1280, height: 800) : Size(width: 800, height: 1280)
        return Driver(Scenes.single(c, size: size))
    }

    static func point(_ axis: Axis) -> Point { axis == .horizontal ? Point(x: 640, y: 400) : Point(x: 400, y: 640) }

    /// `count` wheel events of `dy` steps each, 20 ms apart from 0.5 s (a trackpad's precise deltas).
    static func scroll(
        _ d: inout Driver, axis: Axis, dy: Double, count: Int, inspect: (Int, Double) -> Void = { _, _ in }
    ) {
        for k in 0..<count {
            let time = 0.5 + 0.02 * Double(k)
            d.send(.wheel(at: Self.point(axis), dx: 0, dy: dy), at: time)
            d.run(until: time + 0.01)
            inspect(k + 1, d.engine.carousels[0].position)
        }
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func preciseDeltasMoveTheContentContinuously(axis: Axis) {
        var d = Self.driver(.free, axis: axis)
        Self.scroll(&d, axis: axis, dy: -0.25, count: 8) { k, position in
            #expect(abs(position - Double(k) * 25 / Self.stride) < 1e-9, "after \(k) events")
        }
        #expect(d.frame.phase == .dragging)
        d.run(until: 2)
        // 200 points: 0.159 pages, nearer item 0; free rests where the wheel left it.
        #expect(abs(d.engine.carousels[0].position - 200 / Self.stride) < 1e-9)
        #expect(d.frame.selection == 0 && d.selects.isEmpty && d.settles == [0])
        #expect(d.frame.phase == .idle)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func freeCommitsTheNearestItemWhenTheWheelStops(axis: Axis) {
        var d = Self.driver(.free, axis: axis)
        Self.scroll(&d, axis: axis, dy: -1, count: 7)
        // Before the quiet gap nothing is committed.
        d.run(until: 0.5 + 0.12 + 0.25)
        #expect(d.selects.isEmpty)
        d.run(until: 2)
        // 700 / 1256 = 0.557 pages: item 1 is nearer; the position stays.
        #expect(abs(d.engine.carousels[0].position - 700 / Self.stride) < 1e-9)
        #expect(d.selects == [1] && d.settles == [1] && d.frame.selection == 1)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func freeSnapSettlesOnTheNearestItemAfterTheWheel(axis: Axis) {
        var d = Self.driver(.freeSnap, axis: axis)
        Self.scroll(&d, axis: axis, dy: -1, count: 7)
        d.run(until: 3)
        #expect(d.engine.carousels[0].position == 1)
        #expect(d.selects == [1] && d.settles == [1])
        #expect(d.phases.contains(.dragging) && d.frame.phase == .idle)
    }

    @Test func theWheelStopsAtTheFiniteEnds() {
        var d = Self.driver(.free, start: 4)
        Self.scroll(&d, axis: .horizontal, dy: -3, count: 3) { _, position in #expect(position == 4) }
        var e = Self.driver(.free)
        Self.scroll(&e, axis: .horizontal, dy: 3, count: 3) { _, position in #expect(position == 0) }
    }

    /// A loop wheels past item 0 backwards: −50 points is −50 / S pages, renormalised at rest
    /// into [0, 5): 5 − 50 / S, item 0 still selected.
    @Test func aLoopRenormalisesAfterTheWheel() {
        var d = Self.driver(.free, infinite: true)
        Self.scroll(&d, axis: .horizontal, dy: 0.5, count: 1)
        d.run(until: 2)
        #expect(abs(d.engine.carousels[0].position - (5 - 50 / Self.stride)) < 1e-9)
        #expect(d.frame.selection == 0)
    }

    @Test(arguments: [Axis.horizontal, .vertical]) func pageModeKeepsOnePagePerGesture(axis: Axis) {
        var d = Self.driver(.page, axis: axis)
        Self.scroll(&d, axis: axis, dy: -0.25, count: 12)
        d.run(until: 3)
        #expect(d.engine.carousels[0].position == 1)
        #expect(d.selects == [1])
    }

    /// The same deltas in an input script: `simulate` prints the continuous progress.
    @Test func anInputScriptWithPreciseDeltasScrollsFreely() throws {
        let json = """
            {"size": [1280, 800], "events": [
              {"t": 0.5, "type": "wheel", "x": 640, "y": 400, "dx": 0, "dy": -0.5},
              {"t": 0.6, "type": "wheel", "x": 640, "y": 400, "dx": 0, "dy": -0.75}
            ]}
            """
        let script = try InputScript.read(json)
        let scene = Scenes.single(FreeScrollScenarioTests.configuration(.free), size: Size(width: 1280, height: 800))
        let lines = Simulation.lines(scene: scene, script: script, options: .init(duration: 1.5, fps: 10))
        let frame = try #require(lines.first { $0.contains("\"t\": 0.7,") && $0.contains("\"frame\"") })
        // 125 points: 125 / 1256 = 0.0995 pages (4 decimals).
        #expect(frame.contains("\"progress\": 0.0995"), "\(frame)")
    }
}
