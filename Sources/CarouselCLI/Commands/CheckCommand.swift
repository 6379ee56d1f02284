import CarouselDisk
import CarouselSpec
import SourceDiagnostics

/// `carousel check [PATH ...]`: validates spec files and prints their diagnostics.
enum CheckCommand: CLICommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            let parsed = try parse(arguments)
            // `check -` (standard input) and `check --watch`: CheckCommand+Input.swift.
            if let code = try runInputModes(parsed) { return code }
            let format = parsed[Self.format]
            let color = format == .human ? parsed[Self.color].enabled(for: 1) : false
            let jobs = parsed[Self.jobs] ?? BatchChecker.defaultJobs
            let fixing = try wantsFix(parsed)
            let (paths, problems) = SpecFileFinder.collect(try roots(parsed))
            for problem in problems { Terminal.error("carousel check: " + problem) }
            if paths.isEmpty, !problems.isEmpty { return 2 }
            if fixing {
                let strict = parsed[Self.strict]
                let code = applyFixes(
                    paths, unsafe: parsed[Self.unsafeFixes], diffOnly: parsed[Self.diff], format: format,
                    color: color, strict: strict, jobs: jobs)
                return problems.isEmpty ? code : 2
            }
            var render = parsed[Self.render]
            if render, let reason = RenderPassRunner.unavailableReason {
                Terminal.error("carousel check: --render skipped: " + reason)
                render = false
            }
            let code = check(
                paths, format: format, color: color, strict: parsed[Self.strict], jobs: jobs, render: render)
            return problems.isEmpty ? code : 2
        } catch {
            return fail(error)
        }
    }

    /// Checks `paths`, prints the report, returns the exit code; `fixedFiles` is how many of
    /// them `--fix` changed just before (nil when not fixing); `onReferences` hears the absolute
    /// paths of the files each spec extends and of what its item sources read (`check --watch`
    /// follows them).
    static func check(
        _ paths: [String], format: DiagnosticFormat, color: Bool, strict: Bool, jobs: Int, render: Bool = false,
        fixedFiles: Int? = nil, onReferences: (_ spec: String, _ references: SpecReferences) -> Void = { _, _ in }
    ) -> Int32 {
        var finder = ProjectConfigFinder()
        let lint = finder.plan(for: paths)
        let outcomes = BatchChecker.check(paths, jobs: jobs, render: render, lint: lint)
        for (path, outcome) in zip(paths, outcomes) {
            if case .checked(_, _, let references) = outcome { onReferences(path, references) }
        }
        return report(outcomes, lint: lint, format: format, color: color, strict: strict, fixedFiles: fixedFiles)
    }

    /// Prints the report of `outcomes` (after the configs with problems), returns the exit code.
    static func report(
        _ outcomes: [FileOutcome], lint: LintPlan, format: DiagnosticFormat, color: Bool, strict: Bool,
        fixedFiles: Int? = nil
    ) -> Int32 {
        var bundles = lint.configReports
        var unreadable = !lint.problems.isEmpty
        for problem in lint.problems { Terminal.error("carousel check: " + problem) }
        // A base with problems is reported once, before the first spec that extends it, unless
        // it is itself one of the files checked.
        let workingDirectory = DiskFileSystem.workingDirectory()
        var reported = Set(
            outcomes.compactMap { outcome -> String? in
                guard case .checked(let files, _, _) = outcome, let bundle = files.first else { return nil }
                return PathName.resolve(bundle.file.path, against: ".", workingDirectory: workingDirectory)
            })
        for outcome in outcomes {
            switch outcome {
            case .checked(let files, let bases, _):
                for base in bases where !base.diagnostics.isEmpty {
                    let path = PathName.resolve(base.file.path, against: ".", workingDirectory: workingDirectory)
                    if reported.insert(path).inserted { bundles.append(base) }
                }
                bundles += files
            case .unreadable(let message):
                Terminal.error("carousel check: " + message)
                unreadable = true
            }
        }
        let report = DiagnosticReport(files: bundles)
        let options = RenderOptions(
            color: color, strict: strict, verb: "check", fixedFiles: fixedFiles,
            rules: SpecServices.rules)
        // "checked 0 files: no problems found" would contradict the errors above; machine formats still print.
        if !(bundles.isEmpty && unreadable && format == .human) {
            Terminal.report(format.render(report, options: options), to: 1)
        }
        if unreadable { return 2 }
        return report.fails(strict: strict) ? 1 : 0
    }

    /// The PATH arguments, or `Configs/` when there are none.
    private static func roots(_ parsed: ParsedArguments) throws(CommandError) -> [String] {
        if !parsed.positionals.isEmpty { return parsed.positionals }
        guard FileReader.kind(of: "Configs") == .directory else {
            throw .usage("no PATH given and there is no Configs/ folder here; name the spec files or folders to check")
        }
        return ["Configs"]
    }
}
