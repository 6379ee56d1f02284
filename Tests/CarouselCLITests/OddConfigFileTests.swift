import Foundation
import Testing

/// A `.carousel-lint.toml` that is not a regular file is an error naming it (exit 2), never
/// skipped for the config above; a `*.carousel.toml` in a folder walk that is a FIFO or a link
/// to a device is named too; a config's diagnostics stop at 1,000 (issue 21).
@Suite struct OddConfigFileTests {
    enum Odd: String, CaseIterable, Sendable {
        case fifo, folder, linkToDevice, danglingLink, linkLoop

        /// Puts this kind of thing at `path`.
        func make(at path: String) throws {
            let files = FileManager.default
            switch self {
            case .fifo: #expect(mkfifo(path, 0o644) == 0)
            case .folder: try files.createDirectory(atPath: path, withIntermediateDirectories: false)
            case .linkToDevice: try files.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
            case .danglingLink: try files.createSymbolicLink(atPath: path, withDestinationPath: "missing.toml")
            case .linkLoop: try files.createSymbolicLink(atPath: path, withDestinationPath: ".carousel-lint.toml")
            }
        }

        /// What the error says about it.
        var words: String {
            switch self {
            case .fifo, .linkToDevice: return "is not a regular file (a FIFO, device or socket is never read)"
            case .folder: return "is a directory, not a project config"
            case .danglingLink: return "is a symbolic link to a file that does not exist"
            case .linkLoop: return "too many levels of symbolic links (is there a link loop?)"
            }
        }
    }

    @Test(arguments: Odd.allCases)
    func anOddChildConfigIsAnErrorNamingIt(odd: Odd) throws {
        let folder = try TemporaryFolder()
        // The parent config would allow the warning: it must not apply in the child's place.
        try folder.write(".carousel-lint.toml", "[severity]\nW0405 = \"allow\"\n")
        try folder.write("sub/a.carousel.toml", Fixtures.warningOnly)
        try odd.make(at: folder.path("sub/.carousel-lint.toml"))
        let result = try CarouselProcess.run(["check", "sub"], in: folder.url, timeout: 20)
        #expect(result.status == 2)
        #expect(result.stderr.contains("carousel check: "))
        #expect(result.stderr.contains("'sub/.carousel-lint.toml'"), "\(result.stderr)")
        #expect(result.stderr.contains(odd.words), "\(result.stderr)")
    }

    @Test func aFIFOOrALinkToADeviceInAFolderWalkIsNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("tree/good.carousel.toml", Fixtures.valid)
        #expect(mkfifo(folder.path("tree/pipe.carousel.toml"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("tree/device.carousel.toml"), withDestinationPath: "/dev/null")
        // Other odd names are not specs and stay unmentioned.
        #expect(mkfifo(folder.path("tree/pipe.txt"), 0o644) == 0)
        let result = try CarouselProcess.run(["check", "tree"], in: folder.url, timeout: 20)
        #expect(result.status == 2)
        let tail =
            "is not a regular file (a FIFO, device or socket is never read); give the path of a .carousel.toml file"
        #expect(result.stderr.contains("carousel check: 'tree/pipe.carousel.toml' \(tail)"), "\(result.stderr)")
        #expect(result.stderr.contains("carousel check: 'tree/device.carousel.toml' \(tail)"), "\(result.stderr)")
        #expect(!result.stderr.contains("pipe.txt"))
        // The rest of the folder is still checked.
        #expect(result.stdout.contains("checked 1 file"), "\(result.stdout)")
    }

    @Test func aConfigOf300000UnknownCodesStopsAtTheLimitInBoundedMemory() throws {
        let folder = try TemporaryFolder()
        let text = "[severity]\n" + (0..<300_000).map { "X\($0) = \"allow\"\n" }.joined()
        try folder.write(".carousel-lint.toml", text)
        try folder.write("a.carousel.toml", Fixtures.valid)
        let (result, peak) = try CarouselProcess.runMeasured(["check", "a.carousel.toml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("299000 more problems not shown (carousel reports at most 1000 per file)"))
        #expect(!result.stdout.contains("`X1000`"))
        #expect(result.stdoutBytes.count < 1_000_000)
        #expect(peak < 10 * text.utf8.count + 64_000_000, "peak \(peak) bytes for \(text.utf8.count) bytes")
    }
}
