import Testing
@testable import LintConfig

@Suite struct LineCommentTests {
    private func comments(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return LineComment.all(in: bytes).map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    @Test func findsCommentsOutsideStringsOnly() {
        #expect(comments("a = 1 # one\n# two\r\nb = \"# no\" # three\n") == ["# one", "# two", "# three"])
        #expect(comments("a = 'x # no' #yes\n") == ["#yes"])
        #expect(comments("a = \"\\\" # no\" # yes\n") == ["# yes"])
        #expect(comments("a = \"\"\"\n# no\n\"\"\" # yes\n") == ["# yes"])
        #expect(comments("a = '''\n# no\n''''' # yes\n") == ["# yes"])
        #expect(comments("a = \"\"\"x\\\"\"\"\" # yes\n") == ["# yes"])
    }

    @Test func tellsOwnLineCommentsFromTrailingOnes() {
        let scanned = LineComment.all(in: Array("  # own\nx = 1 # trailing\n".utf8))
        #expect(scanned.map(\.ownLine) == [true, false])
    }

    @Test func aByteOrderMarkIsNotCodeBeforeAComment() {
        #expect(LineComment.all(in: [0xEF, 0xBB, 0xBF] + Array("# own\n".utf8)).map(\.ownLine) == [true])
    }

    @Test func unterminatedStringsEndAtTheLineBreak() {
        #expect(comments("a = \"open\n# seen\n") == ["# seen"])
        #expect(comments("a = \"\"\"never closed\n# hidden\n") == [])
    }
}
