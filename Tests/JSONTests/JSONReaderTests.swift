import Testing

@testable import JSON

@Suite struct JSONReaderTests {
    @Test func readsValuesInOrderWithOffsets() throws {
        let node = try JSONReader.read(#"{"a": [1, -2.5e1, true, null], "s": "x\n\u00e9", "o": {}}"#)
        #expect(
            node.value
                == .object([
                    ("a", .array([.integer(1), .number(-25), .bool(true), .null])), ("s", .string("x\né")),
                    ("o", .object([])),
                ]))
        #expect(node["a"]?.elements?.map(\.offset) == [7, 10, 18, 24])
        #expect(node.members?.map(\.key) == ["a", "s", "o"])
        #expect(node["s"]?.string == "x\né")
        #expect(node["a"]?.elements?[1].double == -25)
        #expect(node["o"]?.typeName == "object")
    }

    @Test func wholeNumbersBeyondIntKeepTheirTextAndAreWrittenBackExactly() throws {
        let text = #"[123456789012345678901234567890,-98765432109876543210,9223372036854775807,1e30]"#
        let value = try JSONReader.read(text).value
        #expect(
            value
                == .array([
                    .largeInteger("123456789012345678901234567890"), .largeInteger("-98765432109876543210"),
                    .integer(Int.max), .number(1e30),
                ]))
        #expect(value.typeName == "array")
        #expect(JSONValue.largeInteger("-98765432109876543210").double == -98765432109876543210.0)
        var out: [UInt8] = []
        JSONWriter(format: .compact).write(value, into: &out)
        #expect(
            String(decoding: out, as: UTF8.self).hasPrefix("[123456789012345678901234567890,-98765432109876543210,"))
        // A literal too large even for a Double is still refused.
        #expect(throws: JSONError.self) { try JSONReader.read("1" + String(repeating: "0", count: 400)) }
    }

    @Test func keyOrderIsKeptAndMatters() throws {
        let ab = try JSONReader.read(#"{"a": 1, "b": 2}"#).value
        let ba = try JSONReader.read(#"{"b": 2, "a": 1}"#).value
        #expect(ab != ba)
        #expect(ab["b"] == .integer(2))
    }

    @Test func escapesAndSurrogatePairs() throws {
        let node = try JSONReader.read(#""\"\\\/\b\f\n\r\t\u2028\ud83d\ude00\ud800x""#)
        #expect(node.string == "\"\\/\u{8}\u{c}\n\r\t\u{2028}😀\u{FFFD}x")
    }

    /// (text, line, column, words the message must contain)
    static let bad: [(String, Int, Int, String)] = [
        ("{} x", 1, 4, "unexpected text after the JSON value"),
        ("\"open", 1, 6, "unterminated string"),
        ("[1,\n 1e999]", 2, 2, "invalid number '1e999'"),
        ("[01]", 1, 2, "invalid number '01'"),
        ("[1.]", 1, 2, "invalid number '1.'"),
        ("[-]", 1, 2, "invalid number '-'"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("{\"a\": 1,\n\n  x}", 3, 3, "expected a member name"),
        ("[tru]", 1, 5, "expected 'true'"),
        ("[\"a\tb\"]", 1, 4, "control character"),
        ("[\"\\x\"]", 1, 3, "invalid escape"),
        ("[\"\\u12\"]", 1, 5, "invalid \\u escape"),
        ("", 1, 1, "unexpected end of input"),
        ("[1,", 1, 4, "unexpected end of input"),
        ("{\"a\": 1", 1, 8, "unexpected end of input inside an object"),
        ("@", 1, 1, "unexpected character '@'"),
    ]

    @Test(arguments: 0..<bad.count)
    func errorsSayWhereAndWhat(index: Int) {
        let (text, line, column, words) = Self.bad[index]
        do {
            _ = try JSONReader.read(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.column == column, "\(error)")
            #expect(error.message.contains(words), "\(error.message)")
        }
    }

    @Test func nestingIsBounded() throws {
        #expect(throws: JSONError.self) { try JSONReader.read(String(repeating: "[", count: 100)) }
        let deep = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        #expect(try JSONReader.read(deep).typeName == "array")
    }

    @Test func errorDescriptions() {
        let error = JSONError(at: JSONLocation(offset: 20, line: 2, column: 21), "unknown event type")
        #expect(error.description == "2:21: unknown event type")
        #expect(error.description(path: "bad.json") == "bad.json:2:21: unknown event type")
    }

    @Test func lineMapFindsLinesAndColumns() {
        let map = JSONLineMap(Array("ab\ncd\n\nef".utf8))
        #expect(map.location(of: 0) == JSONLocation(offset: 0, line: 1, column: 1))
        #expect(map.location(of: 2) == JSONLocation(offset: 2, line: 1, column: 3))
        #expect(map.location(of: 3) == JSONLocation(offset: 3, line: 2, column: 1))
        #expect(map.location(of: 6) == JSONLocation(offset: 6, line: 3, column: 1))
        #expect(map.location(of: 8) == JSONLocation(offset: 8, line: 4, column: 2))
    }
}
