import CarouselEngine
import Testing

@testable import CarouselScript

@Suite struct InputScriptWritingTests {
    static let steps = [
        TimedStep(0.25, .input(.pointerDown(Point(x: 10.5, y: 20)))),
        TimedStep(0.3333, .input(.pointerMove(Point(x: 30, y: 20)))),
        TimedStep(0.4, .input(.wheel(at: Point(x: 1, y: 2), dx: -0.5, dy: 3))),
        TimedStep(0.5, .input(.key(.pageDown))),
        TimedStep(0.75, .window(.reload)),
        TimedStep(0.8, .window(.toggleHUD)),
        TimedStep(0.9, .input(.hover(Point(x: 4, y: 5)))),
        TimedStep(1, .input(.leave)),
        TimedStep(1.5, .input(.pointerUp(Point(x: 6, y: 7)))),
        TimedStep(2, .input(.resize(Size(width: 800, height: 600)))),
    ]

    @Test func writtenScriptsReadBackIdentically() throws {
        let script = InputScript(size: Size(width: 640, height: 480), steps: Self.steps)
        #expect(try InputScript.read(script.json()) == script)
    }

    @Test func oneEventPerLineInAFixedOrder() {
        let script = InputScript(size: Size(width: 640, height: 480), steps: Array(Self.steps.prefix(5)))
        #expect(
            script.json() == """
                {"size": [640.0, 480.0], "events": [
                  {"t": 0.25, "type": "down", "x": 10.5, "y": 20.0},
                  {"t": 0.3333, "type": "move", "x": 30.0, "y": 20.0},
                  {"t": 0.4, "type": "wheel", "x": 1.0, "y": 2.0, "dx": -0.5, "dy": 3.0},
                  {"t": 0.5, "type": "key", "key": "pagedown"},
                  {"t": 0.75, "type": "key", "key": "r"}
                ]}

                """)
    }

    @Test func anEmptyScriptWithoutSize() throws {
        let script = InputScript(steps: [])
        #expect(script.json() == "{\"events\": []}\n")
        #expect(try InputScript.read(script.json()) == script)
    }

    @Test func timesAreRoundedToFourDecimals() throws {
        let script = InputScript(steps: [TimedStep(0.123456, .input(.leave))])
        #expect(try InputScript.read(script.json()).steps[0].time == 0.1235)
    }
}
