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
        #expect(result.stdout == "checked 1 file, 1 fixed: no problems found\n")
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

    /// Issue 25's first case: the typo makes W0451 say `align` has no effect, until it is fixed.
    static let typoAndAlign = """
        [[carousel]]
        id = "row"
        per-veiw = 2.5
        align = "start"

        [[carousel.items]]
        title = "One"

        """

    @Test("--fix fixes the typo and keeps align; --unsafe-fixes keeps it too, as the fixed typo gives it an effect")
    func typoKeepsAlign() throws {
        let fixed = Self.typoAndAlign.replacingOccurrences(of: "per-veiw", with: "per-view")
        for option in ["--fix", "--unsafe-fixes"] {
            let folder = try TemporaryFolder()
            try folder.write("a.carousel.toml", Self.typoAndAlign)
            let result = try CarouselProcess.run(["check", option, "a.carousel.toml"], in: folder.url)
            #expect(result.status == 0, "\(option): \(result.stdout)\n\(result.stderr)")
            #expect(try String(contentsOfFile: folder.path("a.carousel.toml"), encoding: .utf8) == fixed)
            #expect(result.stderr.contains("fixed a.carousel.toml:3:1: E0201 replace with `per-view`"))
            #expect(!result.stderr.contains("W0451"), "\(option): \(result.stderr)")
            #expect(result.stdout == "checked 1 file, 1 fixed: no problems found\n")
        }
    }

    @Test("--fix leaves a key that has no effect and says so; --unsafe-fixes removes its line, leaving no blank")
    func unsafeRemovalOnlyWhenAsked() throws {
        let spec = Self.typoAndAlign.replacingOccurrences(of: "per-veiw = 2.5\n", with: "")
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", spec)
        let safe = try CarouselProcess.run(["check", "--fix", "a.carousel.toml"], in: folder.url)
        #expect(safe.status == 0)
        #expect(try String(contentsOfFile: folder.path("a.carousel.toml"), encoding: .utf8) == spec)
        #expect(
            safe.stderr.contains(
                "applied 0 fixes in 0 files; 1 unsafe fix left (review them in the report; apply them with --unsafe-fixes)"
            ))
        #expect(safe.stdout.contains("warning[W0451]: `align` has no effect"))
        let unsafe = try CarouselProcess.run(["check", "--unsafe-fixes", "a.carousel.toml"], in: folder.url)
        #expect(unsafe.status == 0, "\(unsafe.stdout)\n\(unsafe.stderr)")
        #expect(unsafe.stderr.contains("fixed a.carousel.toml:3:1: W0451 remove `align`"))
        let after = try String(contentsOfFile: folder.path("a.carousel.toml"), encoding: .utf8)
        #expect(after == spec.replacingOccurrences(of: "align = \"start\"\n", with: ""))
        #expect(!after.contains("\n\n\n"))
    }

    @Test("a syntax fix goes through and the error it uncovers (an invalid id) is fixed in the same run")
    func pastASyntaxError() throws {
        let spec = "[[carousel]]\nid = \"Row\"\ninfinite = True\n\n[[carousel.items]]\ntitle = \"One\"\n"
        let folder = try TemporaryFolder()
        try folder.write("b.carousel.toml", spec)
        let result = try CarouselProcess.run(["check", "--fix", "b.carousel.toml"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stderr.contains("fixed b.carousel.toml:3:12: E0101 replace with `true`"))
        #expect(result.stderr.contains("fixed b.carousel.toml:2:6: E0302 replace with `\"row\"`"))
        #expect(result.stderr.contains("applied 2 fixes in 1 file"))
        #expect(!result.stderr.contains("not fixed"))
        let after = try String(contentsOfFile: folder.path("b.carousel.toml"), encoding: .utf8)
        #expect(
            after == spec.replacingOccurrences(of: "Row", with: "row").replacingOccurrences(of: "True", with: "true"))
    }

    @Test("duration spellings get a did-you-mean and a safe fix to the unit's own spelling")
    func durationSpellings() throws {
        let spec =
            "[[carousel]]\nid = \"a\"\n[carousel.auto]\ninterval = \"8 secs\"\nresume-after = \"2 seconds\"\n"
            + "[[carousel.items]]\ntitle = \"One\"\n"
        let folder = try TemporaryFolder()
        try folder.write("d.carousel.toml", spec)
        let check = try CarouselProcess.run(["check", "d.carousel.toml"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.stdout.contains("help: did you mean \"8s\"?"))
        #expect(check.stdout.hasSuffix("error: checked `d.carousel.toml`: 2 errors, 0 warnings\n"))
        let result = try CarouselProcess.run(["check", "--fix", "d.carousel.toml"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        let after = try String(contentsOfFile: folder.path("d.carousel.toml"), encoding: .utf8)
        #expect(after.contains("interval = \"8s\"\nresume-after = \"2s\"\n"))
    }

    @Test("the summary counts the files checked, those with errors and those fixed")
    func summaryTally() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Self.misspelled)
        try folder.write("b.carousel.toml", "[[carousel]]\nid = \"b\"\nkind = 3\n[[carousel.items]]\ntitle = \"B\"\n")
        try folder.write("c.carousel.toml", "[[carousel]]\nid = \"c\"\n[[carousel.items]]\ntitle = \"C\"\n")
        let check = try CarouselProcess.run(["check", "."], in: folder.url)
        #expect(
            check.stdout.hasSuffix("error: checked 3 files, 2 with errors: 2 errors, 0 warnings\n"), "\(check.stdout)")
        let fix = try CarouselProcess.run(["check", "--fix", "."], in: folder.url)
        #expect(fix.status == 1)
        #expect(
            fix.stdout.hasSuffix("error: checked 3 files, 1 with errors, 1 fixed: 1 error, 0 warnings\n"),
            "\(fix.stdout)")
    }
}
