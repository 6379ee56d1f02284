/// Everything one run found: the diagnostics of every file it looked at, in output order.
///
/// Files without diagnostics are included so that the file count is right.
public struct DiagnosticReport: Sendable {
    /// Every file looked at, in the order the renderers print them.
    public var files: [FileDiagnostics]

    /// Creates a report; `files` keep their order.
    public init(files: [FileDiagnostics]) {
        self.files = files
    }

    /// The number of files looked at.
    public var fileCount: Int { files.count }

    /// The number of diagnostics with severity `.error`.
    public var errorCount: Int { count(of: .error) }

    /// The number of diagnostics with severity `.warning`.
    public var warningCount: Int { count(of: .warning) }

    /// Whether the run failed: any error, or any warning when `strict` (`--strict` / `--deny-warnings`).
    public func fails(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }

    /// The number of files that make the run fail (see ``fails(strict:)``).
    public func failingFileCount(strict: Bool) -> Int {
        files.filter { bundle in
            bundle.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        }.count
    }

    /// The number of files with at least one diagnostic of `severity`.
    public func fileCount(with severity: Severity) -> Int {
        files.filter { bundle in bundle.diagnostics.contains { $0.severity == severity } }.count
    }

    private func count(of severity: Severity) -> Int {
        files.reduce(0) { total, bundle in
            total + bundle.diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
        }
    }
}
