import Foundation
import Testing

/// The spec's `[window] size`, `render --size` and `demo --size` share one minimum,
/// `WindowBounds` (160 × 120 points), so a 120-point ticker strip works everywhere (issue 9:
/// `render --size 100x100` used to pass while a spec window had to be 320 × 240).
@Suite struct WindowMinimumTests {
    static let ticker = """
        [window]
        size = [160, 120]

        [[carousel]]
        id = "ticker"
        kind = "marquee"

        [[carousel.items]]
        title = "One"

        [[carousel.items]]
        title = "Two"

        """

    @Test func aTickerStripAtTheMinimumChecksAndRenders() throws {
        let folder = try TemporaryFolder()
        try folder.write("ticker.carousel.toml", Self.ticker)
        let check = try CarouselProcess.run(["check", "ticker.carousel.toml"], in: folder.url)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let render = try CarouselProcess.run(
            ["render", "ticker.carousel.toml", "-o", "out.png", "--size", "160x120"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
    }

    @Test func belowTheMinimumIsRejectedByEveryCommand() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        try folder.write("small.carousel.toml", Self.ticker.replacingOccurrences(of: "[160, 120]", with: "[160, 119]"))
        let check = try CarouselProcess.run(["check", "small.carousel.toml"], in: folder.url)
        #expect(check.status == 1)
        #expect((check.stdout + check.stderr).contains("E0301"), "\(check.stdout)\(check.stderr)")
        for command in ["render", "demo"] {
            for size in ["100x100", "159x120", "160x119"] {
                let result = try CarouselProcess.run(
                    [command, "a.carousel.toml", "-o", "out.png", "--size=\(size)"].filter {
                        command == "render" || ($0 != "-o" && $0 != "out.png")
                    }, in: folder.url)
                #expect(result.status == 2, "\(command) --size \(size)")
                #expect(
                    result.stderr.hasPrefix("carousel \(command): invalid value '\(size)' for --size"),
                    "\(command) --size \(size): \(result.stderr)")
                // The message says the range the command takes (the demo's is a spec window's).
                let widest = command == "demo" ? "7680" : "16384"
                #expect(
                    result.stderr.contains("expected WIDTHxHEIGHT in points, width 160 to \(widest), height 120 to "),
                    "\(command) --size \(size): \(result.stderr)")
            }
        }
    }
}
