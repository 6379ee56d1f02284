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

    @Test func escapesC1AndBidirectionalControls() {
        #expect(JSONStringLiteral.quoted("a\u{80}\u{9B}\u{9F}b") == #""a\u0080\u009b\u009fb""#)
        #expect(
            JSONStringLiteral.quoted("\u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}")
                == #""\u061c\u200e\u200f\u202a\u202e\u2066\u2069""#)
    }

    @Test func keepsOtherTextAsUTF8() {
        let text = "é😀\u{2027}\u{202F}\u{A0}\u{2065}\u{206A}"
        #expect(JSONStringLiteral.quoted(text) == "\"" + text + "\"")
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
