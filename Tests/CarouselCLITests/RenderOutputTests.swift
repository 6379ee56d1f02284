import Foundation
import Testing

/// `render -o` and `demo --record` under the same output rules as `compile -o`; `render` words
/// its failures for a person, not with Foundation's error domains.
@Suite struct RenderOutputTests {
    @Test func renderToAFullDeviceReportsNoSpace() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        guard mknod(folder.path("full"), S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 else { return }
        let result = try CarouselProcess.run(
            ["render", "a.carousel.toml", "-o", "full", "--size", "160x120"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "carousel render: cannot write 'full': no space left on the device\n")
        var info = stat()
        #expect(lstat(folder.path("full"), &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func renderRefusesAFIFO() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        #expect(mkfifo(folder.path("out.png"), 0o644) == 0)
        let result = try CarouselProcess.run(
            ["render", "a.carousel.toml", "-o", "out.png", "--size", "160x120"], in: folder.url, timeout: 20)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write 'out.png': it is not a regular file"))
    }

    @Test func framesIntoAFileSaysSoWithoutCocoaWords() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        try folder.write("taken", "a file")
        let result = try CarouselProcess.run(
            ["render", "a.carousel.toml", "--frames", "2", "-o", "taken", "--size", "160x120"], in: folder.url)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "carousel render: cannot write the frames to 'taken': it is not a folder; "
                + "with --frames, -o names a folder\n"
        )
    }

    @Test func renderOfABadSpecDoesNotSayCheck() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.carousel.toml", Fixtures.syntaxError)
        let result = try CarouselProcess.run(["render", "bad.carousel.toml", "-o", "out.png"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("could not render `bad.carousel.toml`"))
        #expect(!result.stderr.contains("could not check"))
    }

    @Test func renderRefusesASpecAboveTheSizeLimit() throws {
        let folder = try TemporaryFolder()
        try folder.write("huge.carousel.toml", bytes: Data())
        #expect(truncate(folder.path("huge.carousel.toml"), 101 * 1024 * 1024) == 0)
        let result = try CarouselProcess.run(["render", "huge.carousel.toml", "-o", "out.png"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("spec files are limited to 100 MiB"))
    }

    @Test func recordRefusesADeviceBeforeTheWindowOpens() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        guard mknod(folder.path("full"), S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 else { return }
        let result = try CarouselProcess.run(["demo", "a.carousel.toml", "--record", "full"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write the recording to 'full': it is a device"))
        var info = stat()
        #expect(lstat(folder.path("full"), &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }
}
