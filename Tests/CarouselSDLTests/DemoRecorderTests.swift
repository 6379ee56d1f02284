import CarouselEngine
import CarouselScript
import Testing
@testable import CarouselSDL

/// The demo's keys through its recorder: `simulate` of a recording plays the frames the window
/// played, A / I / K / Space included, and each change gets a note that says what it kept.
@Suite struct DemoRecorderTests {
    /// Two paging carousels of five items with auto-scroll every second, in a 400 x 300 window.
    static var scene: SceneConfiguration {
        let items = (0..<5).map { Fixtures.item("Item \($0)", Fixtures.red) }
        var first = Fixtures.spec(items: items, id: "a").scene.carousels[0]
        first.auto = AutoScrollSettings(
            enabled: true, intervalSeconds: 1, resumeAfterSeconds: 0.5, pauseOnHover: true, direction: .forward)
        var second = first
        second.id = "b"
        return SceneConfiguration(windowSize: Size(width: 400, height: 300), layout: .rows, carousels: [first, second])
    }

    /// Plays `keys` as the window does (keys since the last frame sent through the recorder, then
    /// the engine advanced, 60 frames a second) and returns the `simulate --cards` lines of
    /// what it showed, with the recording.
    static func window(_ keys: [(Double, DemoKey)], until: Double) -> (lines: [String], script: InputScript) {
        var engine = Engine(scene: scene)
        var recorder = DemoRecorder()
        // The window starts its event stream with the starting selections, as simulate does.
        var lines: [String] = engine.startEvents().map(SimulationLine.event)
        var next = 0
        for k in 0...Int((until * 60).rounded()) {
            let time = Double(k) / 60
            while next < keys.count, keys[next].0 <= time {
                let (at, key) = keys[next]
                if let input = key.engineInput {
                    recorder.send(input, at: at, to: &engine)
                } else if key == .hud {
                    recorder.record(.toggleHUD, at: at)
                }
                next += 1
            }
            lines += engine.advance(to: time).map(SimulationLine.event)
            lines.append(SimulationLine.frame(time: time, frames: engine.frames(), cards: true))
        }
        return (lines, recorder.script(size: scene.windowSize))
    }

    @Test func simulateOfTheRecordingPlaysWhatTheWindowShowed() throws {
        let keys: [(Double, DemoKey)] = [
            (0.31, .engine(.space)), (0.52, .toggleAxis), (0.9, .hud), (1.13, .cycleKind), (1.4, .engine(.tab)),
            (1.62, .toggleInfinite), (1.9, .cycleKind), (2.2, .cycleKind), (2.45, .engine(.left)),
            (2.8, .engine(.tab)), (3.1, .cycleKind), (3.3, .toggleAxis), (3.6, .engine(.space)),
        ]
        let (window, script) = Self.window(keys, until: 6)
        let recorded = try InputScript.read(script.json())
        #expect(recorded.steps.count == keys.count)
        #expect(recorded.steps.compactMap(\.input).count == keys.count - 1)  // all but H
        let simulated = Simulation.lines(
            scene: Self.scene, script: recorded, options: .init(duration: 6, includeCards: true))
        #expect(simulated.count == window.count)
        let firstDifference = simulated.indices.first { $0 >= window.count || simulated[$0] != window[$0] }
        #expect(firstDifference == nil, "first difference: \(firstDifference.map { simulated[$0] } ?? "")")
    }

    @Test func theChangeKeysAreEngineInput() {
        #expect(DemoKey.toggleAxis.engineInput == .change(.axis))
        #expect(DemoKey.toggleInfinite.engineInput == .change(.infinite))
        #expect(DemoKey.cycleKind.engineInput == .change(.kind))
        #expect(DemoKey.engine(.space).engineInput == .key(.space))
        #expect(DemoKey.hud.engineInput == nil)
        #expect(DemoKey.reload.engineInput == nil)
    }

    @Test func notesSayWhatAChangeKept() {
        var config = Self.scene.carousels[0]
        config.kind = .stack
        config.infinite = false
        #expect(
            CarouselChange.infinite.note(after: config, autoScroll: true)
                == "a: infinite off (kept for paging and focus; a stack always loops)")
        #expect(
            CarouselChange.kind.note(after: config, autoScroll: false)
                == "a: kind stack (always loops, auto-scroll off)")
        config.kind = .focus
        #expect(
            CarouselChange.kind.note(after: config, autoScroll: true) == "a: kind focus (infinite off, auto-scroll on)")
        config.axis = .vertical
        #expect(CarouselChange.axis.note(after: config, autoScroll: true) == "a: axis vertical")
    }
}
