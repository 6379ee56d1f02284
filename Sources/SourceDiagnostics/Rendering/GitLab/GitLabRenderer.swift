import JSON

/// The `--format gitlab` output: a GitLab Code Quality report (`artifacts:reports:codequality`),
/// the subset of the Code Climate issue format that GitLab reads.
///
/// A JSON array with one issue per diagnostic: `description` (the message, with the help),
/// `check_name` (the code), `fingerprint` (see ``CodeQualityFingerprints``), `severity` and
/// `location` with `path` and `lines.begin` / `lines.end` (1-based; 1 for a diagnostic about a
/// whole file). Severities: a TOML syntax error (`E01xx`, the file cannot be read at all) is
/// `critical`, every other error `major`, a warning `minor`, a note `info`; `blocker` is not used.
struct GitLabRenderer {
    /// The whole report, indented by two spaces, ending with a newline.
    func render(_ report: DiagnosticReport) -> String {
        var issues: [JSONValue] = []
        var fingerprints = CodeQualityFingerprints()
        for bundle in report.files {
            var locator = SourceLocator(file: bundle.file)
            for diagnostic in bundle.diagnostics {
                issues.append(issue(for: diagnostic, in: bundle.file, locator: &locator, fingerprints: &fingerprints))
            }
        }
        return JSONWriter(format: .pretty).text(.array(issues)) + "\n"
    }

    /// One Code Quality issue.
    func issue(
        for diagnostic: Diagnostic, in file: SourceFile, locator: inout SourceLocator,
        fingerprints: inout CodeQualityFingerprints
    ) -> JSONValue {
        var description = diagnostic.message
        if let help = diagnostic.help { description += " (help: \(help))" }
        var lines: [(String, JSONValue)] = [("begin", .integer(1))]
        if let span = diagnostic.span {
            let region = locator.region(of: span)
            lines = [
                ("begin", .integer(region.start.line)), ("end", .integer(max(region.start.line, region.end.line))),
            ]
        }
        let path = GitLabRenderer.relative(file.path)
        let fingerprint = fingerprints.next(path: path, diagnostic: diagnostic, file: file)
        return .object([
            ("description", .string(description)),
            ("check_name", .string(diagnostic.code.text)),
            ("fingerprint", .string(fingerprint)),
            ("severity", .string(GitLabRenderer.severity(of: diagnostic))),
            ("location", .object([("path", .string(path)), ("lines", .object(lines))])),
        ])
    }

    /// The Code Quality severity of a diagnostic (see the type's documentation).
    static func severity(of diagnostic: Diagnostic) -> String {
        switch diagnostic.severity {
        case .error: return diagnostic.code.text.hasPrefix("E01") ? "critical" : "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }

    /// `path` without a leading `./` (GitLab wants a path relative to the repository root).
    static func relative(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}
