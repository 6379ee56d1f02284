import Foundation
import Testing

/// `carousel render --compare` run as a subprocess: the same picture matches (exit 0), a
/// one-card change differs (exit 3, a diff image, a count), and bad approved pictures are
/// clear errors.
@Suite struct RenderCompareTests {
    /// Two cards; `color` is the first card's colour.
    static func spec(color: String) -> String {
        """
        [window]
        size = [400, 240]

        [[carousel]]
        id = "row"
        per-view = 2

        [[carousel.items]]
        title = "One"
        color = "\(color)"

        [[carousel.items]]
        title = "Two"
        color = "orange"
        """
    }

    private func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Self.spec(color: "purple"))
        try folder.write("b.carousel.toml", Self.spec(color: "teal"))
        let update = try CarouselProcess.run(
            ["render", "a.carousel.toml", "--at", "1", "--compare", "approved.png", "--update"], in: folder.url)
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stderr == "carousel render: wrote the approved picture approved.png\n")
        return folder
    }

    @Test func theSamePictureMatches() throws {
        let folder = try folder()
        let result = try CarouselProcess.run(
            ["render", "a.carousel.toml", "--at", "1", "--compare", "approved.png"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("carousel render: matches approved.png: 0 pixels differ by more than 3 levels"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("approved.diff.png")))
    }

    @Test func aOneCardChangeDiffersWithItsOwnStatusAndADiffImage() throws {
        let folder = try folder()
        let result = try CarouselProcess.run(
            ["render", "b.carousel.toml", "--at", "1", "--compare", "approved.png"], in: folder.url)
        #expect(result.status == 3, "\(result.stderr)")
        let words = result.stderr.split(separator: " ")
        let index = try #require(words.firstIndex(of: "approved.png:"))
        let count = try #require(Int(words[index + 1]))
        #expect(count > 0)
        #expect(result.stderr.contains("diff image: approved.diff.png"))
        let diff = try Data(contentsOf: folder.url.appendingPathComponent("approved.diff.png"))
        #expect(diff.prefix(8) == RenderCommandTests.pngMagic)
        // Allowing that many changed pixels makes it match.
        let allowed = try CarouselProcess.run(
            ["render", "b.carousel.toml", "--at", "1", "--compare", "approved.png", "--max-changed", "\(count)"],
            in: folder.url)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        // A tolerance of every level makes every pixel match.
        let tolerant = try CarouselProcess.run(
            ["render", "b.carousel.toml", "--at", "1", "--compare", "approved.png", "--tolerance", "255"],
            in: folder.url)
        #expect(tolerant.status == 0, "\(tolerant.stderr)")
    }

    @Test func anotherSizeIsItsOwnMessage() throws {
        let folder = try folder()
        let result = try CarouselProcess.run(
            ["render", "a.carousel.toml", "--size", "320x200", "--compare", "approved.png"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("is 400x240 pixels, the render is 320x200: the sizes differ"))
    }

    @Test func aMissingCorruptOrForeignApprovedPictureIsAClearError() throws {
        let folder = try folder()
        let missing = try CarouselProcess.run(["render", "a.carousel.toml", "--compare", "nope.png"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read 'nope.png': no such file or directory (--update writes"))
        try folder.write("text.png", "not a picture at all, just text that is long enough\n")
        let foreign = try CarouselProcess.run(["render", "a.carousel.toml", "--compare", "text.png"], in: folder.url)
        #expect(foreign.status == 2)
        #expect(foreign.stderr.contains("the approved picture 'text.png' is not a PNG file"))
        let approved = try Data(contentsOf: folder.url.appendingPathComponent("approved.png"))
        try folder.write("cut.png", bytes: approved.prefix(approved.count / 2))
        let cut = try CarouselProcess.run(
            ["render", "a.carousel.toml", "--at", "1", "--compare", "cut.png"], in: folder.url)
        #expect(cut.status == 2, "\(cut.stderr)")
        #expect(cut.stderr.contains("carousel render: cannot compare with cut.png"))
    }

    @Test func companionsWithoutCompareAndCompareWithFramesAreUsageErrors() throws {
        let folder = try folder()
        let alone = try CarouselProcess.run(["render", "a.carousel.toml", "--update", "-o", "x.png"], in: folder.url)
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("--update goes with --compare APPROVED.png"))
        let frames = try CarouselProcess.run(
            ["render", "a.carousel.toml", "--compare", "approved.png", "--frames", "2"], in: folder.url)
        #expect(frames.status == 2)
        #expect(frames.stderr.contains("--compare checks one picture"))
    }
}
