import Foundation
import Testing

/// Issue 21: `render`'s messages say what is wrong and what was written.
@Suite struct RenderMessageTests {
    /// Both options were in range; the cause is the 22,800-pixel side, which the message names
    /// with the limit (it said "size 12000.0x12000.0 is out of range").
    @Test func aPictureTooLargeNamesItsPixelSideAndTheLimit() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let result = try CarouselProcess.run(
            ["render", "a.carousel.toml", "--size", "12000x12000", "--scale", "1.9", "-o", "big.png"], in: folder.url)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "carousel render: could not create the canvas: 12000x12000 points at scale 1.9 is 22800x22800 "
                + "pixels; a picture is at most 16384 pixels a side: give a smaller size or scale\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("big.png")))
    }

    /// `--duration 0.05 --fps 1` is one frame: docs/cli.md says that is a still WebP, and the
    /// report said "1 frames ... 1 s, looping".
    @Test func aOneFrameAnimationIsReportedAsAStillImage() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        for name in ["x.webp", "x.gif"] {
            let result = try CarouselProcess.run(
                [
                    "render", "a.carousel.toml", "--animate", name, "--size", "160x120", "--duration", "0.05",
                    "--fps", "1",
                ],
                in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "carousel render: wrote \(name) (a still image, 160x120 pixels)\n")
        }
        #expect(try RenderAnimateTests.identify(folder.path("x.webp")) == ["1 160 120 0"])
    }
}
