import LintConfig
import SourceDiagnostics

/// What the project configs say for one run of `check`: the lint pass of every spec, and the
/// configs that have problems (reported like spec files, before them).
struct LintPlan: Sendable {
    /// The pass of each spec path; a path without an entry gets comments only.
    var passes: [String: LintPass] = [:]
    /// Every config that governs a checked spec and has diagnostics, in the order first met.
    var configReports: [FileDiagnostics] = []
    /// Configs that could not be read (one-line messages; the run exits with 2).
    var problems: [String] = []

    /// The pass for the spec at `path`.
    func pass(for path: String) -> LintPass {
        passes[path] ?? LintPass()
    }
}
