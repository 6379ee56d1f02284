import CarouselLSP
import JSON
import Testing

/// Folding ranges and semantic tokens through the protocol.
@Suite struct LanguageServerStructureTests {
    static let uri = "file:///specs/fold.carousel.toml"

    static func client(_ text: String) -> LSPTestClient {
        let client = LSPTestClient()
        client.start()
        client.open(uri, text)
        return client
    }

    @Test func foldingRangesCoverTablesCarouselsAndMultiLineArrays() {
        let text = """
            [window]
            title = "W"
            size = [
              1280,
              800,
            ]
            [[carousel]]
            id = "a"
            [carousel.auto]
            interval = 3

            """
        let client = Self.client(text)
        let answer = client.request("textDocument/foldingRange", .object([LSPJSON.document(Self.uri)]))["result"]
        let lines: [JSONValue] = [(0, 5), (2, 5), (6, 9), (8, 9)].map { first, last in
            .object([("startLine", .integer(first)), ("endLine", .integer(last))])
        }
        #expect(answer == .array(lines))
    }

    @Test func semanticTokensAreRelativeAndSplitPerLine() {
        let text = "# c\n[window]\ntitle = \"日😀\" # t\nk = \"\"\"\nab\"\"\"\non = true\n"
        let client = Self.client(text)
        let answer = client.request("textDocument/semanticTokens/full", .object([LSPJSON.document(Self.uri)]))["result"]
        // Types: 0 namespace, 1 property, 2 string, 3 number, 4 keyword, 5 comment.
        let expected: [[Int]] = [
            [0, 0, 3, 5, 0],  // # c
            [1, 1, 6, 0, 0],  // window
            [1, 0, 5, 1, 0],  // title
            [0, 8, 5, 2, 0],  // "日😀": 1 + 2 + 2 quotes = 5 UTF-16 units
            [0, 6, 3, 5, 0],  // # t
            [1, 0, 1, 1, 0],  // k
            [0, 4, 3, 2, 0],  // """ (first line of the string)
            [1, 0, 5, 2, 0],  // ab""" (second line)
            [1, 0, 2, 1, 0],  // on
            [0, 5, 4, 4, 0],  // true
        ]
        #expect(answer?["data"] == .array(expected.flatMap { $0 }.map { .integer($0) }))
    }
}
