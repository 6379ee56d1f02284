import Testing
@testable import CarouselEngine

@Suite struct InputScriptTests {
    static let sample = """
        {"size": [1280, 800], "events": [
          {"t": 0.50, "type": "down",  "x": 900, "y": 200},
          {"t": 0.55, "type": "move",  "x": 700, "y": 200},
          {"t": 0.60, "type": "up",    "x": 500, "y": 200},
          {"t": 1.00, "type": "wheel", "x": 640, "y": 200, "dx": 0, "dy": -3},
          {"t": 1.50, "type": "key",   "key": "right"},
          {"t": 2.00, "type": "hover", "x": 640, "y": 200},
          {"t": 2.50, "type": "leave"},
          {"t": 3.00, "type": "resize", "width": 1024, "height": 768}
        ]}
        """

    @Test func readsTheInterfaceExample() throws {
        let script = try InputScript.parse(Self.sample)
        #expect(script.size == Size(width: 1280, height: 800))
        #expect(script.events.map(\.kind) == [.down, .move, .up, .wheel, .key, .hover, .leave, .resize])
        #expect(script.events[3].inputEvent == .wheel(at: Point(x: 640, y: 200), dx: 0, dy: -3))
        #expect(script.events[4].inputEvent == .key(.right))
        #expect(script.events[7].inputEvent == .resize(Size(width: 1024, height: 768)))
        #expect(script.duration == 3)
    }

    @Test func writerRoundTrips() throws {
        let script = try InputScript.parse(Self.sample)
        let again = try InputScript.parse(script.json())
        #expect(again == script)
    }

    @Test func demoOnlyKeysParseButDoNotReachTheEngine() throws {
        let script = try InputScript.parse(#"{"events": [{"t": 0, "type": "key", "key": "r"}]}"#)
        #expect(script.events[0].inputEvent == nil)
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
        (#"{"size": [0, 5], "events": []}"#, 1, 10, "positive"),
        (#"{"events": [}"#, 1, 13, "expected a value"),
        (#"{"evens": []}"#, 1, 11, "unknown member \"evens\""),
        ("[]", 1, 1, "an input script is an object"),
        (#"{"events": [{"t": "soon", "type": "leave"}]}"#, 1, 19, "number of seconds"),
    ]

    @Test(arguments: 0..<bad.count)
    func badScriptsSayWhereAndWhat(index: Int) {
        let (text, line, column, words) = Self.bad[index]
        do {
            _ = try InputScript.parse(text)
            Issue.record("accepted a bad script")
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.message.contains(words), "\(error.message)")
        }
    }
}

@Suite struct JSONReaderTests {
    @Test func valuesAndEscapes() throws {
        let value = try JSONReader.parse(#"{"a": [1, -2.5e1, true, null], "s": "x\n\u00e9"}"#)
        #expect(
            value["a"]?.content
                == .array([
                    JSONValue(content: .number(1), line: 1, column: 8),
                    JSONValue(content: .number(-25), line: 1, column: 11),
                    JSONValue(content: .bool(true), line: 1, column: 19),
                    JSONValue(content: .null, line: 1, column: 25),
                ]))
        #expect(value["s"]?.string == "x\né")
    }

    @Test func eventTimesAreBoundedSoEverySimulationEnds() throws {
        let far = #"{"events": [{"t": 1e300, "type": "key", "key": "left"}]}"#
        #expect(throws: JSONInputError.self) { try InputScript.parse(far) }
        let lastMoment = #"{"events": [{"t": 86400, "type": "key", "key": "left"}]}"#
        #expect(try InputScript.parse(lastMoment).events.count == 1)
    }

    @Test func rejectsTrailingTextAndDeepNesting() {
        #expect(throws: JSONInputError.self) { try JSONReader.parse("{} x") }
        #expect(throws: JSONInputError.self) { try JSONReader.parse(String(repeating: "[", count: 100)) }
        #expect(throws: JSONInputError.self) { try JSONReader.parse("\"open") }
        #expect(throws: JSONInputError.self) { try JSONReader.parse("1e999") }
    }
}

@Suite struct JSONNumberTests {
    @Test func stableRounding() {
        #expect(JSONNumber.format(0.516666666) == "0.5167")
        #expect(JSONNumber.format(-0.00001) == "0.0")
        #expect(JSONNumber.format(1240) == "1240.0")
        #expect(JSONNumber.format(.nan) == "null")
        #expect(JSONNumber.string("a\"b\u{1}") == "\"a\\\"b\\u0001\"")
    }
}
