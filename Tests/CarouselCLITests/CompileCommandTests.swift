import Foundation
import Testing

@Suite struct CompileCommandTests {
    @Test func validSpecPrintsJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let result = try CarouselProcess.run(["compile", "a.carousel.toml"], in: folder.url)
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["carousel"] != nil)
        #expect(result.stderr.isEmpty)
    }

    @Test func outputOptionWritesTheFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let printed = try CarouselProcess.run(["compile", "a.carousel.toml"], in: folder.url)
        let written = try CarouselProcess.run(["compile", "a.carousel.toml", "-o", "out.json"], in: folder.url)
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        let file = try Data(contentsOf: folder.url.appendingPathComponent("out.json"))
        #expect(file == printed.stdoutBytes)
    }

    @Test func errorsGoToStandardErrorWithExitOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.carousel.toml", Fixtures.syntaxError)
        let result = try CarouselProcess.run(["compile", "bad.carousel.toml", "-o", "out.json"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error[E01"))
        #expect(result.stderr.contains("error: could not compile `bad.carousel.toml`"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.json")))
    }

    @Test func warningsArePrintedButDoNotStopTheOutputUnlessStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write("w.carousel.toml", Fixtures.warningOnly)
        let relaxed = try CarouselProcess.run(["compile", "w.carousel.toml"], in: folder.url)
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.hasPrefix("warning["))
        #expect(relaxed.stderr.hasSuffix("warning: compiled 1 file: 1 warning\n"))
        #expect(try JSONSerialization.jsonObject(with: relaxed.stdoutBytes) is [String: Any])
        let strict = try CarouselProcess.run(["compile", "--strict", "w.carousel.toml"], in: folder.url)
        #expect(strict.status == 1)
        #expect(strict.stdout.isEmpty)
    }

    @Test func directoryAsSpecIsAnIOError() throws {
        let folder = try TemporaryFolder()
        try folder.folder("specs.carousel.toml")
        let result = try CarouselProcess.run(["compile", "specs.carousel.toml"], in: folder.url)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "carousel compile: 'specs.carousel.toml' is a directory, not a spec file; give the path of a .carousel.toml file\n"
        )
    }

    @Test func missingSpecIsAnIOError() throws {
        let folder = try TemporaryFolder()
        let result = try CarouselProcess.run(["compile", "gone.carousel.toml"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "carousel compile: cannot read 'gone.carousel.toml': no such file or directory\n")
    }

    @Test func unwritableOutputIsAnIOError() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let result = try CarouselProcess.run(
            ["compile", "a.carousel.toml", "-o", "no/such/dir/out.json"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "carousel compile: cannot write 'no/such/dir/out.json': its folder does not exist\n")
    }

    @Test func wrongNumberOfArgumentsIsAUsageError() throws {
        let none = try CarouselProcess.run(["compile"])
        let two = try CarouselProcess.run(["compile", "a.toml", "b.toml"])
        #expect(none.status == 2)
        #expect(
            none.stderr.hasPrefix(
                "carousel compile: missing SPEC, the spec file to compile\nusage: carousel compile SPEC"))
        #expect(two.status == 2)
        #expect(two.stderr.hasPrefix("carousel compile: unexpected argument 'b.toml'"))
    }
}
