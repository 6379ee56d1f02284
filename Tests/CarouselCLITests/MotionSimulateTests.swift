import Foundation
import Testing

@testable import CarouselCLI

/// `carousel simulate` for the motion options: the time left that `progress = "bar"` and
/// `"ring"` draw is in the frame lines (`auto-left`), and `reduced-motion = "auto"` follows
/// GNOME's `enable-animations` through a `gsettings` command on `PATH` (a stand-in script here)
/// when `CAROUSEL_REDUCED_MOTION` says nothing.
@Suite struct MotionSimulateTests {
    static func spec(progress: String, reducedMotion: String = "off") -> String {
        """
        [window]
        size = [800, 400]
        reduced-motion = "\(reducedMotion)"

        [[carousel]]
        id = "show"
        [carousel.auto]
        interval = "2s"
        pause-on-hover = false
        progress = "\(progress)"
        [carousel.generate]
        count = 3

        """
    }

    /// The frame lines of `simulate` as (t, motion, auto-left of the carousel).
    static func frames(_ stdout: String) throws -> [(t: Double, motion: String, left: Double?)] {
        try stdout.split(separator: "\n").compactMap { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard object["type"] as? String == "frame" else { return nil }
            let carousel = try #require((object["carousels"] as? [[String: Any]])?.first)
            return (
                try #require(object["t"] as? Double), try #require(object["motion"] as? String),
                carousel["auto-left"] as? Double
            )
        }
    }

    /// At rest from the start, the countdown runs from the interval: auto-left = 2 - t until the
    /// first page at 2 s, for each kind of indicator (and without one).
    @Test(arguments: ["bar", "ring", "none"])
    func theTimeLeftIsInTheFrameLines(progress: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("p.carousel.toml", Self.spec(progress: progress))
        let result = try CarouselProcess.run(
            ["simulate", "p.carousel.toml", "--duration", "1.9", "--fps", "10"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try Self.frames(result.stdout)
        #expect(frames.count == 20)
        for frame in frames {
            let left = try #require(frame.left, "no auto-left at \(frame.t)")
            #expect(abs(left - (2 - frame.t)) < 2e-4, "auto-left \(left) at \(frame.t)")
        }
    }

    /// A `gsettings` stand-in printing `answer` for `get org.gnome.desktop.interface
    /// enable-animations` (and failing for anything else), in a folder put first on `PATH`.
    static func fakeGsettings(in folder: TemporaryFolder, answer: String) throws -> String {
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = bin.appendingPathComponent("gsettings")
        try """
        #!/bin/sh
        [ "$*" = "get org.gnome.desktop.interface enable-animations" ] || exit 1
        echo \(answer)

        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    @Test(arguments: [("false", "reduced"), ("true", "full")])
    func autoFollowsGsettingsWhenTheVariableSaysNothing(answer: String, motion: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("p.carousel.toml", Self.spec(progress: "ring", reducedMotion: "auto"))
        let path = try Self.fakeGsettings(in: folder, answer: answer)
        // An empty CAROUSEL_REDUCED_MOTION is not understood: reported, then gsettings decides.
        let result = try CarouselProcess.run(
            ["simulate", "p.carousel.toml", "--duration", "0.5", "--fps", "10"], in: folder.url,
            environment: ["PATH": path, "CAROUSEL_REDUCED_MOTION": ""])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try Self.frames(result.stdout)
        #expect(!frames.isEmpty)
        #expect(Set(frames.map(\.motion)) == [motion])
        // The countdown runs under either motion (reduced motion keeps auto-scroll, issue 24).
        #expect(frames.allSatisfy { $0.left != nil })
        // The variable wins over gsettings.
        let overridden = try CarouselProcess.run(
            ["simulate", "p.carousel.toml", "--duration", "0.2", "--fps", "10"], in: folder.url,
            environment: ["PATH": path, "CAROUSEL_REDUCED_MOTION": answer == "false" ? "0" : "1"])
        let other = motion == "reduced" ? "full" : "reduced"
        #expect(Set(try Self.frames(overridden.stdout).map(\.motion)) == [other])
    }
}
