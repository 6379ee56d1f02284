import CarouselSpec
import SourceDiagnostics

/// `carousel check -` (one spec on standard input) and `carousel check --watch`.
extension CheckCommand {
    /// The exit code of the standard input or watch mode, or nil for a plain check.
    static func runInputModes(_ parsed: ParsedArguments) throws(CommandError) -> Int32? {
        let readsStdin = parsed.positionals.contains("-")
        if readsStdin, parsed.positionals.count > 1 {
            throw .usage("`-` (standard input) cannot be mixed with other paths; check them in another run")
        }
        if !readsStdin, parsed[Self.stdinFilename] != nil {
            throw .usage("--stdin-filename names the spec read from standard input: give `-` as the PATH")
        }
        if parsed[Self.fix], readsStdin || parsed[Self.watch] {
            throw .usage("--fix rewrites files: it cannot be used with `-` (standard input) or --watch")
        }
        if parsed[Self.watch] {
            if readsStdin { throw .usage("--watch cannot watch standard input; name the files or folders to watch") }
            return try CheckWatcher.run(parsed)
        }
        guard readsStdin else { return nil }
        return try checkStandardInput(parsed)
    }

    /// Reads one spec from standard input and checks it like a file named `--stdin-filename`.
    private static func checkStandardInput(_ parsed: ParsedArguments) throws(CommandError) -> Int32 {
        let name = parsed[Self.stdinFilename]
        let bytes: [UInt8]
        do throws(FileReadError) {
            bytes = try FileReader.readAll(0, expected: 0, limit: FileReader.maxBytes)
        } catch {
            throw .io(error.message(path: "<stdin>"))
        }
        let format = parsed[Self.format]
        let color = format == .human ? parsed[Self.color].enabled(for: 1) : false
        var render = parsed[Self.render]
        if render, let reason = RenderPassRunner.unavailableReason {
            Terminal.error("carousel check: --render skipped: " + reason)
            render = false
        }
        let file = SourceFile(path: name ?? "<stdin>", bytes: bytes)
        // A relative --stdin-filename is relative to the current folder, like a PATH argument.
        var compilation = SpecServices.loader.compile(file, baseDirectory: name.map(PathName.folder(of:)) ?? ".")
        compilation.diagnostics = TextProofRunner.diagnostics(compilation)
        if render { compilation.diagnostics = RenderPassRunner.diagnostics(compilation) }
        var finder = ProjectConfigFinder()
        let lint = finder.stdinPlan(name: name)
        compilation.diagnostics = lint.pass(for: name ?? "<stdin>").apply(to: compilation.diagnostics, in: file)
        let outcome = FileOutcome.checked(
            [FileDiagnostics(file: file, diagnostics: compilation.diagnostics)] + compilation.sourceFiles,
            bases: compilation.baseReports)
        return report([outcome], lint: lint, format: format, color: color, strict: parsed[Self.strict])
    }
}
