import Testing

@testable import CarouselScript

/// The answers `demo --control` writes (``SimulationLine/control(time:line:command:carousel:)``).
@Suite struct ControlAnswerLineTests {
    @Test func answersNameTheLine() {
        #expect(
            SimulationLine.control(time: 1.5, line: 3, command: "select", carousel: "books")
                == #"{"t": 1.5, "type": "control", "line": 3, "command": "select", "carousel": "books"}"#)
        #expect(
            SimulationLine.controlError(time: 2.0, line: 4, message: "no carousel \"x\"")
                == #"{"t": 2.0, "type": "control-error", "line": 4, "message": "no carousel \"x\""}"#)
    }
}
