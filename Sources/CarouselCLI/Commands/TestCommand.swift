import CarouselSpec
import SourceDiagnostics

/// `carousel test [PATH ...]`: runs behaviour tests (`*.carousel-test.toml`) and reports their
/// failures as diagnostics, in the formats `check` has.
enum TestCommand: CLICommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            let parsed = try parse(arguments)
            let format = parsed[Self.format]
            let color = format == .human ? parsed[Self.color].enabled(for: 1) : false
            let strict = parsed[Self.strict]
            let roots = parsed.positionals.isEmpty ? ["."] : parsed.positionals
            let (paths, problems) = SpecFileFinder.collect(roots, suffix: BehaviourTestFile.suffix)
            for problem in problems { Terminal.error("carousel test: " + problem) }
            if paths.isEmpty { return 2 }
            var bundles: [FileDiagnostics] = []
            var results: [BehaviourTestRunner.Result] = []
            var suites: [(diagnostics: FileDiagnostics, cases: [JUnitTestCase])] = []
            var unreadable = false
            for path in paths {
                guard let outcome = runFile(path) else {
                    unreadable = true
                    continue
                }
                bundles.append(outcome.diagnostics)
                results += outcome.results
                let cases = outcome.results.map { JUnitTestCase(name: $0.name, span: $0.table, passed: $0.passed) }
                suites.append((outcome.diagnostics, cases))
            }
            let report = DiagnosticReport(files: bundles)
            let options = RenderOptions(color: color, strict: strict, verb: "test", rules: SpecServices.rules)
            if format == .human { Terminal.write(summary(results)) }
            // JUnit shows each test as a test case, in a suite per file (not a case per file as `check`).
            let output =
                format == .junit
                ? JUnitCaseRenderer(strict: strict).render(suites) : format.render(report, options: options)
            Terminal.report(output, to: 1)
            if unreadable || !problems.isEmpty { return 2 }
            let failed = results.contains { !$0.passed }
            return failed || report.fails(strict: strict) ? 1 : 0
        } catch {
            return fail(error)
        }
    }

    /// Reads and runs one test file; nil (after a message) when it cannot be read.
    static func runFile(_ path: String) -> (diagnostics: FileDiagnostics, results: [BehaviourTestRunner.Result])? {
        let bytes: [UInt8]
        do throws(FileReadError) {
            bytes = try FileReader.bytes(path, limit: ScriptFileReader.maxBytes)
        } catch {
            Terminal.error(
                "carousel test: " + error.message(path: path, noun: "test file", example: "a .carousel-test.toml file"))
            return nil
        }
        let file = SourceFile(path: path, bytes: bytes)
        let (diagnostics, results) = diagnostics(of: file, play: true)
        return (FileDiagnostics(file: file, diagnostics: diagnostics), results)
    }

    /// The problems of the test file `file` (E0601-E0606, W0601) and, with `play`, its failures
    /// (E0610), in source order, with each test's outcome. `carousel lsp` calls it without `play`.
    static func diagnostics(of file: SourceFile, play: Bool) -> ([Diagnostic], [BehaviourTestRunner.Result]) {
        let (tests, problems) = BehaviourTestReader.read(file)
        let (results, failures) = BehaviourTestRunner.run(tests, file: file, play: play) {
            (spec: String) throws(CommandError) in try SpecServices.compile(path: spec)
        }
        let diagnostics = (problems + failures).sorted { ($0.span?.start ?? -1) < ($1.span?.start ?? -1) }
        return (diagnostics, results)
    }

    /// One line per test (`ok` or `FAILED` and its name), then the counts.
    static func summary(_ results: [BehaviourTestRunner.Result]) -> String {
        var text = ""
        for result in results { text += (result.passed ? "ok      " : "FAILED  ") + result.name + "\n" }
        let failed = results.count { !$0.passed }
        let tests = results.count == 1 ? "1 test" : "\(results.count) tests"
        return text + "\(tests): \(results.count - failed) passed, \(failed) failed\n\n"
    }
}
