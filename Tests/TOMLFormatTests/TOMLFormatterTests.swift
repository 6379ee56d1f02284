import Testing
import TOMLFormat

@Suite("TOMLFormatter: the canonical layout")
struct TOMLFormatterTests {
    private func fmt(_ text: String) -> String {
        switch TOMLFormatter.format(text) {
        case .success(let output): return output
        case .failure(let failure):
            return "FAILED: \(failure.diagnostics.map(\.message)) \(failure.internalProblem ?? "")"
        }
    }

    @Test("one space around `=`, headers without inner spaces, indentation removed")
    func spacing() {
        #expect(fmt("a=1\n  b\t =  'x'\n[ t . u ]\n[[ arr ]]\n") == "a = 1\nb = 'x'\n\n[t.u]\n\n[[arr]]\n")
    }

    @Test("inline tables and one-line arrays get canonical spacing")
    func inlineAndArrays() {
        #expect(
            fmt("a = {x=1,y = [ 1,2 ,3 ]}\nb = {   }\nc = [ ]\n") == "a = { x = 1, y = [1, 2, 3] }\nb = {}\nc = []\n")
    }

    @Test("multi-line arrays: one element per line, trailing comma, comments kept in place")
    func multilineArrays() {
        let source = "a = [ # first\n1,2, # two\n  # before three\n\n 3\n # end\n]\n"
        let expected = "a = [\n    # first\n    1,\n    2, # two\n    # before three\n    3,\n    # end\n]\n"
        #expect(fmt(source) == expected)
    }

    @Test("nested multi-line arrays indent one level per array")
    func nestedArrays() {
        #expect(fmt("a = [[1,\n2], [3]]\n") == "a = [\n    [\n        1,\n        2,\n    ],\n    [3],\n]\n")
    }

    @Test("one blank line before each header and its comments, at most one elsewhere, none at the ends")
    func blankLines() {
        let source = "\n\n# top\na = 1\n\n\n\nb = 2\n# about t\n[t]\n\n\nc = 3\n[u]\n\n"
        #expect(fmt(source) == "# top\na = 1\n\nb = 2\n\n# about t\n[t]\n\nc = 3\n\n[u]\n")
    }

    @Test("CRLF becomes LF, trailing whitespace goes, one trailing newline")
    func lineEndings() {
        #expect(fmt("a = 1   \r\n# c  \t\r\nb = 2") == "a = 1\n# c\nb = 2\n")
        #expect(fmt("") == "")
        #expect(fmt("\n\n") == "")
    }

    @Test("quoted keys lose quotes only when a bare key means the same")
    func keyQuoting() {
        let source = "\"a\" = 1\n'b-c' = 2\n\"d e\" = 3\n\"\" = 4\n\"t\\u0041\" = 5\n\"x.y\" = 6\n[\"s\".'t']\n"
        let expected = "a = 1\nb-c = 2\n\"d e\" = 3\n\"\" = 4\n\"t\\u0041\" = 5\n\"x.y\" = 6\n\n[s.t]\n"
        #expect(fmt(source) == expected)
    }

    @Test("string values, numbers and dates keep their text")
    func scalarsKept() {
        let source = "a = 'lit'\nb = 0xDEAD_beef\nc = +inf\nd = 1979-05-27 07:32:00Z\ne = 1_000\nf = \"\\u00e9\"\n"
        #expect(fmt(source) == source)
    }

    @Test("multi-line strings are kept byte for byte, CRLF and trailing spaces inside included")
    func multilineStrings() {
        let source = "a = \"\"\"\r\none  \r\ntwo\"\"\"\r\nb = '''x  \n'''''\n"
        #expect(fmt(source) == "a = \"\"\"\r\none  \r\ntwo\"\"\"\nb = '''x  \n'''''\n")
    }

    @Test("a trailing comment gets one space before it")
    func trailingComments() {
        #expect(fmt("a = 1#c\n[t]   # header\n") == "a = 1 #c\n\n[t] # header\n")
    }

    @Test("a document that does not parse is refused with its diagnostics")
    func invalidDocument() {
        guard case .failure(let failure) = TOMLFormatter.format("a = \nb = 2\n") else {
            Issue.record("expected a failure")
            return
        }
        #expect(!failure.diagnostics.isEmpty)
        #expect(failure.internalProblem == nil)
    }

    @Test("a byte-order mark is dropped")
    func byteOrderMark() {
        #expect(fmt("\u{FEFF}a = 1\n") == "a = 1\n")
    }
}
