import Foundation
import Testing

/// `carousel render` run as a subprocess: PNG output, bad arguments and bad specs.
@Suite struct RenderCommandTests {
    static let pngMagic = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// Width and height from a PNG's IHDR chunk (bytes 16..<24, big-endian).
    private func pngSize(_ data: Data) -> (Int, Int)? {
        guard data.count >= 24 else { return nil }
        let bytes = [UInt8](data[16..<24])
        let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }

    @Test func writesAPNGOfTheRequestedSize() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let result = try CarouselProcess.run(
            ["render", "a.carousel.toml", "-o", "out.png", "--size", "320x200"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "carousel render: wrote out.png\n")
        let png = try Data(contentsOf: folder.url.appendingPathComponent("out.png"))
        #expect(png.prefix(8) == Self.pngMagic)
        #expect(pngSize(png).map { [$0.0, $0.1] } == [320, 200])
    }

    @Test func framesWritesANumberedSequence() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let result = try CarouselProcess.run(
            ["render", "a.carousel.toml", "--frames", "3", "--every", "0.1", "--size", "160x120", "-o", "frames"],
            in: folder.url)
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("frames")).sorted()
        #expect(names == ["frame-0001.png", "frame-0002.png", "frame-0003.png"])
        for name in names {
            let png = try Data(contentsOf: folder.url.appendingPathComponent("frames/" + name))
            #expect(png.prefix(8) == Self.pngMagic)
        }
    }

    @Test func badSizeIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        for size in ["320", "0x10", "axb", "320x200x1", "99999x100", "-320x200"] {
            let result = try CarouselProcess.run(
                ["render", "a.carousel.toml", "-o", "out.png", "--size=\(size)"], in: folder.url)
            #expect(result.status == 2, "--size \(size)")
            #expect(result.stderr.hasPrefix("carousel render: invalid value '\(size)' for --size"), "--size \(size)")
            #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
        }
    }

    @Test func otherBadArgumentsAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let cases: [[String]] = [
            ["a.carousel.toml"], ["-o", "out.png"], ["a.carousel.toml", "-o", "out.png", "--at", "-1"],
            ["a.carousel.toml", "-o", "out.png", "--at", "nan"], ["a.carousel.toml", "-o", "out.png", "--scale", "9"],
            ["a.carousel.toml", "-o", "out.png", "--frames", "0"], ["a.carousel.toml", "-o", "out.png", "--bogus"],
        ]
        for arguments in cases {
            let result = try CarouselProcess.run(["render"] + arguments, in: folder.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("carousel render: "), "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
    }

    @Test func missingSpecOrScriptIsAnIOError() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let spec = try CarouselProcess.run(["render", "gone.carousel.toml", "-o", "out.png"], in: folder.url)
        #expect(spec.status == 2)
        #expect(spec.stderr.hasPrefix("carousel render: cannot read"))
        #expect(spec.stderr.contains("gone.carousel.toml"))
        let script = try CarouselProcess.run(
            ["render", "a.carousel.toml", "-o", "out.png", "--input", "gone.json"], in: folder.url)
        #expect(script.status == 2)
        #expect(script.stderr.contains("gone.json"))
        let unwritable = try CarouselProcess.run(
            ["render", "a.carousel.toml", "-o", "no/such/dir/out.png", "--size", "160x120"], in: folder.url)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("no/such/dir/out.png"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
    }

    @Test func specWithErrorsExitsOneAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.carousel.toml", Fixtures.misspelled)
        let result = try CarouselProcess.run(["render", "bad.carousel.toml", "-o", "out.png"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error[E0201]: unknown key `spaceing`"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
    }
}
