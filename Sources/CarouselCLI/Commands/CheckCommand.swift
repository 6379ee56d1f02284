import SourceDiagnostics

/// `carousel check [PATH ...]`: validates spec files and prints their diagnostics.
enum CheckCommand: CLICommand {
    static let name = "check"
    static let summary = "Validate spec files"

    static let parser = ArgumentParser(options: [
        .value("--format", placeholder: "FORMAT"),
        .value("--color", placeholder: "WHEN"),
        .flag("--strict", "--deny-warnings"),
        .value("--jobs", "-j", placeholder: "N"),
    ])

    static func run(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            let parsed = try parser.parse(arguments)
            let format = try parsed.format()
            let color = format == .human ? try parsed.color(for: 1) : false
            let jobs = try jobCount(parsed)
            let (paths, problems) = SpecFileFinder.collect(try roots(parsed))
            for problem in problems { Terminal.error("carousel check: " + problem) }
            if paths.isEmpty, !problems.isEmpty { return 2 }
            let code = check(paths, format: format, color: color, strict: parsed.has("--strict"), jobs: jobs)
            return problems.isEmpty ? code : 2
        } catch {
            return fail(error)
        }
    }

    /// Checks `paths`, prints the report, returns the exit code.
    static func check(_ paths: [String], format: DiagnosticFormat, color: Bool, strict: Bool, jobs: Int) -> Int32 {
        var bundles: [FileDiagnostics] = []
        var unreadable = false
        for outcome in BatchChecker.check(paths, jobs: jobs) {
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

    private static func jobCount(_ parsed: ParsedArguments) throws(CommandError) -> Int {
        guard let text = parsed.value("--jobs") else { return BatchChecker.defaultJobs }
        guard let jobs = Int(text), jobs >= 1, jobs <= 1024 else {
            throw .usage("invalid value '\(text)' for --jobs; expected a whole number from 1 to 1024")
        }
        return jobs
    }
}
