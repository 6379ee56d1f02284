import CarouselEngine
import Testing

@testable import CarouselScript

/// The run loop on a scene without carousels (kinds are tested with the engine's fixtures in
/// CarouselEngineTests/SimulationTests).
@Suite struct SimulationRunTests {
    static let empty = SceneConfiguration(windowSize: Size(width: 640, height: 480), layout: .rows, carousels: [])

    @Test func oneFrameLinePerStepUntilTwoSecondsAfterTheLastStep() {
        let script = InputScript(steps: [TimedStep(0.5, .window(.reload)), TimedStep(1, .input(.leave))])
        let lines = Simulation.lines(scene: Self.empty, script: script, options: .init(fps: 10))
        #expect(lines.count == 31)
        #expect(lines.first == #"{"t": 0.0, "type": "frame", "motion": "full", "carousels": []}"#)
        #expect(lines.last == #"{"t": 3.0, "type": "frame", "motion": "full", "carousels": []}"#)
    }

    @Test func durationAndFrameRateOptions() {
        let lines = Simulation.lines(scene: Self.empty, script: nil, options: .init(duration: 1, fps: 4))
        #expect(
            lines == (0...4).map { #"{"t": \#(Double($0) / 4), "type": "frame", "motion": "full", "carousels": []}"# })
    }

    /// Issue 13: a duration that is not a number (only a caller that skips the CLI's checks can
    /// pass one) used to trap converting the frame count; it now runs one frame.
    @Test func aDurationThatIsNotANumberRunsOneFrame() {
        let lines = Simulation.lines(scene: Self.empty, script: nil, options: .init(duration: .nan, fps: 60))
        #expect(lines == [#"{"t": 0.0, "type": "frame", "motion": "full", "carousels": []}"#])
    }
}
