import Testing
@testable import TOML

@Suite("TOMLTaggedJSON")
struct TOMLTaggedJSONTests {
    static func json(_ source: String) -> String {
        String(decoding: TOMLTaggedJSON.encode(TestSupport.parse(source).result.root), as: UTF8.self)
    }

    @Test("leaves are tagged with toml-test type names")
    func leaves() {
        #expect(
            Self.json("i = 1\nf = -inf\nn = nan\nb = false\ns = \"q\\\"\\n\\u0001\"")
                == #"{"i":{"type":"integer","value":"1"},"f":{"type":"float","value":"-inf"},"n":{"type":"float","value":"nan"},"#
                + #""b":{"type":"bool","value":"false"},"s":{"type":"string","value":"q\"\n\u0001"}}"# + "\n")
    }

    @Test("date-times keep their kind and fraction digits")
    func dateTimes() {
        #expect(
            Self.json("a = 1979-05-27 07:32:00.50+00:00\nb = 1979-05-27T07:32:00\nc = 1979-05-27\nd = 07:32:00.000100")
                == #"{"a":{"type":"datetime","value":"1979-05-27T07:32:00.50Z"},"b":{"type":"datetime-local","value":"1979-05-27T07:32:00"},"#
                + #""c":{"type":"date-local","value":"1979-05-27"},"d":{"type":"time-local","value":"07:32:00.000100"}}"#
                + "\n")
    }

    @Test("tables, arrays and arrays of tables nest as objects and arrays")
    func structure() {
        #expect(
            Self.json("a = [1, [true]]\n[[t]]\nx = {}\n")
                == #"{"a":[{"type":"integer","value":"1"},[{"type":"bool","value":"true"}]],"t":[{"x":{}}]}"# + "\n")
    }
}
