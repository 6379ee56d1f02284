import SourceDiagnostics

/// `carousel check [PATH ...]`: validates spec files and prints their diagnostics.
enum CheckCommand: CLICommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            let parsed = try parse(arguments)
            let format = parsed.format()
            let color = format == .human ? parsed.color(for: 1) : false
            let jobs = parsed.integer("--jobs") ?? BatchChecker.defaultJobs
            let fixing = try wantsFix(parsed)
            let (paths, problems) = SpecFileFinder.collect(try roots(parsed))
            for problem in problems { Terminal.error("carousel check: " + problem) }
            if paths.isEmpty, !problems.isEmpty { return 2 }
            if fixing {
                let strict = parsed.has("--strict")
                let code = fix(
                    paths, diffOnly: parsed.has("--diff"), format: format, color: color, strict: strict, jobs: jobs)
                return problems.isEmpty ? code : 2
            }
            var render = parsed.has("--render")
            if render, let reason = RenderPassRunner.unavailableReason {
                Terminal.error("carousel check: --render skipped: " + reason)
                render = false
            }
            let code = check(
                paths, format: format, color: color, strict: parsed.has("--strict"), jobs: jobs, render: render)
            return problems.isEmpty ? code : 2
        } catch {
            return fail(error)
        }
    }

    /// Checks `paths`, prints the report, returns the exit code.
    static func check(
        _ paths: [String], format: DiagnosticFormat, color: Bool, strict: Bool, jobs: Int, render: Bool = false
    ) -> Int32 {
        var bundles: [FileDiagnostics] = []
        var unreadable = false
        for outcome in BatchChecker.check(paths, jobs: jobs, render: render) {
            switch outcome {
            case .checked(let bundle): bundles.append(bundle)
            case .unreadable(let message):
                Terminal.error("carousel check: " + message)
                unreadable = true
            }
        }
        let report = DiagnosticReport(files: bundles)
        let options = RenderOptions(color: color, strict: strict, verb: "check", rules: SpecServices.rules)
        // "checked 0 files: no problems found" would contradict the errors above; machine formats still print.
        if !(bundles.isEmpty && unreadable && format == .human) {
            Terminal.write(format.render(report, options: options))
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
