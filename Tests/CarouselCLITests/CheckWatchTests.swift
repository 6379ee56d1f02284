import Foundation
import Testing

/// `carousel check --watch` as a subprocess: it checks, then re-checks exactly the files that
/// change, and Ctrl-C ends it with exit code 0. No timing: the output is polled.
@Suite(.serialized) struct CheckWatchTests {
    /// The names of the files the watch said it re-checks, in order.
    static func rechecked(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("carousel check: re-checking ") else { return nil }
            let rest = line.dropFirst("carousel check: re-checking ".count)
            return rest.range(of: " (").map { String(rest[..<$0.lowerBound]) } ?? String(rest)
        }
    }

    private func start(_ folder: TemporaryFolder, _ arguments: [String] = ["specs"]) throws -> WatchedProcess {
        let watch = try WatchedProcess(["check", "--watch"] + arguments, in: folder.url)
        watch.waitFor("the watching line") { _, err in err.contains("for changes; Ctrl-C stops") }
        return watch
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
        watch.waitFor("both re-checked") { _, err in Self.rechecked(err).count == 2 }
        #expect(Self.rechecked(watch.output.stderr) == ["other/b.carousel.toml", "specs/a.carousel.toml"])
        watch.waitFor("the denied warnings") { out, _ in out.components(separatedBy: "error[W0405]").count == 3 }
        try folder.write("specs/inner/.carousel-lint.toml", "[severity]\nW0405 = \"allow\"\n")
        watch.waitFor("c re-checked") { _, err in Self.rechecked(err).count == 3 }
        #expect(Self.rechecked(watch.output.stderr).last == "specs/inner/c.carousel.toml")
        #expect(watch.output.stderr.contains("(specs/inner/.carousel-lint.toml changed)"))
        // Deleting the inner config hands c back to the top one.
        try FileManager.default.removeItem(atPath: folder.path("specs/inner/.carousel-lint.toml"))
        watch.waitFor("c re-checked again") { _, err in Self.rechecked(err).count == 4 }
        watch.waitFor("c denied") { out, _ in out.components(separatedBy: "error[W0405]").count == 4 }
        #expect(watch.interrupt() == 0)
    }
}
