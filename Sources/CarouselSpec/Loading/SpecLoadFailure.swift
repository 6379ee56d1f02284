import SourceDiagnostics

/// Why a spec could not be used: unreadable (I/O) or invalid (diagnostics).
public enum SpecLoadFailure: Error, CustomStringConvertible, Sendable {
    /// The file could not be read.
    case unreadable(path: String, problem: FileReadError)
    /// The file has errors, its own or those of a file it names (`otherFiles`: the bases it
    /// extends and the files its item sources read, each with its problems in that file); no
    /// diagnostic anywhere is a theme, with no `[[carousel]]` to run.
    case invalid(file: SourceFile, diagnostics: [Diagnostic], otherFiles: [FileDiagnostics] = [])

    /// Number of errors (1 for an unreadable file).
    public var errorCount: Int {
        switch self {
        case .unreadable: return 1
        case .invalid(_, let diagnostics, let otherFiles):
            let all = diagnostics + otherFiles.flatMap(\.diagnostics)
            return max(1, all.filter { $0.severity == .error }.count)
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
        case .invalid(let file, let diagnostics, let otherFiles):
            guard !diagnostics.isEmpty || !otherFiles.isEmpty else {
                return "\(file.path): no [[carousel]] to run (a theme is for other specs to `extends`)\n"
            }
            let files =
                otherFiles + (diagnostics.isEmpty ? [] : [FileDiagnostics(file: file, diagnostics: diagnostics)])
            let report = DiagnosticReport(files: files)
            return DiagnosticFormat.human.render(report, options: RenderOptions(color: false, verb: verb))
        }
    }
}
