import CarouselEngine
import CarouselScript
import CarouselSpec
import JSON
import SourceDiagnostics

/// Runs the tests of one ``BehaviourTestFile``: the spec is played headless exactly as
/// `carousel simulate` plays it (its JSON lines, read back), and each expectation is compared
/// with the frame line and the announcements at its time. Every failure is an `E0610` at the
/// expected value, with the actual value in its message.
enum BehaviourTestRunner {
    /// Frames per second of every run, as `simulate` plays by default.
    static let fps = 60
    /// Latest expectation time: the frames one `simulate` run may print, at ``fps``.
    static let maxSeconds = Double((SimulateCommand.maxFrames - 1) / fps)

    /// The outcome of one test.
    struct Result {
        var name: String
        var passed: Bool
        /// The test's `[[test]]` table.
        var table: SourceSpan
    }

    /// Runs every test of `tests` (read from `file`); `compile` reads the spec at a path. Returns
    /// each test's outcome and the diagnostics of its problems and failures. Without `play` (the
    /// language server, as you type) the spec and the carousels are checked but nothing is
    /// played: no test passes and no expectation fails (E0610).
    static func run(
        _ tests: BehaviourTestFile, file: SourceFile, play: Bool = true,
        compile: (String) throws(CommandError) -> SpecCompilation
    ) -> (results: [Result], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let failedAll = tests.tests.map { Result(name: $0.name, passed: false, table: $0.table) }
        guard let (path, span) = tests.spec else { return (failedAll, []) }
        let resolvedPath = path.hasPrefix("/") ? path : PathName.normalized(PathName.folder(of: file.path) + "/" + path)
        let compilation: SpecCompilation
        do throws(CommandError) {
            compilation = try compile(resolvedPath)
        } catch {
            let message = "cannot use the spec \"\(path)\": \(error.message)"
            return (failedAll, [Diagnostic(DiagnosticCode.testSpecUnusable, message: message, span: span)])
        }
        guard let spec = compilation.spec else {
            let errors = compilation.diagnostics.count { $0.severity == .error }
            let message = "the spec \"\(path)\" has \(errors == 1 ? "1 error" : "\(errors) errors"): no test can run"
            return (
                failedAll,
                [
                    Diagnostic(
                        DiagnosticCode.testSpecUnusable, message: message, span: span,
                        help: "run `carousel check \(resolvedPath)`")
                ]
            )
        }
        let decision = DesktopMotion.decide(spec.window.reducedMotion, override: nil)
        let window = WindowRules.forSpec(
            spec, responsive: compilation.responsive, decision: decision, window: tests.size ?? spec.window.size)
        let ids = window.scene.carousels.map(\.id)
        let carousels = Dictionary(spec.carousels.map { ($0.engine.id, $0) }, uniquingKeysWith: { first, _ in first })
        let announce: Simulation.Announcer = { id, index in carousels[id]?.announcement(for: index) }
        var results: [Result] = []
        for test in tests.tests {
            var failures: [Diagnostic] = []
            var runnable = test.runnable
            for expectation in test.expectations {
                if let problem = carouselProblem(expectation, ids: ids) {
                    failures.append(problem)
                    runnable = false
                }
            }
            if runnable, play {
                let run = Run.play(test, scene: window.scene, rules: window.rules, announce: announce)
                for expectation in test.expectations {
                    failures += run.failures(of: expectation, carousel: expectation.carousel?.id ?? ids[0], test: test)
                }
            }
            diagnostics += failures
            results.append(Result(name: test.name, passed: play && runnable && failures.isEmpty, table: test.table))
        }
        return (results, diagnostics)
    }

    /// E0606 when the expectation names no carousel of the spec, or none while it has several.
    static func carouselProblem(_ expectation: Expectation, ids: [String]) -> Diagnostic? {
        let list = ids.map { "\"\($0)\"" }.joined(separator: ", ")
        guard let (id, span) = expectation.carousel else {
            if ids.count == 1 { return nil }
            return Diagnostic(
                DiagnosticCode.testUnknownCarousel, message: "which carousel? the spec has \(ids.count): \(list)",
                span: expectation.span, help: "add `carousel = \"\(ids.first ?? "")\"` (or another id)")
        }
        if ids.contains(id) { return nil }
        let candidates = Suggestions.closest(to: id, in: ids, maxDistance: 3)
        return Diagnostic(
            DiagnosticCode.testUnknownCarousel, message: "the spec has no carousel \"\(id)\" (ids: \(list))",
            span: span,
            help: Suggestions.didYouMean(candidates),
            fixIts: candidates.first.map {
                [FixIt.replace(span, with: "\"\($0)\"", safety: candidates.count == 1 ? .safe : .unsafe)]
            } ?? [])
    }
}
