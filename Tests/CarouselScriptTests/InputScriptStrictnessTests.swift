import CarouselEngine
import JSON
import Testing

@testable import CarouselScript

/// Issue 21: a repeated member is an error with both positions (the first used to win silently);
/// a byte-order mark is skipped (it used to be "unexpected character '\u{ef}'").
@Suite struct InputScriptStrictnessTests {
    /// (script, line, column of the repeat, position of the first)
    static let repeated: [(String, Int, Int, String)] = [
        ("{\"events\": [{\"t\": 0, \"type\": \"leave\"}],\n \"events\": []}", 2, 2, "1:2"),
        (#"{"size": [1, 1], "size": [2, 2], "events": []}"#, 1, 18, "1:2"),
        (#"{"events": [{"t": 0, "type": "leave", "t": 5}]}"#, 1, 39, "1:14"),
        (#"{"events": [{"t": 0, "type": "down", "type": "up", "x": 1, "y": 1}]}"#, 1, 38, "1:22"),
    ]

    @Test(arguments: 0..<repeated.count)
    func aRepeatedMemberIsAnError(case index: Int) {
        let (text, line, column, first) = Self.repeated[index]
        #expect {
            try InputScript.read(text)
        } throws: { error in
            guard let error = error as? JSONError else { return false }
            return error.line == line && error.column == column && error.message.contains("duplicate member")
                && error.message.contains("also at \(first)")
        }
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"events": [{"t": 1, "type": "leave"}]}"#.utf8)
        let script = try InputScript.read(bytes)
        #expect(script.steps.map(\.action) == [.input(.leave)])
    }

    @Test func positionsAfterAByteOrderMarkCountItsBytes() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"events": 3}"#.utf8)
        #expect {
            try InputScript.read(bytes)
        } throws: { error in
            (error as? JSONError).map { $0.line == 1 && $0.column == 15 } ?? false
        }
    }
}
