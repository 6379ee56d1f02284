import Testing

@testable import JSON

@Suite struct JSONWriterTests {
    static let sample = JSONValue.object([
        ("b", .integer(1)), ("a", .array([.null, .bool(true)])), ("c", .object([])),
        ("d", .array([.array([.number(0.5), .integer(1)]), .array([])])), ("e", .array([])),
    ])

    @Test func compact() {
        #expect(Self.sample.text(.compact) == #"{"b":1,"a":[null,true],"c":{},"d":[[0.5,1],[]],"e":[]}"#)
    }

    @Test func spacedLine() {
        #expect(
            Self.sample.text(.line) == #"{"b": 1, "a": [null, true], "c": {}, "d": [[0.5, 1], []], "e": []}"#)
    }

    @Test func indentedEveryElementOnItsOwnLine() {
        let value = JSONValue.object([("b", .integer(1)), ("a", .array([.null, .bool(true)])), ("c", .object([]))])
        #expect(
            value.text(JSONFormat(layout: .indented(2)))
                == "{\n  \"b\": 1,\n  \"a\": [\n    null,\n    true\n  ],\n  \"c\": {}\n}")
    }

    @Test func prettyKeepsArraysOfScalarsOnOneLine() {
        #expect(
            Self.sample.text(.pretty)
                == "{\n  \"b\": 1,\n  \"a\": [null, true],\n  \"c\": {},\n  \"d\": [[0.5, 1], []],\n  \"e\": []\n}")
        let nested = JSONValue.array([.array([.array([.integer(1)])])])
        #expect(nested.text(.pretty) == "[\n  [[1]]\n]")
        #expect(JSONValue.array([.object([("k", .null)])]).text(.pretty) == "[\n  {\n    \"k\": null\n  }\n]")
    }

    @Test func shortestNumbers() {
        let writer = JSONWriter(format: .compact)
        #expect(writer.number(16) == "16")
        #expect(writer.number(-0.0) == "0")
        #expect(writer.number(0.35) == "0.35")
        #expect(writer.number(1e15) == "1000000000000000.0")
        #expect(writer.number(1e16) == "1e+16")
        #expect(writer.number(.nan) == "null")
        #expect(writer.number(-.infinity) == "null")
    }

    @Test func roundedNumbers() {
        let writer = JSONWriter(format: .line)
        #expect(writer.number(0.516666666) == "0.5167")
        #expect(writer.number(-0.00001) == "0.0")
        #expect(writer.number(1240) == "1240.0")
        #expect(writer.number(.nan) == "null")
        #expect(JSONWriter(format: JSONFormat(layout: .compact, numbers: .rounded(decimals: 1))).number(2.25) == "2.3")
    }

    /// `value * 10^4` overflows for the largest finite values; they are written whole, never `inf`.
    @Test(arguments: [Double.greatestFiniteMagnitude, -1e305, 5e304])
    func roundedHugeNumbersStayValidJSON(value: Double) throws {
        let text = JSONWriter(format: .line).number(value)
        #expect(!text.contains("inf"))
        #expect(Double(text) == value)
    }

    @Test(arguments: [0.1, -2.5e-8, 1e300, 123_456.789, 5e-324, -0.0, 3, 1e15, 0.30000000000000004])
    func shortestNumbersRoundTrip(value: Double) throws {
        let text = JSONValue.number(value).text(.compact)
        #expect(try JSONReader.read(text).double == value, "\(text)")
    }

    @Test func integersRoundTrip() throws {
        for value in [0, -1, Int.max, Int.min] {
            #expect(try JSONReader.read(JSONValue.integer(value).text(.compact)).value == .integer(value))
        }
    }

    @Test func documentsRoundTrip() throws {
        let text = Self.sample.text(.pretty)
        #expect(try JSONReader.read(text).value == Self.sample)
        #expect(try JSONReader.read(Self.sample.text(.compact)).value == Self.sample)
    }

    @Test func equalValuesHashEqually() {
        let a = JSONValue.object([("x", .array([.integer(1), .string("s")]))])
        let b = JSONValue.object([("x", .array([.integer(1), .string("s")]))])
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != .object([("y", .array([.integer(1), .string("s")]))]))
        #expect(JSONValue.integer(1) != .number(1))
    }
}
