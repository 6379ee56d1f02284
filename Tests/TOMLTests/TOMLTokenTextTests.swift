import SourceDiagnostics
import Testing

@testable import TOML

/// What the editor reads from string tokens while the user types, and a tokenizer started at a
/// line of the input.
@Suite struct TOMLTokenTextTests {
    /// The first value-mode token of `text`.
    static func firstToken(_ text: String) throws -> (TOMLToken, [UInt8]) {
        let bytes = Array(text.utf8)
        let token = bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = TOMLTokenizer(bytes: buffer)
            return tokenizer.next(.value)
        }
        return (try #require(token), bytes)
    }

    @Test(arguments: [
        (#""a\"b\\c\nd""#, "a\"b\\c\nd"),
        (#""caf\u00e9 \q""#, #"caf\u00e9 \q"#),
        (#"'C:\x'"#, #"C:\x"#),
        ("\"half typed", "half typed"),
        ("\"\"\"\nline one\nline two\"\"\"", "line one\nline two"),
        ("'''\r\nraw\\n'''", "raw\\n"),
    ])
    func theLenientTextDecodesTheSimpleEscapesAndKeepsTheRest(source: String, expected: String) throws {
        let (token, bytes) = try Self.firstToken(source)
        #expect(token.kind.isString)
        #expect(token.lenientText(in: bytes) == expected)
    }

    @Test func theContentSpanLeavesOutTheQuotesAndRunsToTheEndOfAnUnclosedString() throws {
        let (closed, closedBytes) = try Self.firstToken("\"abc\" # c")
        #expect(closed.stringContent(in: closedBytes) == SourceSpan(start: 1, end: 4))
        let (open, openBytes) = try Self.firstToken("\"abc\r\nnext")
        #expect(!open.isTerminated)
        #expect(open.stringContent(in: openBytes) == SourceSpan(start: 1, end: 4))
        let (multi, multiBytes) = try Self.firstToken("\"\"\"\nab\"\"\"")
        #expect(multi.stringContent(in: multiBytes) == SourceSpan(start: 4, end: 6))
    }

    @Test func aTokenizerStartedAtALineReadsFromThereAndClampsItsStart() {
        let bytes = Array("a = 1\n[table]\n".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = TOMLTokenizer(bytes: buffer, from: 6)
            #expect(tokenizer.next(.key)?.kind == .leftBracket)
            #expect(TOMLTokenizer(bytes: buffer, from: 99).position == bytes.count)
            #expect(TOMLTokenizer(bytes: buffer, from: -3).position == 0)
        }
    }
}
