import Testing

@testable import SpecIntelligence

@Suite struct CursorLineTests {
    /// The site at the `|` of a one-line `marked`, with offsets as text.
    func site(_ marked: String) -> String {
        let source = Marked(marked)
        let line = CursorLine(bytes: Array(source.text.utf8), lineStart: 0, cursor: source.offset)
        switch line.site {
        case .header(let start): return "header@\(start)"
        case .key(let start): return "key@\(start) \(line.frames.last?.keys ?? [])"
        case .bareValue(let start): return "bare@\(start) depth \(line.frames.count)"
        case .quotedValue(let start): return "quoted@\(start) depth \(line.frames.count)"
        case .none: return "none"
        }
    }

    @Test func sites() {
        #expect(site("  [carousel.|") == "header@2")
        #expect(site("spa|") == "key@0 []")
        #expect(site("auto.inter|") == "key@5 [\"auto\"]")
        #expect(site("kind = |") == "bare@7 depth 1")
        #expect(site("kind = \"st|") == "quoted@8 depth 1")
        #expect(site("kind = \"stack\" |") == "none")
        #expect(site("frame = { x = 0, wi|") == "key@17 []")
        #expect(site("frame = { x = |") == "bare@14 depth 2")
        #expect(site("palette = [\"red\", \"b|") == "quoted@19 depth 2")
        #expect(site("palette = [\"red\" |") == "none")
        #expect(site("title = \"a # b\" # c|") == "none")
        #expect(site("title = \"\"\"|") == "none")
        #expect(site("\"quoted key\" = |") == "bare@15 depth 1")
    }

    @Test func pathsAreNormalizedWithoutTheDisk() {
        #expect(PathText.normalized("images/./a/../b.png") == "images/b.png")
        #expect(PathText.normalized("../up/x.png") == "../up/x.png")
        #expect(PathText.normalized("/a/../../b") == "/b")
        #expect(PathText.normalized("./") == ".")
        #expect(PathText.fileExtension(of: "a/B.PNG") == "png")
        #expect(PathText.fileExtension(of: ".hidden") == "")
    }
}
