import CarouselEngine
import JSON
import Testing

@testable import CarouselScript

/// `demo --control` lines (docs/demo.md, "Live control"): each command's shape, the carousel
/// member, input events without `t`, and every bad line refused with its column.
@Suite struct ControlCommandTests {
    static func read(_ text: String) throws(JSONError) -> ControlCommand {
        try ControlCommand.read(Array(text.utf8), now: 2.5)
    }

    @Test func commandsRead() throws {
        #expect(try Self.read(#"{"select": 3}"#) == ControlCommand(.select(.index(3))))
        #expect(try Self.read(#"{"select": {"id": "dune"}}"#) == ControlCommand(.select(.id("dune"))))
        #expect(try Self.read(#"{"next": true, "carousel": "books"}"#) == ControlCommand(.next, carousel: "books"))
        #expect(try Self.read(#"{"previous": true}"#) == ControlCommand(.previous))
        #expect(try Self.read(#"{"pause": true}"#) == ControlCommand(.pause))
        #expect(try Self.read(#"{"resume": true}"#) == ControlCommand(.resume))
        #expect(try Self.read(#"{"reload": true}"#) == ControlCommand(.reload))
    }

    @Test func inputEventsAreTheScriptsWithoutTime() throws {
        #expect(try Self.read(#"{"type": "key", "key": "right"}"#) == ControlCommand(.input(.input(.key(.right)))))
        let press = try Self.read(#"{"type": "down", "x": 10, "y": 20, "carousel": "a"}"#)
        #expect(press == ControlCommand(.input(.input(.pointerDown(Point(x: 10, y: 20)))), carousel: "a"))
        #expect(press.name == "down")
        #expect(try Self.read(#"{"type": "key", "key": "r"}"#) == ControlCommand(.input(.window(.reload))))
    }

    @Test(arguments: [
        (#"{"select": "#, "unexpected end of input"),
        (#"[1]"#, "a control line is an object"),
        (#"{}"#, "found none"),
        (#"{"next": true, "previous": true}"#, "found \"next\" and \"previous\""),
        (#"{"next": false}"#, "takes true"),
        (#"{"next": "yes"}"#, "takes true"),
        (#"{"select": -1}"#, "whole item index"),
        (#"{"select": 1.5}"#, "whole item index"),
        (#"{"select": {"name": "x"}}"#, "an item index (3) or {\"id\""),
        (#"{"jump": 3}"#, "unknown member \"jump\""),
        (#"{"select": 1, "carousel": 4}"#, "\"carousel\" must be"),
        (#"{"type": "key", "key": "right", "t": 1}"#, "remove \"t\""),
        (#"{"type": "fly"}"#, "unknown event type"),
        (#"{"select": 1, "select": 2}"#, "select"),
    ])
    func badLinesAreRefusedWithAReason(line: String, reason: String) {
        #expect {
            _ = try Self.read(line)
        } throws: { error in
            guard let error = error as? JSONError else { return false }
            return error.message.contains(reason) && error.line == 1
        }
    }
}
