import SourceDiagnostics

/// Why a spec could not be used: unreadable (I/O) or invalid (diagnostics).
public enum SpecLoadFailure: Error, CustomStringConvertible, Sendable {
    /// The file could not be read.
    case unreadable(path: String, problem: FileReadError)
    /// The file has errors (the diagnostics hold at least one, unless the compiler gave no spec
    /// without saying why).
    case invalid(file: SourceFile, diagnostics: [Diagnostic])

    /// Number of errors (1 for an unreadable file).
    public var errorCount: Int {
        switch self {
        case .unreadable: return 1
        case .invalid(_, let diagnostics): return max(1, diagnostics.filter { $0.severity == .error }.count)
        }
    }

    /// One line for an unreadable file (``FileReadError/message(path:)``), otherwise the
    /// diagnostics in `carousel check`'s human format without colour; ends with a newline.
    public var description: String { description(verb: "check") }

    /// ``description`` with the summary line worded for the command `verb` ("could not render
    /// spec.carousel.toml: 1 error").
    public func description(verb: String) -> String {
        switch self {
        case .unreadable(let path, let problem):
            return problem.message(path: path) + "\n"
        case .invalid(let file, let diagnostics):
            guard !diagnostics.isEmpty else {
                return "\(file.path): no [[carousel]] to run (a theme is for other specs to `extends`)\n"
            }
            let report = DiagnosticReport(files: [FileDiagnostics(file: file, diagnostics: diagnostics)])
            return DiagnosticFormat.human.render(report, options: RenderOptions(color: false, verb: verb))
        }
    }
}
