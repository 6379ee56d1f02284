import Testing

@testable import JSON

@Suite struct JSONStringLiteralTests {
    @Test func escapesQuotesBackslashesAndControlCharacters() {
        #expect(JSONStringLiteral.quoted("a\"b\\c\nd\r\t\u{8}\u{c}") == #""a\"b\\c\nd\r\t\b\f""#)
        #expect(JSONStringLiteral.quoted("\u{1}\u{1f}") == #""\u0001\u001f""#)
    }

    @Test func escapesDeleteAndTheJavaScriptLineSeparators() {
        #expect(JSONStringLiteral.quoted("a\u{7F}b") == #""a\u007fb""#)
        #expect(JSONStringLiteral.quoted("x\u{2028}y\u{2029}z") == #""x\u2028y\u2029z""#)
    }

    @Test func keepsOtherTextAsUTF8() {
        #expect(JSONStringLiteral.quoted("é😀\u{2027}\u{202A}") == "\"é😀\u{2027}\u{202A}\"")
        #expect(JSONStringLiteral.quoted("") == "\"\"")
    }

    @Test func everyEscapedStringReadsBack() throws {
        let text = "q\"\\/\n\u{0}\u{7F}\u{2028}\u{2029}é😀"
        #expect(try JSONReader.read(JSONStringLiteral.quoted(text)).string == text)
    }

    @Test func keysAreEscapedToo() {
        #expect(JSONValue.object([("k\"\u{2028}", .string("v"))]).text(.compact) == #"{"k\"\u2028":"v"}"#)
    }
}
