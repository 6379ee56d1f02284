import Foundation
import Testing

@Suite("carousel fmt")
struct FmtCommandTests {
    static let messy = "version=1\r\n[window]\r\ntitle =   \"Messy\"   # the title\r\nsize=[ 640,480 ]\r\n\r\n\r\n"
    static let tidy = "version = 1\n\n[window]\ntitle = \"Messy\" # the title\nsize = [640, 480]\n"

    @Test("the repository's Configs/ specs are already formatted (fmt --check Configs/ exits 0)")
    func configsAreFormatted() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let result = try CarouselProcess.run(["fmt", "--check", "Configs/"], in: root)
        #expect(result.status == 0, "run `carousel fmt Configs/`:\n\(result.stdout)")
        #expect(result.stdout.isEmpty)
    }

    @Test("rewrites a file in place, keeps its permissions, leaves a formatted file alone")
    func rewritesInPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("Configs/a.carousel.toml", Self.messy)
        try folder.write("Configs/b.carousel.toml", Self.tidy)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o600], ofItemAtPath: folder.path("Configs/a.carousel.toml"))
        let before = try FileManager.default.attributesOfItem(atPath: folder.path("Configs/b.carousel.toml"))
        let result = try CarouselProcess.run(["fmt"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "formatted 1 file, 1 already formatted\n")
        #expect(try String(contentsOfFile: folder.path("Configs/a.carousel.toml"), encoding: .utf8) == Self.tidy)
        let after = try FileManager.default.attributesOfItem(atPath: folder.path("Configs/b.carousel.toml"))
        #expect(
            before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int, "an unchanged file is not rewritten")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path("Configs/a.carousel.toml"))[
            .posixPermissions]
        #expect(mode as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("Configs")).count == 2)
    }

    @Test("--check prints a unified diff, changes nothing and exits 1")
    func checkPrintsADiff() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Self.messy)
        let result = try CarouselProcess.run(["fmt", "--check", "a.carousel.toml"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stdout.hasPrefix(
                "--- a.carousel.toml\n+++ a.carousel.toml\n@@ -1,6 +1,5 @@\n-version=1\r\n-[window]\r\n"))
        #expect(result.stderr == "1 file would be reformatted, 0 already formatted\n")
        #expect(try String(contentsOfFile: folder.path("a.carousel.toml"), encoding: .utf8) == Self.messy)
        let diff = try CarouselProcess.run(["fmt", "--diff", "a.carousel.toml"], in: folder.url)
        #expect(diff.status == 0)
        #expect(diff.stdout == result.stdout)
    }

    @Test("a file that is not valid TOML is left alone, with its diagnostics, exit 2")
    func invalidFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.carousel.toml", "a = \n")
        try folder.write("good.carousel.toml", Self.messy)
        let result = try CarouselProcess.run(["fmt", "."], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error[E0101]"))
        #expect(result.stderr.contains(" --> bad.carousel.toml:1:"))
        #expect(result.stdout == "formatted 1 file, 0 already formatted, 1 could not be formatted\n")
        #expect(try String(contentsOfFile: folder.path("bad.carousel.toml"), encoding: .utf8) == "a = \n")
    }

    @Test("`-` formats standard input to standard output")
    func standardInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("in.toml", Self.messy)
        let binary = CarouselProcess.binary.path
        let result = try CarouselProcess.run(
            ["-c", "'\(binary)' fmt - < in.toml"], in: folder.url, executable: "/bin/sh")
        #expect(result.status == 0)
        #expect(result.stdout == Self.tidy)
        let check = try CarouselProcess.run(
            ["-c", "'\(binary)' fmt --check - < in.toml"], in: folder.url, executable: "/bin/sh")
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("--- <stdin>\n+++ <stdin>\n"))
    }

    @Test("`-` cannot be mixed with paths")
    func standardInputAlone() throws {
        let result = try CarouselProcess.run(["fmt", "-", "x.toml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot be combined"))
    }
}

@Suite("carousel fmt through a symbolic link")
struct FmtLinkTests {
    @Test("a linked file is formatted at its target and the link stays a link")
    func followsLinks() throws {
        let folder = try TemporaryFolder()
        try folder.write("real/a.toml", FmtCommandTests.messy)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.toml"), withDestinationPath: "real/a.toml")
        let result = try CarouselProcess.run(["fmt", "link.toml"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: folder.path("real/a.toml"), encoding: .utf8) == FmtCommandTests.tidy)
        let type =
            try FileManager.default.attributesOfItem(atPath: folder.path("link.toml"))[.type] as? FileAttributeType
        #expect(type == .typeSymbolicLink)
    }
}
