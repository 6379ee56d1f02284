import CarouselSpec
import SourceDiagnostics
import TOMLFormat

/// `carousel check --fix`, `--unsafe-fixes` and `--fix --diff`: apply (or show) the fix-its,
/// then report what is left.
extension CheckCommand {
    /// The options this file adds to `check`.
    /// `--fix`: apply the safe fix-its in place.
    static let fix = Option.flag(
        "--fix",
        help: [
            "apply the safe fix-its in place, then report what is",
            "left; a fix is kept when its diagnostic is gone and",
            "nothing new is reported where it wrote (stderr says",
            "which were not, and why)",
        ])
    /// `--unsafe-fixes`: `--fix`, with the unsafe fix-its too.
    static let unsafeFixes = Option.flag(
        "--unsafe-fixes",
        help: [
            "as --fix, and apply the unsafe fix-its too (those that",
            "remove a key or change a value), after the safe ones",
        ])
    /// `--diff` (with `--fix`): print the fixes as a diff instead.
    static let diff = Option.flag(
        "--diff",
        help: ["with --fix or --unsafe-fixes: change nothing, print", "the fixes as a unified diff (exit 1 if any)"])

    /// Whether the run asks for fixes; `--diff` alone is a usage error.
    static func wantsFix(_ parsed: ParsedArguments) throws(CommandError) -> Bool {
        let fixing = parsed[Self.fix] || parsed[Self.unsafeFixes]
        if parsed[Self.diff], !fixing {
            throw .usage(
                "--diff goes with --fix (`carousel check --fix --diff`); for layout diffs use `carousel fmt --diff`")
        }
        return fixing
    }

    /// Fixes `paths` (the unsafe fix-its too when `unsafe`); then, unless only showing a diff,
    /// checks them again and prints the report.
    static func applyFixes(
        _ paths: [String], unsafe: Bool, diffOnly: Bool, format: DiagnosticFormat, color: Bool, strict: Bool,
        jobs: Int
    ) -> Int32 {
        var failed = false
        var changedFiles = 0
        var fixCount = 0
        var unsafeLeft = 0
        // Suppression comments and the project config apply, so unused suppressions (W0501) get fixed too.
        var finder = ProjectConfigFinder()
        let lint = finder.plan(for: paths)
        for path in paths {
            let bytes: [UInt8]
            do throws(CommandError) {
                bytes = try FileReader.read(path)
            } catch {
                Terminal.error("carousel check: " + error.message)
                failed = true
                continue
            }
            let applier = FixApplier(
                check: { candidate in
                    let file = SourceFile(path: path, bytes: candidate)
                    let found = SpecServices.loader.compile(file, baseDirectory: PathName.folder(of: path)).diagnostics
                    return lint.pass(for: path).apply(to: found, in: file)
                }, includeUnsafe: unsafe)
            let result = applier.fix(bytes, path: path)
            if !unsafe { unsafeLeft += result.unsafeLeft }
            for fix in result.applied {
                let verb = diffOnly ? "would fix" : "fixed"
                Terminal.error("\(verb) \(place(path, fix)): \(fix.diagnostic.code.text) \(fix.fixIt.message)")
            }
            for (fix, reason) in result.rejected {
                Terminal.error(
                    "not fixed \(place(path, fix)): \(fix.diagnostic.code.text) \(fix.fixIt.message): \(reason)")
            }
            guard result.bytes != bytes else { continue }
            changedFiles += 1
            fixCount += result.applied.count
            if diffOnly {
                Terminal.write(UnifiedDiff.render(old: bytes, new: result.bytes, oldLabel: path, newLabel: path))
                continue
            }
            do throws(CommandError) {
                try InPlaceWriter.replace(path, with: result.bytes)
            } catch {
                Terminal.error("carousel check: " + error.message)
                failed = true
            }
        }
        let files = changedFiles == 1 ? "1 file" : "\(changedFiles) files"
        let fixes = fixCount == 1 ? "1 fix" : "\(fixCount) fixes"
        Terminal.error("\(diffOnly ? "would apply" : "applied") \(fixes) in \(files)" + unsafeNote(unsafeLeft))
        if diffOnly { return failed ? 2 : changedFiles > 0 ? 1 : 0 }
        let code = check(paths, format: format, color: color, strict: strict, jobs: jobs, fixedFiles: changedFiles)
        return failed ? 2 : code
    }

    /// "; 2 unsafe fixes left (apply them with --unsafe-fixes)", or nothing when there are none.
    static func unsafeNote(_ count: Int) -> String {
        guard count > 0 else { return "" }
        let fixes = count == 1 ? "1 unsafe fix" : "\(count) unsafe fixes"
        return "; \(fixes) left (review them in the report; apply them with --unsafe-fixes)"
    }

    private static func place(_ path: String, _ fix: FixApplier.Fix) -> String {
        "\(path):\(fix.location.line):\(fix.location.column)"
    }
}
