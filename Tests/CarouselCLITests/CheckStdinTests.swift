import Foundation
import Testing

/// `carousel check -` with and without `--stdin-filename`.
@Suite struct CheckStdinTests {
    @Test func standardInputIsNamedStdinByDefault() throws {
        let folder = try TemporaryFolder()
        let result = try CarouselProcess.run(
            ["check", "-", "--format", "json"], in: folder.url, input: Fixtures.misspelled)
        #expect(result.status == 1)
        let report = try JSONReport(result.stdoutBytes)
        #expect(report.files == 1)
        #expect(report.diagnostics.first?["file"] as? String == "<stdin>")
        #expect(report.diagnostics.first?["line"] as? Int == 3)
    }

    @Test func stdinFilenameNamesTheFileAndResolvesImagesFromItsFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("specs/img/pic.png", bytes: ImageLimitTests.pngHeader(width: 10, height: 10))
        let spec = "[[carousel]]\nid = \"a\"\n[[carousel.items]]\nimage = \"img/pic.png\"\n"
        let named = try CarouselProcess.run(
            ["check", "-", "--stdin-filename", "specs/new.carousel.toml"], in: folder.url, input: spec)
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        // Unnamed, the image is looked for from the current folder: it is not there.
        let unnamed = try CarouselProcess.run(["check", "-", "--format", "json"], in: folder.url, input: spec)
        #expect(unnamed.status == 1)
        #expect(unnamed.stdout.contains("\"file\":\"<stdin>\""))
        #expect(unnamed.stdout.contains("E0304"))
    }

    @Test func stdinFilenameSelectsTheProjectConfigAndItsOverrides() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            ".carousel-lint.toml", "[[overrides]]\npaths = [\"legacy/**\"]\nseverity = { W0405 = \"deny\" }\n")
        let legacy = try CarouselProcess.run(
            ["check", "-", "--stdin-filename", "legacy/x.carousel.toml"], in: folder.url, input: Fixtures.warningOnly)
        #expect(legacy.status == 1)
        #expect(legacy.stdout.contains("error[W0405]"))
        #expect(legacy.stdout.contains("--> legacy/x.carousel.toml:1:1"))
        let other = try CarouselProcess.run(
            ["check", "-", "--stdin-filename", "new/x.carousel.toml"], in: folder.url, input: Fixtures.warningOnly)
        #expect(other.status == 0 && other.stdout.contains("warning[W0405]"))
    }

    @Test func dashCannotBeMixedWithPathsAndTheNameNeedsTheDash() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let mixed = try CarouselProcess.run(["check", "-", "a.carousel.toml"], in: folder.url, input: "")
        #expect(mixed.status == 2 && mixed.stderr.contains("cannot be mixed"))
        let nameOnly = try CarouselProcess.run(["check", "a.carousel.toml", "--stdin-filename", "x"], in: folder.url)
        #expect(nameOnly.status == 2 && nameOnly.stderr.contains("give `-` as the PATH"))
        let watch = try CarouselProcess.run(["check", "-", "--watch"], in: folder.url, input: "")
        #expect(watch.status == 2 && watch.stderr.contains("--watch cannot watch standard input"))
    }

    @Test func emptyStandardInputIsAnEmptySpec() throws {
        let folder = try TemporaryFolder()
        let result = try CarouselProcess.run(["check", "-", "--format", "json"], in: folder.url, input: "")
        // Nothing in it: W0488 (a spec without carousels is a theme, not an error).
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("\"file\":\"<stdin>\"") && result.stdout.contains("W0488"))
    }
}
