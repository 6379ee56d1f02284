import Foundation
import Testing

/// A long bad value is cut in messages (80 characters with an ellipsis), never echoed whole.
@Suite struct LongValueTests {
    @Test func tenMegabyteBadColorGivesAShortMessage() throws {
        let folder = try TemporaryFolder()
        let value = String(repeating: "z", count: 10_000_000)
        try folder.write(
            "long.carousel.toml",
            "[window]\nbackground = \"\(value)\"\n"
                + "[[carousel]]\nid = \"a\"\n[carousel.generate]\ncount = 3\n")
        let result = try CarouselProcess.run(["compile", "long.carousel.toml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.utf8.count < 4_000)
        #expect(result.stderr.contains("\"" + String(repeating: "z", count: 79) + "…\""))
    }

    @Test func valueOfEightyCharactersIsShownWhole() throws {
        let folder = try TemporaryFolder()
        let value = String(repeating: "z", count: 80)
        try folder.write(
            "edge.carousel.toml",
            "[window]\nbackground = \"\(value)\"\n"
                + "[[carousel]]\nid = \"a\"\n[carousel.generate]\ncount = 3\n")
        let result = try CarouselProcess.run(["compile", "edge.carousel.toml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\"" + value + "\""))
        #expect(!result.stderr.contains("…"))
    }
}
