import CarouselSpec
import Foundation
import SourceDiagnostics
import Testing
@testable import CarouselCLI

/// The real disk as the spec loader sees it: kinds, typed read failures, first bytes, and
/// image checks that never open a FIFO.
@Suite struct DiskFileSystemTests {
    let disk = DiskFileSystem()

    @Test func kindsOfPaths() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.png", "not really")
        #expect(mkfifo(folder.path("pipe.png"), 0o644) == 0)
        #expect(disk.kind(of: folder.path("a.png")) == .file)
        #expect(disk.kind(of: folder.url.path) == .folder)
        #expect(disk.kind(of: folder.path("pipe.png")) == .other)
        #expect(disk.kind(of: folder.path("none.png")) == .missing)
    }

    @Test func readFailuresAreTyped() throws {
        let folder = try TemporaryFolder()
        #expect(throws: FileReadError.missing) { try disk.read(folder.path("none.toml")) }
        #expect(throws: FileReadError.folder) { try disk.read(folder.url.path) }
        #expect(throws: FileReadError.folder) { try disk.readPrefix(folder.url.path, count: 4) }
    }

    @Test func prefixReadsAtMostTheFirstBytes() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.txt", "abcdef")
        #expect(try disk.readPrefix(folder.path("a.txt"), count: 4) == Array("abcd".utf8))
        #expect(try disk.readPrefix(folder.path("a.txt"), count: 64) == Array("abcdef".utf8))
        #expect(try disk.read(folder.path("a.txt")) == Array("abcdef".utf8))
    }

    @Test func aFIFONamedAsAnImageIsReportedWithoutBeingOpened() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("pipe.png"), 0o644) == 0)
        let loader = SpecLoader(fileSystem: disk, workingDirectory: folder.url.path)
        let compilation = loader.compile(
            SourceFile(
                path: "x.carousel.toml", text: "[[carousel]]\nid = \"a\"\n[[carousel.items]]\nimage = \"pipe.png\"\n"),
            baseDirectory: folder.url.path)
        #expect(compilation.diagnostics.map(\.message) == ["`image` file \"pipe.png\" cannot be read"])
    }
}
