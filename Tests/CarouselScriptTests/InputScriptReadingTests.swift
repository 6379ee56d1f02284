import CarouselEngine
import JSON
import Testing

@testable import CarouselScript

@Suite struct InputScriptReadingTests {
    static let sample = """
        {"size": [1280, 800], "events": [
          {"t": 0.50, "type": "down",  "x": 900, "y": 200},
          {"t": 0.55, "type": "move",  "x": 700, "y": 200},
          {"t": 0.60, "type": "up",    "x": 500, "y": 200},
          {"t": 1.00, "type": "wheel", "x": 640, "y": 200, "dx": 0, "dy": -3},
          {"t": 1.50, "type": "key",   "key": "right"},
          {"t": 1.60, "type": "key",   "key": "h"},
          {"t": 2.00, "type": "hover", "x": 640, "y": 200},
          {"t": 2.50, "type": "leave"},
          {"t": 3.00, "type": "resize", "width": 1024, "height": 768}
        ]}
        """

    @Test func readsTheInterfaceExample() throws {
        let script = try InputScript.read(Self.sample)
        #expect(script.size == Size(width: 1280, height: 800))
        #expect(script.steps.map(\.time) == [0.5, 0.55, 0.6, 1, 1.5, 1.6, 2, 2.5, 3])
        #expect(
            script.steps.map(\.action) == [
                .input(.pointerDown(Point(x: 900, y: 200))), .input(.pointerMove(Point(x: 700, y: 200))),
                .input(.pointerUp(Point(x: 500, y: 200))), .input(.wheel(at: Point(x: 640, y: 200), dx: 0, dy: -3)),
                .input(.key(.right)), .window(.toggleHUD), .input(.hover(Point(x: 640, y: 200))), .input(.leave),
                .input(.resize(Size(width: 1024, height: 768))),
            ])
        #expect(script.duration == 3)
    }

    @Test func windowKeysAreWindowCommandsNotEngineInput() throws {
        let script = try InputScript.read(#"{"events": [{"t": 0, "type": "key", "key": "r"}]}"#)
        #expect(script.steps[0].action == .window(.reload))
        #expect(script.steps[0].input == nil)
    }

    /// (script, line, column, words the message must contain)
    static let bad: [(String, Int, Int, String)] = [
        (#"{"events": [{"t": 1, "type": "jump"}]}"#, 1, 30, "unknown event type \"jump\""),
        ("{\"events\": [\n  {\"t\": 1, \"type\": \"down\", \"x\": 3}]}", 2, 3, "without \"y\""),
        (
            "{\"events\": [\n {\"t\": 2, \"type\": \"leave\"},\n {\"t\": 1, \"type\": \"leave\"}]}", 3, 2,
            "earlier than the previous"
        ),
        (#"{"events": [{"type": "leave"}]}"#, 1, 13, "without \"t\""),
        (#"{"events": [{"t": 0, "type": "key", "key": "escape"}]}"#, 1, 44, "unknown key \"escape\""),
        (#"{"events": [{"t": 0, "type": "leave", "x": 1}]}"#, 1, 44, "unknown field \"x\""),
        (#"{"size": [0, 5], "events": []}"#, 1, 10, "each a number of points from 1 to 16384"),
        (#"{"size": [640, 16385], "events": []}"#, 1, 10, "each a number of points from 1 to 16384"),
        (#"{"events": [}"#, 1, 13, "expected a value"),
        (#"{"evens": []}"#, 1, 11, "unknown member \"evens\""),
        ("[]", 1, 1, "an input script is an object"),
        (#"{"events": [{"t": "soon", "type": "leave"}]}"#, 1, 19, "number of seconds"),
        (#"{"events": [{"t": 1e999, "type": "leave"}]}"#, 1, 19, "invalid number '1e999'"),
        (#"{"events": [{"t": 0, "type": "wheel", "x": 1, "y": 2, "dx": -1e400, "dy": 0}]}"#, 1, 61, "invalid number"),
        (
            #"{"events": [{"t": 0, "type": "resize", "width": 5, "height": 0}]}"#, 1, 62,
            "\"height\" must be a number of points from 1 to 16384"
        ),
        (
            #"{"events": [{"t": 0, "type": "resize", "width": 1e300, "height": 5}]}"#, 1, 49,
            "\"width\" must be a number of points from 1 to 16384"
        ),
        // Issue 13: the pointer-up at 1e80 that trapped simulate and render, and its siblings.
        (
            #"{"events": [{"t": 0.5, "type": "up", "x": 1e80, "y": 2}]}"#, 1, 43,
            "\"x\" must be a number of points from -1000000 to 1000000"
        ),
        (
            #"{"events": [{"t": 0, "type": "move", "x": 1, "y": -1e308}]}"#, 1, 51,
            "\"y\" must be a number of points from -1000000 to 1000000"
        ),
        (#"{"events": [{"t": 0, "type": "down", "x": NaN, "y": 2}]}"#, 1, 43, "expected a value"),
        (#"{"events": [{"t": 1e999, "type": "up", "x": 1, "y": 2}]}"#, 1, 19, "invalid number '1e999'"),
        (#"{"events": [{"t": -0.5, "type": "up", "x": 1, "y": 2}]}"#, 1, 19, "from 0 to 86400"),
        (
            #"{"events": [{"t": 0, "type": "wheel", "x": 1, "y": 2, "dx": 0, "dy": -20000}]}"#, 1, 70,
            "\"dy\" must be a number of wheel steps from -10000 to 10000"
        ),
        (#"{"events": [{"t": 0, "type": "down", "x": "1", "y": 2}]}"#, 1, 43, "\"x\" must be a number, found string"),
        (#"{"events": [{"t": 86400.5, "type": "leave"}]}"#, 1, 19, "from 0 to 86400"),
        ("{\"events\": \n  7}", 2, 3, "\"events\" must be an array, found number"),
        (#"{"size": [1, 1]}"#, 1, 1, "missing \"events\""),
    ]

    @Test(arguments: 0..<bad.count)
    func badScriptsSayWhereAndWhat(index: Int) {
        let (text, line, column, words) = Self.bad[index]
        do {
            _ = try InputScript.read(text)
            Issue.record("accepted a bad script: \(text)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.column == column, "\(error)")
            #expect(error.message.contains(words), "\(error.message)")
        }
    }

    @Test func errorsReadPathLineColumnMessage() {
        do {
            _ = try InputScript.read("{\"events\": [\n  {\"t\": 1, \"type\": \"jump\"}]}")
            Issue.record("accepted a bad script")
        } catch {
            #expect(
                error.description(path: "bad.json")
                    == "bad.json:2:20: unknown event type \"jump\"; expected one of down, move, up, wheel, key, "
                    + "hover, leave, resize")
        }
    }

    @Test func lastMomentOfTheDayIsAccepted() throws {
        let script = try InputScript.read(#"{"events": [{"t": 86400, "type": "leave"}]}"#)
        #expect(script.duration == 86_400)
    }
}
