import Foundation
import Testing

/// `-o` (compile, schema, render) and `demo --record` replace only regular files, never follow a
/// link out of its folder, and report a device's write errors.
@Suite struct OutputFileTests {
    /// `compile ok.carousel.toml -o`, `schema -o`: the two commands that write through FileWriter.
    static let writers: [[String]] = [["compile", "ok.carousel.toml", "-o"], ["schema", "-o"]]

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    @Test(arguments: writers)
    func fifoIsRefusedAndKept(command: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("ok.carousel.toml", Fixtures.valid)
        #expect(mkfifo(folder.path("out"), 0o644) == 0)
        let result = try CarouselProcess.run(command + ["out"], in: folder.url, timeout: 20)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write 'out': it is not a regular file"))
        #expect(kind(folder.path("out")) == S_IFIFO)
    }

    @Test(arguments: writers)
    func fullDeviceReportsNoSpaceAndStaysADevice(command: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("ok.carousel.toml", Fixtures.valid)
        // A private copy of /dev/full (character device 1,7): making one needs root.
        guard mknod(folder.path("full"), S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 else { return }
        let result = try CarouselProcess.run(command + ["full"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("cannot write 'full': no space left on the device\n"))
        #expect(kind(folder.path("full")) == S_IFCHR)
    }

    @Test func nullDeviceIsWrittenInPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("ok.carousel.toml", Fixtures.valid)
        // A private copy of /dev/null (character device 1,3), so a broken writer cannot replace the real one.
        guard mknod(folder.path("null"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 else { return }
        let result = try CarouselProcess.run(["compile", "ok.carousel.toml", "-o", "null"], in: folder.url)
        #expect(result.status == 0)
        #expect(kind(folder.path("null")) == S_IFCHR)
    }

    @Test func linkOutOfItsFolderIsNotFollowed() throws {
        let folder = try TemporaryFolder()
        try folder.write("ok.carousel.toml", Fixtures.valid)
        try folder.write("elsewhere/target.json", "keep")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("out.json"), withDestinationPath: "elsewhere/target.json")
        let result = try CarouselProcess.run(["compile", "ok.carousel.toml", "-o", "out.json"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("it is a symbolic link to 'elsewhere/target.json', outside its folder"))
        #expect(kind(folder.path("out.json")) == S_IFLNK)
        #expect(try String(contentsOfFile: folder.path("elsewhere/target.json"), encoding: .utf8) == "keep")
    }

    @Test func linkWithinItsFolderWritesItsTargetAndStaysALink() throws {
        let folder = try TemporaryFolder()
        try folder.write("ok.carousel.toml", Fixtures.valid)
        try folder.write("real.json", "old")
        try FileManager.default.createSymbolicLink(atPath: folder.path("out.json"), withDestinationPath: "real.json")
        let result = try CarouselProcess.run(["compile", "ok.carousel.toml", "-o", "out.json"], in: folder.url)
        #expect(result.status == 0)
        #expect(kind(folder.path("out.json")) == S_IFLNK)
        #expect(try String(contentsOfFile: folder.path("real.json"), encoding: .utf8).hasPrefix("{"))
    }

    @Test func writeErrorsDoNotTalkAboutReadPermission() throws {
        let result = try CarouselProcess.run(["schema", "-o", "/proc/version"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("carousel schema: cannot write '/proc/version': "))
        #expect(!result.stderr.contains("read permission"))
    }
}
