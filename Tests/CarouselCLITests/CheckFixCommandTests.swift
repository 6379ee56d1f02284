import Foundation
import Testing

@Suite("carousel check --fix and --fix --diff")
struct CheckFixCommandTests {
    static let misspelled = """
        version = 1

        [window]
        size = [800, 600]

        [[carousel]]
        id = "a"
        spaceing = 16

        [[carousel.items]]
        title = "One"

        """

    @Test("--fix --diff prints the fix as a diff, changes nothing and exits 1")
    func diffOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Self.misspelled)
        let result = try CarouselProcess.run(["check", "--fix", "--diff", "a.carousel.toml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("--- a.carousel.toml\n+++ a.carousel.toml\n@@ -5,7 +5,7 @@\n"))
        #expect(result.stdout.contains("\n-spaceing = 16\n+spacing = 16\n"))
        #expect(result.stderr.contains("would fix a.carousel.toml:8:1: E0201 replace with `spacing`"))
        #expect(try String(contentsOfFile: folder.path("a.carousel.toml"), encoding: .utf8) == Self.misspelled)
    }

    @Test("--fix rewrites the file, says what it fixed, and the check that follows is clean")
    func fixInPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Self.misspelled)
        let result = try CarouselProcess.run(["check", "--fix", "a.carousel.toml"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stderr.contains("fixed a.carousel.toml:8:1: E0201 replace with `spacing`"))
        #expect(result.stderr.contains("applied 1 fix in 1 file"))
        #expect(result.stdout == "checked 1 file: no problems found\n")
        let fixed = try String(contentsOfFile: folder.path("a.carousel.toml"), encoding: .utf8)
        #expect(fixed == Self.misspelled.replacingOccurrences(of: "spaceing", with: "spacing"))
        let again = try CarouselProcess.run(["check", "--fix", "--diff", "a.carousel.toml"], in: folder.url)
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)
    }

    @Test("--diff without --fix is a usage error")
    func diffNeedsFix() throws {
        let result = try CarouselProcess.run(["check", "--diff", "x.carousel.toml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--diff goes with --fix"))
    }
}
