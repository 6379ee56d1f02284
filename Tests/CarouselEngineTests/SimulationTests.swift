import Testing
import CarouselEngine
import CarouselScript

@Suite struct SimulationTests {
    static let scene = SceneConfiguration(
        windowSize: Size(width: 1280, height: 800), layout: .rows,
        carousels: [
            Scenes.carousel("featured", infinite: true, auto: Scenes.auto()),
            Scenes.carousel("ticker", kind: .marquee, count: 8),
        ])

    /// A flick on the first row (y 0..400).
    static let flick = InputScript(steps: [
        TimedStep(0.5, .input(.pointerDown(Point(x: 900, y: 200)))),
        TimedStep(0.55, .input(.pointerMove(Point(x: 800, y: 200)))),
        TimedStep(0.6, .input(.pointerUp(Point(x: 700, y: 200)))),
    ])

    @Test func linesFollowTheInterfaceFormat() {
        let script = Self.flick
        let lines = Simulation.lines(
            scene: Self.scene, script: script, options: .init(carouselID: "featured", includeCards: true))
        let first =
            #"{"t": 0.0, "type": "frame", "motion": "full", "carousels": [{"id": "featured", "selection": 0, "progress": 0.0, "phase": "idle", "auto-left": 3.0, "cards": [{"item": 4, "x": -1236.0, "y": 8.0, "width": 1240.0, "height": 384.0, "scale": 1.0, "opacity": 1.0, "z": 0.0}, {"item": 0, "x": 20.0, "y": 8.0"#
        // The first line says which item each carousel starts on (issue 24), then the frames follow.
        #expect(lines.first == #"{"t": 0.0, "type": "select", "carousel": "featured", "index": 0}"#)
        #expect(lines.dropFirst().first?.hasPrefix(first) == true)
        #expect(lines.contains(#"{"t": 0.6, "type": "select", "carousel": "featured", "index": 1}"#))
        #expect(lines.contains(#"{"t": 0.6, "type": "phase", "carousel": "featured", "phase": "settling"}"#))
        #expect(!lines.contains { $0.contains("ticker") })
        // Duration: last event (0.6 s) + 2 s at 60 fps, frames 0...156.
        #expect(lines.filter { $0.contains("\"frame\"") }.count == 157)
    }

    @Test func sameScriptGivesIdenticalOutput() {
        let script = Fixtures.script("wheel-inertia-two-gestures")
        let a = Simulation.lines(scene: Self.scene, script: script, options: .init(includeCards: true))
        let b = Simulation.lines(scene: Self.scene, script: script, options: .init(includeCards: true))
        #expect(a == b)
        #expect(a.count > 300)
    }

    @Test func otherFrameRatesSampleTheSameMotion() {
        let script = Self.flick
        let at30 = Simulation.lines(
            scene: Self.scene, script: script, options: .init(duration: 2, fps: 30, carouselID: "featured"))
        let at60 = Simulation.lines(
            scene: Self.scene, script: script, options: .init(duration: 2, fps: 60, carouselID: "featured"))
        let frames30 = at30.filter { $0.contains("\"frame\"") }
        let frames60 = at60.filter { $0.contains("\"frame\"") }
        #expect(frames30.count == 61)
        // Every 30 fps frame equals the 60 fps frame at the same time.
        for (index, line) in frames30.enumerated() { #expect(line == frames60[index * 2]) }
    }
}
