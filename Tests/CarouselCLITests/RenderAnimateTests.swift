import Foundation
import Testing

/// `carousel render --animate`: GIF and WebP files decoded by ImageMagick's `identify` (frame
/// count, size, delay), the script replay, and the usage errors.
@Suite struct RenderAnimateTests {
    /// One `identify -format "%n %W %H %T"` line per frame (frames, canvas width and height,
    /// delay in centiseconds). Fails, naming the package, when ImageMagick is not installed.
    static func identify(_ path: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["identify", "-format", "%n %W %H %T\\n", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "identify failed on \(path): install imagemagick (Debian package)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func gifHasTheDefaultRateTheRequestedLengthAndSize() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let result = try CarouselProcess.run(
            ["render", "a.carousel.toml", "--animate", "p.gif", "--size", "320x200", "--duration", "1"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "carousel render: wrote p.gif (20 frames, 320x200 pixels, 20 fps, 1 s, looping)\n")
        #expect(try Self.identify(folder.path("p.gif")) == Array(repeating: "20 320 200 5", count: 20))
    }

    /// A marquee drifts, so every frame differs (libwebp merges a frame equal to the one before
    /// into one longer frame).
    static let marquee = """
        [[carousel]]
        id = "ticker"
        kind = "marquee"

        [carousel.generate]
        count = 12

        """

    @Test func webPHonoursFpsAndScale() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Self.marquee)
        let result = try CarouselProcess.run(
            [
                "render", "a.carousel.toml", "--animate", "p.webp", "--size", "200x150", "--scale", "2",
                "--fps", "10", "--duration", "500ms",
            ],
            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.identify(folder.path("p.webp")) == Array(repeating: "5 400 300 10", count: 5))
    }

    @Test func fifteenFramesPerSecondRoundsGifDelaysWithoutDrift() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let result = try CarouselProcess.run(
            [
                "render", "a.carousel.toml", "--animate", "p.gif", "--size", "160x120", "--fps", "15", "--duration",
                "0.4",
            ],
            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let delays = try Self.identify(folder.path("p.gif")).compactMap { $0.split(separator: " ").last }
        #expect(delays == ["7", "6", "7", "7", "6", "7"])
    }

    @Test func aScriptSetsTheDefaultLengthAndMovesTheCarousel() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        try folder.write(
            "swipe.json",
            """
            {"events": [
              {"t": 0.2, "type": "down", "x": 900, "y": 400},
              {"t": 0.25, "type": "move", "x": 600, "y": 400},
              {"t": 0.3, "type": "up", "x": 300, "y": 400},
              {"t": 4.5, "type": "key", "key": "right"}
            ]}
            """)
        let still = try CarouselProcess.run(
            [
                "render", "a.carousel.toml", "--animate", "still.gif", "--size", "320x200", "--fps", "4",
                "--duration", "6.5",
            ],
            in: folder.url)
        let swiped = try CarouselProcess.run(
            [
                "render", "a.carousel.toml", "--script", "swipe.json", "--animate", "swipe.gif", "--size", "320x200",
                "--fps", "4",
            ],
            in: folder.url)
        #expect(still.status == 0 && swiped.status == 0, "\(still.stderr)\(swiped.stderr)")
        // Until 2 s after the last event (4.5 s): 6.5 s at 4 fps, 26 frames.
        #expect(try Self.identify(folder.path("swipe.gif")).count == 26)
        let stillBytes = try Data(contentsOf: folder.url.appendingPathComponent("still.gif"))
        let swipeBytes = try Data(contentsOf: folder.url.appendingPathComponent("swipe.gif"))
        #expect(stillBytes != swipeBytes, "the swipe did not change the pictures")
    }

    @Test func badAnimateArgumentsAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let cases: [([String], String)] = [
            (["--animate", "p.png"], "carousel render: --animate: 'p.png' does not end in .gif or .webp"),
            (
                ["--animate", "p.gif", "-o", "x.png"],
                "carousel render: --animate writes p.gif itself; leave out --output"
            ),
            (
                ["--animate", "p.gif", "--frames", "3"],
                "carousel render: --animate writes p.gif itself; leave out --frames"
            ),
            (["-o", "x.png", "--fps", "10"], "carousel render: --fps needs --animate OUT.gif (or .webp)"),
            (["-o", "x.png", "--duration", "1"], "carousel render: --duration needs --animate OUT.gif (or .webp)"),
            (["--animate", "p.gif", "--fps", "51"], "carousel render: invalid value '51' for --fps"),
            (["--animate", "p.gif", "--scene"], "carousel render: --animate and --scene do not go together"),
        ]
        for (arguments, message) in cases {
            let result = try CarouselProcess.run(["render", "a.carousel.toml"] + arguments, in: folder.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("p.gif")))
    }

    /// The README's animated showcase: there, made by the command its caption shows, and small.
    @Test func theReadmesShowcaseGifIsSmallAndMatchesItsCaption() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("](docs/images/showcase.gif)"))
        #expect(readme.contains("--animate docs/images/showcase.gif --size 640x400 --duration 5"))
        let gif = root.appendingPathComponent("docs/images/showcase.gif").path
        let bytes = try FileManager.default.attributesOfItem(atPath: gif)[.size] as? Int ?? .max
        #expect(bytes < 1_500_000, "docs/images/showcase.gif is \(bytes) bytes")
        #expect(try Self.identify(gif) == Array(repeating: "100 640 400 5", count: 100))
    }

    @Test func aSpecWithErrorsWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.carousel.toml", Fixtures.misspelled)
        let result = try CarouselProcess.run(["render", "bad.carousel.toml", "--animate", "p.gif"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("E0201"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("p.gif")))
    }
}
