import SourceDiagnostics

/// `carousel compile SPEC [-o OUT.json]`: prints the resolved configuration as JSON.
enum CompileCommand: CLICommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            let parsed = try parse(arguments)
            guard let path = parsed.positionals.first else { throw .usage("missing SPEC, the spec file to compile") }
            let format = parsed[Self.format]
            let color = format == .human ? parsed[Self.color].enabled(for: 2) : false
            let strict = parsed[Self.strict]
            let size = parsed[Self.size]
            let compilation = try SpecServices.compile(path: path, keepsDocument: size != nil)
            let report = DiagnosticReport(files: compilation.reportedFiles)
            if report.errorCount + report.warningCount > 0 {
                let options = RenderOptions(color: color, strict: strict, verb: "compile", rules: SpecServices.rules)
                Terminal.report(format.render(report, options: options), to: 2)
            }
            if compilation.isTheme { throw .io(Self.themeMessage(path)) }
            guard !report.fails(strict: strict), compilation.spec != nil else { return 1 }
            let target = parsed[Self.output].flatMap { $0 == "-" ? nil : $0 }
            if parsed[Self.explainValues] {
                if size != nil { throw .usage("--explain-values lists the spec's own values: leave out --size") }
                guard let text = compilation.explainedValues() else { return 1 }
                if let target { try FileWriter.write(text, to: target) } else { Terminal.write(text) }
            } else if let size {
                guard let json = compilation.compiledJSON(forWindow: size) else { return 1 }
                if let target { try FileWriter.write(json, to: target) } else { Terminal.write(json) }
            } else if let target {
                // The file, like standard output, gets the JSON in chunks as it is made.
                try FileWriter.write(to: target) { sink in
                    withoutActuallyEscaping(sink) { _ = compilation.writeCompiledJSON(to: $0) }
                }
            } else {
                // Standard output gets the JSON in chunks as it is made: 90,000 items are about
                // 40 MB of text, never held whole (docs/limits.md).
                _ = compilation.writeCompiledJSON { Terminal.write(bytes: $0) }
            }
            return 0
        } catch {
            return fail(error)
        }
    }

    /// Why a theme (a spec without carousels) cannot be compiled, simulated or shown.
    static func themeMessage(_ path: String) -> String {
        "\(path) has no [[carousel]]: it is a theme for other specs to `extends`; compile a spec that extends it"
    }

    static let output = Option.text(
        "--output", "-o", placeholder: "OUT.json", default: "standard output",
        help: ["write the JSON to this file ('-' means standard output)"])
    static let size = Option.size(
        "--size", maximum: Option.drawableSize, default: "the spec's [window] size",
        help: [
            "resolve for a window of this size in points: the", "[[carousel.when]] rules that apply there,",
            "laid out as that window shows the spec",
        ])
    static let explainValues = Option.flag(
        "--explain-values",
        help: [
            "print each value with where it came from (the", "carousel, [defaults], a base file's line or the",
            "built-in default) instead of the JSON",
        ])
    static let format = Option.format(help: [
        "how diagnostics are printed: human (default), json,", "github or sarif (see 'carousel help check')",
    ])
    static let color = Option.color(help: [
        "auto, always or never; auto colours when", "standard error is a terminal and NO_COLOR is unset",
    ])
    static let strict = Option.strict(help: [
        "warnings count as errors (exit code 1, no output);", "--deny-warnings is the same",
    ])

    static let spec = CommandSpec(
        name: "compile", summary: "Print the resolved configuration as JSON", arguments: ["SPEC"],
        maxPositionals: 1,
        about: """
            Compiles one spec file and prints the resolved configuration as JSON: the same
            key names as the spec, every default filled in, durations in seconds, colours as
            "#RRGGBBAA", frames in window points, paths resolved, and a `derived` object per
            carousel with computed values. Keys are in a stable order, so two runs diff cleanly.
            When the spec has errors nothing is written and the diagnostics go to standard error.
            Warnings are printed to standard error too, and do not stop the output. With --size,
            the spec is resolved for that window size: the rules that apply there in force, and a
            `responsive` object naming them, the size laid out and the scale. With
            --explain-values, each value of the window and the carousels is printed on a line of
            its own with where it came from: the carousel or [window] itself, the spec's
            [defaults], a base file named by `extends` (file:line), or the built-in default.
            """,
        options: [output.spec, size.spec, explainValues.spec, format.spec, color.spec, strict.spec],
        sections: """
            exit codes:
              0  compiled; the JSON was written
              1  the spec has errors (or warnings with --strict)
              2  bad usage, or SPEC is missing, a folder or unreadable, or OUT cannot be written

            examples:
              carousel compile Configs/showcase.carousel.toml
              carousel compile Configs/showcase.carousel.toml -o build/showcase.json
              carousel compile Configs/responsive.carousel.toml --size 480x720
            """)
}
