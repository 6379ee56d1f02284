import Foundation
import Testing

/// A check of more than half a megabyte of input grows the heap once with huge pages
/// (`HugePageHeap`) before reading: the results must be those of any other check.
@Suite struct LargeCheckTests {
    /// A spec of `count` items, about 110 bytes each; item `duplicate` (when given) repeats item 0's id.
    static func spec(items count: Int, duplicate: Int? = nil) -> String {
        var text = "[[carousel]]\nid = \"big\"\n"
        for index in 0..<count {
            let id = index == duplicate ? "item-0" : "item-\(index)"
            text += "\n[[carousel.items]]\nid = \"\(id)\"\ntitle = \"Item number \(index) of the large check\"\n"
            text += "color = \"teal\"\n"
        }
        return text
    }

    @Test func aCleanSpecOverHalfAMegabyteChecksClean() throws {
        let folder = try TemporaryFolder()
        let text = Self.spec(items: 6_000)
        #expect(text.utf8.count > 512 * 1024)
        try folder.write("big.carousel.toml", text)
        let result = try CarouselProcess.run(["check", "big.carousel.toml", "--color", "never"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("checked 1 file: no problems found"))
    }

    @Test func theLastItemsDuplicateIdIsReportedAtItsLine() throws {
        let folder = try TemporaryFolder()
        let count = 6_000
        let text = Self.spec(items: count, duplicate: count - 1)
        try folder.write("big.carousel.toml", text)
        let result = try CarouselProcess.run(["check", "big.carousel.toml", "--color", "never"], in: folder.url)
        // Two header lines, then five lines per item: the last item's id is on line 2 + 5 * (count - 1) + 3.
        let line = 2 + 5 * (count - 1) + 3
        #expect(result.status == 1)
        #expect(result.stdout.contains(" --> big.carousel.toml:\(line):6"), "\(result.stdout)")
    }
}
