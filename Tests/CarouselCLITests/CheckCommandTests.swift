import Foundation
import Testing

@Suite struct CheckCommandTests {
    @Test func cleanFilesExitZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("Configs/a.carousel.toml", Fixtures.valid)
        try folder.write("Configs/nested/b.carousel.toml", Fixtures.valid)
        let result = try CarouselProcess.run(["check"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "checked 2 files: no problems found\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func theRepositorysSampleSpecsAreClean() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        try #require(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Configs").path),
            "no Configs/ beside the tests")
        let result = try CarouselProcess.run(["check", "--strict"], in: root)
        #expect(result.status == 0, "Configs/ should check clean:\n\(result.stdout)")
        #expect(result.stdout.hasPrefix("checked ") && result.stdout.hasSuffix(" files: no problems found\n"))
    }

    @Test func syntaxErrorExitsOneWithASourceExcerpt() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.carousel.toml", Fixtures.syntaxError)
        let result = try CarouselProcess.run(["check", "bad.carousel.toml", "--color", "never"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("error[E01"))
        #expect(result.stdout.contains(" --> bad.carousel.toml:2:"))
        #expect(result.stdout.contains("2 | [[carousel]"))
        #expect(result.stdout.contains("^"))
        #expect(result.stdout.hasSuffix("error: checked `bad.carousel.toml`: 1 error, 0 warnings\n"))
    }

    @Test func unknownKeyHasADidYouMean() throws {
        let folder = try TemporaryFolder()
        try folder.write("Configs/bad.carousel.toml", Fixtures.misspelled)
        let result = try CarouselProcess.run(["check"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("error[E0201]"))
        #expect(result.stdout.contains(" --> Configs/bad.carousel.toml:3:1"))
        #expect(result.stdout.contains("3 | spaceing = 16\n  | ^^^^^^^^"))
        #expect(result.stdout.contains("= help: did you mean `spacing`?"))
    }

    @Test func warningsPassUnlessStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write("w.carousel.toml", Fixtures.warningOnly)
        let relaxed = try CarouselProcess.run(["check", "w.carousel.toml"], in: folder.url)
        let strict = try CarouselProcess.run(["check", "--strict", "w.carousel.toml"], in: folder.url)
        let deny = try CarouselProcess.run(["check", "w.carousel.toml", "--deny-warnings"], in: folder.url)
        #expect(relaxed.stdout.contains("warning["))
        #expect(relaxed.status == 0)
        #expect(strict.status == 1)
        #expect(deny.status == 1)
        #expect(strict.stdout.contains("warnings fail the run with --strict"))
    }

    @Test func foldersYieldOnlyCarouselTomlButNamedFilesAlwaysCount() throws {
        let folder = try TemporaryFolder()
        try folder.write("specs/a.carousel.toml", Fixtures.valid)
        try folder.write("specs/other.toml", Fixtures.syntaxError)
        try folder.write("specs/.hidden/c.carousel.toml", Fixtures.syntaxError)
        let folderRun = try CarouselProcess.run(["check", "specs", "--format", "json"], in: folder.url)
        #expect(folderRun.status == 0)
        #expect(try JSONReport(folderRun.stdoutBytes).files == 1)
        let named = try CarouselProcess.run(["check", "specs", "specs/other.toml", "--format", "json"], in: folder.url)
        #expect(named.status == 1)
        #expect(try JSONReport(named.stdoutBytes).files == 2)
    }

    @Test func noPathAndNoConfigsFolderIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let result = try CarouselProcess.run(["check"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("carousel check: no PATH given and there is no Configs/ folder here"))
    }

    @Test func missingPathExitsTwoWithOneLine() throws {
        let folder = try TemporaryFolder()
        let result = try CarouselProcess.run(["check", "nope.carousel.toml"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "carousel check: 'nope.carousel.toml' does not exist\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func missingPathAmongGoodOnesStillChecksTheOthers() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.misspelled)
        try folder.folder("empty")
        let result = try CarouselProcess.run(
            ["check", "nope.carousel.toml", "a.carousel.toml", "empty", "--format", "json"], in: folder.url)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "carousel check: 'nope.carousel.toml' does not exist\ncarousel check: no *.carousel.toml files in 'empty'\n"
        )
        let report = try JSONReport(result.stdoutBytes)
        #expect(report.files == 1)
        #expect(report.errors == 1)
    }

    @Test func folderWithoutSpecsExitsTwo() throws {
        let folder = try TemporaryFolder()
        try folder.folder("empty")
        let result = try CarouselProcess.run(["check", "empty"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "carousel check: no *.carousel.toml files in 'empty'\n")
    }

    @Test func parallelOutputEqualsSerialOutput() throws {
        let folder = try TemporaryFolder()
        for index in 0..<48 {
            let text = index % 3 == 0 ? Fixtures.syntaxError : index % 3 == 1 ? Fixtures.misspelled : Fixtures.valid
            try folder.write("many/group\(index % 5)/spec-\(index).carousel.toml", text)
        }
        for format in ["human", "json", "github", "sarif"] {
            let parallel = try CarouselProcess.run(
                ["check", "many", "--format", format, "--jobs", "8"], in: folder.url)
            let serial = try CarouselProcess.run(["check", "many", "--format", format, "--jobs", "1"], in: folder.url)
            #expect(parallel.status == 1)
            #expect(parallel.stdout == serial.stdout, "format \(format)")
        }
        let json = try JSONReport(
            try CarouselProcess.run(["check", "many", "--format", "json"], in: folder.url).stdoutBytes)
        #expect(json.files == 48)
        let files = json.diagnostics.map { $0["file"] as? String ?? "" }
        #expect(files == files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }
}
