import Foundation
import Testing

/// `carousel check --watch` as a subprocess: it checks, then re-checks exactly the files that
/// change, and Ctrl-C ends it with exit code 0. No timing: the output is polled.
@Suite(.serialized) struct CheckWatchTests {
    /// The names of the files the watch said it re-checks, in order (complete lines only).
    static func rechecked(_ stderr: String) -> [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().compactMap { line -> String? in
            guard line.hasPrefix("carousel check: re-checking ") else { return nil }
            let rest = line.dropFirst("carousel check: re-checking ".count)
            return rest.range(of: " (").map { String(rest[..<$0.lowerBound]) } ?? String(rest)
        }
    }

    /// The complete reports on standard output so far, one per check, each ending with its
    /// summary line (`checked 2 files: ...`, `warning: checked ...`, `error: checked ...`).
    /// A report is printed after its check has read every file it needed.
    static func reports(_ stdout: String) -> [String] {
        var reports: [String] = []
        var current = ""
        for line in stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            current += line + "\n"
            if line.hasPrefix("checked ") || line.hasPrefix("warning: checked ") || line.hasPrefix("error: checked ") {
                reports.append(current)
                current = ""
            }
        }
        return reports
    }

    /// Starts the watch and waits for its first report and its watching line.
    private func start(_ folder: TemporaryFolder, _ arguments: [String] = ["specs"]) throws -> WatchedProcess {
        let watch = try WatchedProcess(["check", "--watch"] + arguments, in: folder.url)
        watch.waitFor("the watching line") { _, err in err.contains("for changes; Ctrl-C stops") }
        // The first report is written before the watching line; waiting for it as well says so.
        watch.waitFor("the first report") { out, _ in !Self.reports(out).isEmpty }
        return watch
    }

    /// Waits until `count` reports are complete: the checks before them have read their files, so a
    /// change made now is seen only by the next one. The report number `count` (from 1), or "".
    @discardableResult
    private func waitForReport(
        _ count: Int, of watch: WatchedProcess, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        watch.waitFor("report \(count)", sourceLocation: sourceLocation) { out, _ in Self.reports(out).count >= count }
        let reports = Self.reports(watch.output.stdout)
        return reports.count >= count ? reports[count - 1] : ""
    }

    @Test func onlyTheChangedFileIsRecheckedAndCtrlCExitsZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("specs/a.carousel.toml", Fixtures.valid)
        try folder.write("specs/b.carousel.toml", Fixtures.valid)
        try folder.write("specs/sub/c.carousel.toml", Fixtures.valid)
        let watch = try start(folder)
        #expect(watch.output.stdout.contains("checked 3 files: no problems found"))
        try folder.write("specs/sub/c.carousel.toml", Fixtures.misspelled)
        watch.waitFor("the error of c") { out, _ in out.contains("unknown key `spaceing`") }
        #expect(Self.rechecked(watch.output.stderr) == ["specs/sub/c.carousel.toml"])
        #expect(watch.output.stdout.contains("--> specs/sub/c.carousel.toml:3:1"))
        #expect(watch.interrupt() == 0)
        #expect(watch.output.stderr.hasSuffix("carousel check: stopped watching\n"))
    }

    @Test func savesByRenameNewFilesNewFoldersAndRemovals() throws {
        let folder = try TemporaryFolder()
        try folder.write("specs/a.carousel.toml", Fixtures.valid)
        let watch = try start(folder)
        // An editor that writes a temporary file and renames it over the spec.
        try folder.write("specs/.a.carousel.toml.swp", Fixtures.warningOnly)
        try FileManager.default.removeItem(atPath: folder.path("specs/a.carousel.toml"))
        try FileManager.default.moveItem(
            atPath: folder.path("specs/.a.carousel.toml.swp"), toPath: folder.path("specs/a.carousel.toml"))
        watch.waitFor("a re-checked") { _, err in Self.rechecked(err).contains("specs/a.carousel.toml") }
        watch.waitFor("a's warning") { out, _ in out.contains("warning[W0405]") }
        try folder.write("specs/new/n.carousel.toml", Fixtures.misspelled)
        watch.waitFor("the new file") { _, err in err.contains("re-checking specs/new/n.carousel.toml (new)") }
        try FileManager.default.removeItem(atPath: folder.path("specs/a.carousel.toml"))
        watch.waitFor("the removal") { _, err in err.contains("specs/a.carousel.toml was removed") }
        try folder.write("specs/notes.txt", "not a spec")
        try folder.write("specs/new/m.carousel.toml", Fixtures.valid)
        watch.waitFor("m") { _, err in Self.rechecked(err).contains("specs/new/m.carousel.toml") }
        #expect(!watch.output.stderr.contains("notes.txt"))
        #expect(watch.interrupt() == 0)
    }

    /// Each change is made only after the check of the one before has printed its report: that
    /// check reads the configs when it runs, after it names its files on standard error, so a
    /// change made as soon as the name appears could be seen by it as well as by the re-check
    /// the change causes (one more report, never a missed one).
    @Test func aChangedProjectConfigRechecksTheSpecsItGoverns() throws {
        let folder = try TemporaryFolder()
        try folder.write(".carousel-lint.toml", "[severity]\n")
        try folder.write("specs/a.carousel.toml", Fixtures.warningOnly)
        try folder.write("other/b.carousel.toml", Fixtures.warningOnly)
        // A nearer config governs inner/c: the top config's change does not re-check it.
        try folder.write("specs/inner/.carousel-lint.toml", "[severity]\n")
        try folder.write("specs/inner/c.carousel.toml", Fixtures.warningOnly)
        let watch = try start(folder, ["specs", "other/b.carousel.toml"])
        try folder.write(".carousel-lint.toml", "[severity]\nW0405 = \"deny\"\n")
        let denied = waitForReport(2, of: watch)
        #expect(Self.rechecked(watch.output.stderr) == ["other/b.carousel.toml", "specs/a.carousel.toml"])
        #expect(denied.components(separatedBy: "error[W0405]").count == 3)
        #expect(!denied.contains("specs/inner/c.carousel.toml"))
        try folder.write("specs/inner/.carousel-lint.toml", "[severity]\nW0405 = \"allow\"\n")
        let allowed = waitForReport(3, of: watch)
        #expect(Self.rechecked(watch.output.stderr).last == "specs/inner/c.carousel.toml")
        #expect(watch.output.stderr.contains("(specs/inner/.carousel-lint.toml changed)"))
        #expect(allowed == "checked 1 file: no problems found\n")
        // Deleting the inner config hands c back to the top one.
        try FileManager.default.removeItem(atPath: folder.path("specs/inner/.carousel-lint.toml"))
        let handedBack = waitForReport(4, of: watch)
        #expect(Self.rechecked(watch.output.stderr).count == 4)
        #expect(Self.rechecked(watch.output.stderr).last == "specs/inner/c.carousel.toml")
        #expect(handedBack.components(separatedBy: "error[W0405]").count == 2)
        #expect(handedBack.contains("--> specs/inner/c.carousel.toml:1:1"))
        #expect(watch.interrupt() == 0)
    }

    /// A spec is re-checked when its base (`extends`) or the CSV file of its item source
    /// changes, though neither lies in a watched folder, and each report shows the problem in
    /// that file.
    @Test func aChangedBaseOrSourceFileRechecksTheSpecThatReadsIt() throws {
        let folder = try TemporaryFolder()
        // The project is the folder of the lint config, so the base and the CSV may lie outside specs/.
        try folder.write(".carousel-lint.toml", "[severity]\n")
        try folder.write("themes/theme.carousel.toml", "[defaults]\nspacing = 10\n")
        try folder.write("data/items.csv", "title,color\nOne,#112233\nTwo,#223344\n")
        try folder.write(
            "specs/a.carousel.toml",
            "extends = \"../themes/theme.carousel.toml\"\n\n[[carousel]]\nid = \"a\"\n\n"
                + "[carousel.source]\ncsv = \"../data/items.csv\"\n")
        try folder.write("specs/b.carousel.toml", Fixtures.valid)
        let watch = try start(folder)
        #expect(watch.output.stdout.contains("checked 2 files: no problems found"))

        try folder.write("data/items.csv", "title,color\nOne,#112233\nTwo,blue-ish\n")
        let source = waitForReport(2, of: watch)
        #expect(Self.rechecked(watch.output.stderr) == ["specs/a.carousel.toml"])
        #expect(watch.output.stderr.contains("re-checking specs/a.carousel.toml (its source "))
        #expect(source.contains("--> ../data/items.csv:3:5") || source.contains("data/items.csv:3:5"))
        #expect(source.contains("unknown color name \"blue-ish\""))

        try folder.write("themes/theme.carousel.toml", "[defaults]\nspacing = \"wide\"\n")
        let base = waitForReport(3, of: watch)
        #expect(Self.rechecked(watch.output.stderr) == ["specs/a.carousel.toml", "specs/a.carousel.toml"])
        #expect(watch.output.stderr.contains("re-checking specs/a.carousel.toml (its base "))
        #expect(base.contains("theme.carousel.toml:2:11"))
        #expect(base.contains("`spacing` must be a number"))
        #expect(watch.interrupt() == 0)
    }
}
