import Foundation
import Testing

/// `.carousel-lint.toml` found by walking up from each spec, and `# carousel: allow` comments,
/// through the real `carousel check`.
@Suite struct CheckProjectConfigTests {
    @Test func theNearestConfigWinsAloneAndOverridesMatchPathsFromItsFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write(".carousel-lint.toml", "[severity]\nW0405 = \"deny\"\n")
        try folder.write("Configs/legacy/.carousel-lint.toml", "[severity]\nW0405 = \"allow\"\n")
        try folder.write("Configs/a.carousel.toml", Fixtures.warningOnly)
        try folder.write("Configs/legacy/b.carousel.toml", Fixtures.warningOnly)
        try folder.write("Configs/legacy/deep/c.carousel.toml", Fixtures.warningOnly)
        let result = try CarouselProcess.run(["check", "Configs", "--format", "json"], in: folder.url)
        #expect(result.status == 1)
        let report = try JSONReport(result.stdoutBytes)
        #expect(report.diagnostics.count == 1)
        #expect(report.diagnostics.first?["file"] as? String == "Configs/a.carousel.toml")
        #expect(report.diagnostics.first?["severity"] as? String == "error")
    }

    @Test func overridesByGlob() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            ".carousel-lint.toml",
            """
            [severity]
            W0405 = "deny"

            [[overrides]]
            paths = ["Configs/legacy/**", "*.draft.carousel.toml"]
            [overrides.severity]
            W0405 = "allow"
            """)
        try folder.write("Configs/a.carousel.toml", Fixtures.warningOnly)
        try folder.write("Configs/legacy/x/b.carousel.toml", Fixtures.warningOnly)
        try folder.write("Configs/new/c.draft.carousel.toml", Fixtures.warningOnly)
        let result = try CarouselProcess.run(["check", "Configs", "--format", "json"], in: folder.url)
        let report = try JSONReport(result.stdoutBytes)
        #expect(report.diagnostics.map { $0["file"] as? String } == ["Configs/a.carousel.toml"])
        // Run from another folder: the config is still found by walking up from each file.
        let inside = try CarouselProcess.run(
            ["check", "a.carousel.toml", "legacy/x/b.carousel.toml", "--format", "json"],
            in: folder.url.appendingPathComponent("Configs"))
        #expect(try JSONReport(inside.stdoutBytes).diagnostics.map { $0["file"] as? String } == ["a.carousel.toml"])
    }

    @Test func aBadConfigIsReportedLikeASpecBeforeTheSpecsAndFailsTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write(".carousel-lint.toml", "[severity]\nW0405 = \"allow\"\nW0044 = \"allow\"\n")
        try folder.write("a.carousel.toml", Fixtures.warningOnly)
        let result = try CarouselProcess.run(["check", "a.carousel.toml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("error[E0503]: `W0044` is not a diagnostic code\n --> .carousel-lint.toml:3:1"))
        #expect(result.stdout.contains("did you mean `W0404`"))
        // The valid line still applies: W0405 is allowed.
        #expect(!result.stdout.contains("W0405"))
        let sarif = try CarouselProcess.run(["check", "a.carousel.toml", "--format", "gitlab"], in: folder.url)
        #expect(sarif.stdout.contains("\"path\": \".carousel-lint.toml\""))
    }

    @Test func suppressionCommentsAndUnusedOnesInTheRealCheck() throws {
        let folder = try TemporaryFolder()
        let spec = """
            [[carousel]]
            id = "featured"
            [carousel.snap]
            animation = "spring"
            # carousel: allow W0402
            duration = "300ms"
            stiffness = 200 # carousel: allow W0404
            [[carousel.items]]
            title = "One"

            """
        try folder.write("a.carousel.toml", spec)
        let result = try CarouselProcess.run(["check", "a.carousel.toml", "--format", "json"], in: folder.url)
        #expect(result.status == 0)
        let report = try JSONReport(result.stdoutBytes)
        #expect(report.diagnostics.count == 1)
        let unused = try #require(report.diagnostics.first)
        #expect(unused["code"] as? String == "W0501")
        #expect(unused["line"] as? Int == 7 && unused["column"] as? Int == 17)
        let fixes = try #require(unused["fixes"] as? [[String: Any]])
        let edit = try #require((fixes.first?["edits"] as? [[String: Any]])?.first)
        #expect(edit["line"] as? Int == 7 && edit["column"] as? Int == 16 && edit["replacement"] as? String == "")
        let strict = try CarouselProcess.run(["check", "a.carousel.toml", "--strict"], in: folder.url)
        #expect(strict.status == 1)
    }

    @Test func anUnreadableConfigIsAnIOError() throws {
        let folder = try TemporaryFolder()
        try folder.folder(".carousel-lint.toml/inside")
        try folder.write("a.carousel.toml", Fixtures.valid)
        // A folder named like the config is an error naming it, never skipped (issue 21).
        let refused = try CarouselProcess.run(["check", "a.carousel.toml"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("'.carousel-lint.toml' is a directory, not a project config"))
        guard getuid() != 0 else { return }  // root reads anything; the folder case above still ran
        let locked = try TemporaryFolder()
        try locked.write(".carousel-lint.toml", "[severity]\n")
        try locked.write("a.carousel.toml", Fixtures.valid)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path(".carousel-lint.toml"))
        let result = try CarouselProcess.run(["check", "a.carousel.toml"], in: locked.url)
        #expect(result.status == 2 && result.stderr.contains(".carousel-lint.toml"))
    }

    @Test func checkFixRemovesAnUnusedSuppression() throws {
        let folder = try TemporaryFolder()
        let clean = "[[carousel]]\nid = \"a\"\nspacing = 16\n[[carousel.items]]\ntitle = \"x\"\n"
        let stale = clean.replacing("spacing = 16\n", with: "# carousel: allow W0402\nspacing = 16\n")
        try folder.write("a.carousel.toml", stale)
        let result = try CarouselProcess.run(["check", "--fix", "a.carousel.toml"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("W0501 remove the comment"))
        #expect(try String(contentsOfFile: folder.path("a.carousel.toml"), encoding: .utf8) == clean)
        let stdin = try CarouselProcess.run(["check", "-", "--fix"], in: folder.url, input: stale)
        #expect(stdin.status == 2 && stdin.stderr.contains("--fix rewrites files"))
    }
}
