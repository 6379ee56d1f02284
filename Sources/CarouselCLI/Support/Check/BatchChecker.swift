import Dispatch
import HostSystem
import LintConfig
import SourceDiagnostics
import Synchronization

/// What checking one file gave: its diagnostics (and those of the files it extends, each in
/// its own file), or why it could not be read.
enum FileOutcome: Sendable {
    /// The spec's diagnostics, then those of the files its item sources read (CSV, JSON); the
    /// bases it extends, each in its own file (reported once per run), and their paths.
    case checked([FileDiagnostics], bases: [FileDiagnostics] = [], references: SpecReferences = SpecReferences())
    case unreadable(String)
}

/// Reads and compiles many spec files, on several threads when there are several files.
///
/// Results come back in the order of `paths` whatever order the threads finish in, so the
/// output is the same as a serial run.
enum BatchChecker {
    /// The number of worker threads by default: the number of active processors.
    static var defaultJobs: Int { max(1, HostProcess.activeProcessorCount) }

    /// Checks every path; `jobs` caps the threads (1 runs on the calling thread); `render` also
    /// runs the render pass on the files without errors (`check --render`); `lint` holds the
    /// project config of each path (suppression comments apply whatever it holds).
    static func check(
        _ paths: [String], jobs: Int = defaultJobs, render: Bool = false, lint: LintPlan = LintPlan()
    ) -> [FileOutcome] {
        let workers = min(max(jobs, 1), paths.count)
        HugePageHeap.prepare(inputBytes: paths.reduce(0) { $0 + FileReader.size(of: $1) })
        if workers <= 1 { return paths.map { checkOne($0, render: render, lint: lint.pass(for: $0)) } }
        let board = WorkBoard(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = board.claim() {
                let path = paths[index]
                board.store(checkOne(path, render: render, lint: lint.pass(for: path)), at: index)
            }
        }
        return board.results()
    }

    /// Reads and compiles one file (and plays it through the render pass when `render`), then
    /// applies its suppression comments and project config.
    static func checkOne(_ path: String, render: Bool = false, lint: LintPass = LintPass()) -> FileOutcome {
        do throws(CommandError) {
            var compilation = try SpecServices.compile(path: path)
            compilation.diagnostics = TextProofRunner.diagnostics(compilation)
            if render { compilation.diagnostics = RenderPassRunner.diagnostics(compilation) }
            compilation.diagnostics = lint.apply(to: compilation.diagnostics, in: compilation.file)
            // A clean file needs no source text for rendering: keep only its path, so checking
            // a large folder holds the bytes of the files with diagnostics only.
            let file = compilation.diagnostics.isEmpty ? SourceFile(path: path, bytes: []) : compilation.file
            let outcome = FileOutcome.checked(
                [FileDiagnostics(file: file, diagnostics: compilation.diagnostics)] + compilation.sourceFiles,
                bases: compilation.checkedBaseReports,
                references: SpecReferences(bases: compilation.basePaths, sources: compilation.sourcePaths))
            TeardownSkipper.keep(compilation)
            return outcome
        } catch {
            return .unreadable(error.message)
        }
    }
}

/// Hands out indices to worker threads and keeps one result slot per index.
private final class WorkBoard: @unchecked Sendable {
    private let next = Atomic<Int>(0)
    private let count: Int
    /// Each slot is written by exactly one thread, and read only after all threads joined.
    private let slots: UnsafeMutableBufferPointer<FileOutcome?>

    init(count: Int) {
        self.count = count
        slots = UnsafeMutableBufferPointer.allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The next unclaimed index, or `nil` when every index is taken.
    func claim() -> Int? {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }

    func store(_ outcome: FileOutcome, at index: Int) {
        slots[index] = outcome
    }

    func results() -> [FileOutcome] {
        slots.map { $0 ?? .unreadable("internal error: file was not checked") }
    }
}
