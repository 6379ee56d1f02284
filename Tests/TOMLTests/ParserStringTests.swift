import Testing
@testable import TOML

@Suite("Parser strings")
struct ParserStringTests {
    static func string(_ source: String) -> String? {
        if case .string(let value)? = TestSupport.parse(source).result.root["s"]?.value.kind { return value }
        return nil
    }

    @Test(
        "every escape of basic strings",
        arguments: [
            (#"s = "\b\t\n\f\r\"\\""#, "\u{8}\t\n\u{C}\r\"\\"), (#"s = "\u00E9\U0001F600""#, "é😀"),
            (#"s = "\u0000""#, "\u{0}"),
            ("s = \"tab\tinside\"", "tab\tinside"), (#"s = """#, ""), (#"s = "ü and 東京""#, "ü and 東京"),
        ])
    func basicEscapes(_ source: String, _ expected: String) {
        #expect(Self.string(source) == expected)
    }

    @Test("literal strings keep backslashes")
    func literal() {
        #expect(Self.string(#"s = 'C:\Users\nodejs'"#) == #"C:\Users\nodejs"#)
    }

    @Test("multi-line basic strings: first newline trimmed, line-ending backslash, quotes before the end")
    func multilineBasic() {
        #expect(Self.string("s = \"\"\"\nRoses\nViolets\"\"\"") == "Roses\nViolets")
        #expect(Self.string("s = \"\"\"\nThe quick \\\n\n   brown \\   \n  fox\"\"\"") == "The quick brown fox")
        #expect(Self.string("s = \"\"\"a \"\"quoted\"\" b\"\"\"\"\"") == "a \"\"quoted\"\" b\"\"")
        #expect(Self.string("s = \"\"\"\"\"\"") == "")
    }

    @Test("multi-line literal strings")
    func multilineLiteral() {
        #expect(Self.string("s = '''\nfirst\n  \\second\n'''") == "first\n  \\second\n")
        #expect(Self.string("s = ''''one quote'''") == "'one quote")
        #expect(Self.string("s = '''two quotes'''''") == "two quotes''")
    }

    @Test(
        "rejected strings",
        arguments: [
            (#"s = "\x41""#, TOMLErrorCode.invalidEscape.rawValue),
            (#"s = "\uD83D""#, TOMLErrorCode.invalidEscape.rawValue),
            (#"s = "\U00110000""#, TOMLErrorCode.invalidEscape.rawValue),
            (#"s = "\u12""#, TOMLErrorCode.invalidEscape.rawValue),
            (#"s = "\e""#, TOMLErrorCode.invalidEscape.rawValue),
            ("s = \"\"\"a \\ b\"\"\"", TOMLErrorCode.invalidEscape.rawValue),
            ("s = \"open\n\"", TOMLErrorCode.unterminated.rawValue), ("s = 'open", TOMLErrorCode.unterminated.rawValue),
            ("s = \"\"\"abc", TOMLErrorCode.unterminated.rawValue), ("s = '''a''''''", TOMLErrorCode.syntax.rawValue),
            ("\"\"\"key\"\"\" = 1", TOMLErrorCode.syntax.rawValue),
        ])
    func rejected(_ source: String, _ code: String) {
        #expect(TestSupport.parse(source).result.diagnostics.map(\.code.text) == [code])
    }

    @Test("special bytes at every offset of long strings (the 8-byte fast scan)", arguments: 0..<20)
    func longStrings(_ offset: Int) {
        let pad = String(repeating: "x", count: offset)
        let tail = String(repeating: "y", count: 11)
        #expect(Self.string("s = \"\(pad)\\n\(tail)\"") == pad + "\n" + tail)
        #expect(Self.string("s = \"\(pad)\té東\(tail)\"") == pad + "\té東" + tail)
        #expect(Self.string("s = '\(pad)\\\(tail)'") == pad + "\\" + tail)
        #expect(Self.string("s = \"\"\"<\(pad)\n\"\(tail)\"\"\"") == "<" + pad + "\n\"" + tail)
        #expect(Self.string("s = '''\(pad)''\(tail)'''") == pad + "''" + tail)
        let unterminated = TestSupport.parse("s = \"\(pad)\(tail)\nx = 1").result
        #expect(unterminated.diagnostics.map(\.code.text) == [TOMLErrorCode.unterminated.rawValue])
        #expect(unterminated.diagnostics.first?.span?.start == 5 + offset + 11)
    }

    @Test("quoted keys may contain dots, spaces and escapes")
    func quotedKeys() {
        let root = TestSupport.parse(#"'a.b' = 1"# + "\n" + #""tab\tkey" = 2"# + "\n\"\" = 3").result.root
        #expect(root.entries.map(\.key.name) == ["a.b", "tab\tkey", ""])
    }
}
