import Testing

@testable import JSON

/// ``JSONReader/Options``: repeated member names and a byte-order mark.
@Suite struct JSONReaderOptionsTests {
    @Test func aRepeatedMemberIsAnErrorNamingBothPositions() {
        let text = "{\"events\": [1],\n \"events\": []}"
        #expect {
            try JSONReader.read(Array(text.utf8), options: .uniqueKeys)
        } throws: { error in
            guard let error = error as? JSONError else { return false }
            return error.line == 2 && error.column == 2 && error.message.contains("duplicate member \"events\"")
                && error.message.contains("also at 1:2")
        }
    }

    @Test func withoutTheOptionTheGrammarAloneDecides() throws {
        let node = try JSONReader.read(Array(#"{"a": 1, "a": 2}"#.utf8))
        #expect(node.members?.count == 2)
    }

    @Test func nestedObjectsAreCheckedEachOnItsOwn() throws {
        let fine = #"{"a": {"x": 1}, "b": {"x": 2}}"#
        #expect(try JSONReader.read(Array(fine.utf8), options: .uniqueKeys).members?.count == 2)
        let nested = #"{"a": {"x": 1, "y": 2, "x": 3}}"#
        #expect {
            try JSONReader.read(Array(nested.utf8), options: .uniqueKeys)
        } throws: { error in
            (error as? JSONError).map { $0.column == 24 && $0.message.contains("also at 1:8") } ?? false
        }
    }

    /// Past ``JSONReader/MemberNames/linearLimit`` members the names move to a dictionary; a
    /// repeat on either side of that switch is still found, at the right place.
    @Test(arguments: [3, 17, 40])
    func aRepeatIsFoundInLargeObjects(repeating position: Int) {
        let keys = (0..<50).map { "\"k\($0)\": 0" } + ["\"k\(position)\": 1"]
        let text = "{" + keys.joined(separator: ", ") + "}"
        let expected = Array(text.utf8).firstRange(of: Array("\"k\(position)\":".utf8))?.lowerBound ?? -1
        #expect {
            try JSONReader.read(Array(text.utf8), options: .uniqueKeys)
        } throws: { error in
            (error as? JSONError).map { $0.message.contains("also at 1:\(expected + 1)") } ?? false
        }
    }

    @Test func aByteOrderMarkIsSkippedOnlyWhenAsked() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)
        let node = try JSONReader.read(bytes, options: .byteOrderMark)
        #expect(node["a"]?.double == 1)
        #expect(node.offset == 3)
        #expect(throws: JSONError.self) { try JSONReader.read(bytes) }
    }

    @Test func aByteOrderMarkInsideTheTextIsStillAnError() {
        let bytes: [UInt8] = Array(#"{"a": "#.utf8) + [0xEF, 0xBB, 0xBF] + Array("1}".utf8)
        #expect(throws: JSONError.self) { try JSONReader.read(bytes, options: .byteOrderMark) }
    }
}
