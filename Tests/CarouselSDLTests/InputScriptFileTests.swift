import CarouselEngine
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct InputScriptFileTests {
        @Test func parsesEveryEventType() throws {
            let json = """
                {"size": [1280, 800], "events": [
                  {"t": 0.50, "type": "down", "x": 900, "y": 200},
                  {"t": 0.55, "type": "move", "x": 700, "y": 200},
                  {"t": 0.60, "type": "up", "x": 500, "y": 200},
                  {"t": 1, "type": "wheel", "x": 640, "y": 200, "dx": 0, "dy": -3},
                  {"t": 1.5, "type": "key", "key": "right"},
                  {"t": 1.6, "type": "key", "key": "h"},
                  {"t": 2.0, "type": "hover", "x": 640, "y": 200},
                  {"t": 2.5, "type": "leave"},
                  {"t": 3.0, "type": "resize", "width": 1024, "height": 768}
                ]}
                """
            let script = try InputScriptFile.parse(Data(json.utf8), name: "s.json")
            #expect(script.size == Size(width: 1280, height: 800))
            #expect(script.steps.map(\.time) == [0.5, 0.55, 0.6, 1, 1.5, 1.6, 2, 2.5, 3])
            #expect(script.steps[0].action == .input(.pointerDown(Point(x: 900, y: 200))))
            #expect(script.steps[3].action == .input(.wheel(at: Point(x: 640, y: 200), dx: 0, dy: -3)))
            #expect(script.steps[4].action == .input(.key(.right)))
            #expect(script.steps[5].action == .windowKey("h"))
            #expect(script.steps[8].action == .input(.resize(Size(width: 1024, height: 768))))
        }

        @Test func writtenScriptsReadBackIdentically() throws {
            let steps = [
                ScriptStep(time: 0.25, action: .input(.pointerDown(Point(x: 10.5, y: 20)))),
                ScriptStep(time: 0.3333, action: .input(.pointerMove(Point(x: 30, y: 20)))),
                ScriptStep(time: 0.5, action: .input(.key(.pageDown))),
                ScriptStep(time: 0.75, action: .windowKey("r")),
                ScriptStep(time: 1, action: .input(.leave)),
            ]
            let script = InputScriptFile(size: Size(width: 640, height: 480), steps: steps)
            let again = try InputScriptFile.parse(Data(script.json().utf8), name: "round-trip")
            #expect(again.steps == steps)
            #expect(again.size == script.size)
        }

        @Test func badEventsSayWhatAndWhere() {
            let cases = [
                (#"{"events": [{"t": 1, "type": "jump"}]}"#, "bad.json:1:"),
                (#"{"events": [{"t": 1, "type": "down", "x": 1}]}"#, "bad.json:1:"),
                (#"{"events": [{"t": 2, "type": "leave"},"# + "\n" + #"{"t": 1, "type": "leave"}]}"#, "bad.json:2:"),
                (#"{"events": [{"t": 1, "type": "key", "key": "f5"}]}"#, "f5"),
                (#"[1, 2]"#, "bad.json:1:1:"),
            ]
            for (json, expected) in cases {
                do {
                    _ = try InputScriptFile.parse(Data(json.utf8), name: "bad.json")
                    Issue.record("accepted \(json)")
                } catch {
                    #expect("\(error)".contains(expected), "\(error)")
                }
            }
        }
    }
}
