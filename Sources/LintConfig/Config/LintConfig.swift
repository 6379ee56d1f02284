import CarouselSpec
import SourceDiagnostics

/// A project config, `.carousel-lint.toml`: severities per code, per path, for every spec below
/// the folder that holds it (docs/ci.md).
///
/// Read it with ``LintConfigReader``; ask ``levels(for:)`` what applies to one spec.
public struct LintConfig: Sendable {
    /// One `[[overrides]]` entry: a severity table for the files its patterns match.
    public struct Override: Sendable {
        /// The patterns of `paths`; a file matching any of them gets ``severity``.
        public var patterns: [GlobPattern]
        /// The entry's `[overrides.severity]` table.
        public var severity: [String: LintLevel]
    }

    /// The top-level `[severity]` table: code to level.
    public var severity: [String: LintLevel] = [:]
    /// The `[[overrides]]` entries, in file order.
    public var overrides: [Override] = []
    /// `project-roots`: folders (as written, relative to the config's folder) that specs may
    /// also read bases from; `ProjectBoundary.forSpec` reads them for the spec compiler.
    public var projectRoots: [String] = []

    /// Creates a config; the default one changes nothing.
    public init(severity: [String: LintLevel] = [:], overrides: [Override] = []) {
        self.severity = severity
        self.overrides = overrides
    }

    /// The levels for the spec at `relativePath` (relative to the config's folder, `/`-separated):
    /// `[severity]`, then every override whose patterns match, in file order (a later one wins
    /// for the codes it names). `nil` (a spec read from standard input without a name) gets
    /// `[severity]` only.
    public func levels(for relativePath: String?) -> [String: LintLevel] {
        var levels = severity
        guard let relativePath else { return levels }
        for override in overrides where override.patterns.contains(where: { $0.matches(relativePath) }) {
            levels.merge(override.severity) { _, new in new }
        }
        return levels
    }
}
