import SourceDiagnostics
import TOMLFormat

/// `carousel fmt [--check] [--diff] [PATH ... | -]`: rewrites spec files in the canonical layout.
enum FmtCommand: CLICommand {
    /// What to do with a file that would change.
    enum Mode { case write, diff, check }

    /// How one file went.
    enum Outcome { case unchanged, changed, failed }

    static func run(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            let parsed = try parse(arguments)
            let mode: Mode = parsed[Self.check] ? .check : parsed[Self.diff] ? .diff : .write
            if parsed.positionals.contains("-") {
                guard parsed.positionals.count == 1 else {
                    throw .usage("`-` (standard input) cannot be combined with other paths; format them separately")
                }
                return formatStandardInput(mode)
            }
            let (paths, problems) = SpecFileFinder.collect(try roots(parsed))
            for problem in problems { Terminal.error("carousel fmt: " + problem) }
            let outcomes = paths.map { formatFile($0, mode: mode) }
            report(outcomes, mode: mode)
            if !problems.isEmpty || outcomes.contains(.failed) { return 2 }
            return mode == .check && outcomes.contains(.changed) ? 1 : 0
        } catch {
            return fail(error)
        }
    }

    /// Formats one file: rewrites it, or prints its diff, as `mode` says.
    static func formatFile(_ path: String, mode: Mode) -> Outcome {
        let bytes: [UInt8]
        do throws(CommandError) {
            bytes = try FileReader.read(path)
        } catch {
            Terminal.error("carousel fmt: " + error.message)
            return .failed
        }
        guard let formatted = formatted(bytes, path: path) else { return .failed }
        if formatted == bytes { return .unchanged }
        switch mode {
        case .write:
            do throws(CommandError) {
                try InPlaceWriter.replace(path, with: formatted)
            } catch {
                Terminal.error("carousel fmt: " + error.message)
                return .failed
            }
        case .diff, .check:
            Terminal.write(UnifiedDiff.render(old: bytes, new: formatted, oldLabel: path, newLabel: path))
        }
        return .changed
    }

    /// `-`: standard input to standard output (or its diff with `--check` / `--diff`).
    private static func formatStandardInput(_ mode: Mode) -> Int32 {
        let bytes: [UInt8]
        do throws(CommandError) {
            bytes = try TOMLDecodeCommand.readAll("-", displayPath: "<stdin>")
        } catch {
            return fail(error)
        }
        guard let formatted = formatted(bytes, path: "<stdin>") else { return 2 }
        if mode == .write {
            Terminal.write(bytes: formatted)
            return 0
        }
        Terminal.write(UnifiedDiff.render(old: bytes, new: formatted, oldLabel: "<stdin>", newLabel: "<stdin>"))
        return mode == .check && formatted != bytes ? 1 : 0
    }

    /// The formatted bytes, or nil after printing why the file cannot be formatted.
    static func formatted(_ bytes: [UInt8], path: String) -> [UInt8]? {
        switch TOMLFormatter.format(bytes: bytes, path: path) {
        case .success(let output):
            return output
        case .failure(let failure):
            if let problem = failure.internalProblem {
                Terminal.error("carousel fmt: '\(path)' was not formatted: \(problem) (please report this)")
            } else {
                let report = DiagnosticReport(files: [
                    FileDiagnostics(file: failure.file, diagnostics: failure.diagnostics)
                ])
                let options = RenderOptions(color: Terminal.wantsColor(2), verb: "format")
                Terminal.report(DiagnosticFormat.human.render(report, options: options), to: 2)
            }
            return nil
        }
    }

    /// One summary line: on stdout after rewriting, on stderr after a diff (stdout stays a patch).
    private static func report(_ outcomes: [Outcome], mode: Mode) {
        let changed = outcomes.filter { $0 == .changed }.count
        let unchanged = outcomes.filter { $0 == .unchanged }.count
        let failed = outcomes.filter { $0 == .failed }.count
        var parts: [String] = []
        switch mode {
        case .write: parts.append("formatted \(files(changed))")
        case .diff, .check: parts.append("\(files(changed)) would be reformatted")
        }
        parts.append("\(unchanged) already formatted")
        if failed > 0 { parts.append("\(failed) could not be formatted") }
        let line = parts.joined(separator: ", ")
        if mode == .write { Terminal.message(line + "\n") } else { Terminal.error(line) }
    }

    private static func files(_ count: Int) -> String { count == 1 ? "1 file" : "\(count) files" }

    /// The PATH arguments, or `Configs/` when there are none.
    private static func roots(_ parsed: ParsedArguments) throws(CommandError) -> [String] {
        if !parsed.positionals.isEmpty { return parsed.positionals }
        guard FileReader.kind(of: "Configs") == .directory else {
            throw .usage("no PATH given and there is no Configs/ folder here; name the spec files or folders to format")
        }
        return ["Configs"]
    }
}
