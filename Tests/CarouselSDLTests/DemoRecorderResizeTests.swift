import CarouselEngine
import CarouselScript
import Testing
@testable import CarouselSDL

/// The demo records a window resize as a `resize` step of the window's size (not the scene's),
/// once per new size, and the recording reads back to the same steps.
@Suite struct DemoRecorderResizeTests {
    @Test func aResizeIsRecordedOnceAsTheWindowsSize() throws {
        var recorder = DemoRecorder(windowSize: Size(width: 480, height: 640))
        #expect(recorder.resized(to: Size(width: 480, height: 640), at: 0.2) == 0.2)
        #expect(recorder.steps.isEmpty)
        #expect(recorder.resized(to: Size(width: 900, height: 640), at: 1) == 1)
        #expect(recorder.resized(to: Size(width: 900, height: 640), at: 1.1) == 1.1)
        // A window smaller than the spec: still its own size (the scene keeps the spec's).
        #expect(recorder.resized(to: Size(width: 300, height: 400), at: 2) == 2)
        let expected = [
            TimedStep(1, .input(.resize(Size(width: 900, height: 640)))),
            TimedStep(2, .input(.resize(Size(width: 300, height: 400)))),
        ]
        #expect(recorder.steps == expected)
        let script = recorder.script(size: Size(width: 480, height: 640))
        #expect(try InputScript.read(script.json()) == script)
    }

    /// Without `--record` the window's recorder keeps nothing (a window running for days must
    /// not grow with its input) but still stamps times in order and follows the window's size.
    @Test func aRecorderThatKeepsNoStepsStillStampsInOrder() {
        var engine = Engine(scene: DemoRecorderTests.scene)
        var direct = Engine(scene: DemoRecorderTests.scene)
        direct.send(.key(.right), at: 0.5)
        direct.send(.key(.right), at: 0.5)
        var recorder = DemoRecorder(windowSize: Size(width: 480, height: 640), keepsSteps: false)
        recorder.send(.key(.right), at: 0.5, to: &engine)
        recorder.send(.key(.right), at: 0.4, to: &engine)
        #expect(recorder.lastInputTime == 0.5)
        #expect(recorder.resized(to: Size(width: 900, height: 640), at: 1) == 1)
        #expect(recorder.windowSize == Size(width: 900, height: 640))
        recorder.record(.toggleHUD, at: 1.2)
        #expect(recorder.steps.isEmpty)
        // The engine got both keys, the second at the first's time (as a kept recording plays).
        #expect(engine.advance(to: 3) == direct.advance(to: 3))
        #expect(engine.frames() == direct.frames())
        #expect(engine.frames().first?.selection != Engine(scene: DemoRecorderTests.scene).frames().first?.selection)
    }
}
