import Foundation
import Testing

/// `carousel demo` checks its flags before it opens a window (these tests need no display).
@Suite struct DemoCommandTests {
    @Test func recordingIntoAMissingFolderFailsBeforeTheWindowOpens() throws {
        let result = try CarouselProcess.run(["demo", "--record", "/no/such/folder/r.json", "--exit-after", "1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write the recording to '/no/such/folder/r.json'"))
    }

    @Test func recordingOntoAFolderIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let result = try CarouselProcess.run(["demo", "--record", folder.url.path, "--exit-after", "1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is a directory; give a file name"))
    }

    @Test func anUnknownRendererIsAUsageErrorNamingTheChoices() throws {
        let result = try CarouselProcess.run(["demo", "--renderer", "vulkan", "--exit-after", "1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("invalid value 'vulkan' for --renderer; expected auto, gpu or software"))
        #expect(result.stdout.isEmpty)
    }

    @Test func theRendererFlagNeedsAValue() throws {
        let result = try CarouselProcess.run(["demo", "--renderer"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'--renderer' needs a value"))
    }

    @Test func helpExplainsWhatAutoPicks() throws {
        let result = try CarouselProcess.run(["demo", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("[--renderer auto|gpu|software]"))
        #expect(result.stdout.contains("llvmpipe"))
    }

    @Test func withoutADisplayItSaysHowToRunItAndNothingElse() throws {
        let result = try CarouselProcess.run(
            ["demo", "Configs/featured.carousel.toml"],
            in: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent(),
            environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""])
        #expect(result.status == 2)
        let expected = [
            "carousel demo: no display available (could not open a display: "
                + "neither DISPLAY nor WAYLAND_DISPLAY is set).",
            "Run it under a virtual X display:  xvfb-run -a carousel demo Configs/featured.carousel.toml",
            "or draw frames without a display:  carousel render Configs/featured.carousel.toml -o out.png",
            "",
        ]
        #expect(result.stderr == expected.joined(separator: "\n"))
        #expect(result.stdout.isEmpty)
    }
}
