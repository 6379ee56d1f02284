/// rustc-style text: header, location, source excerpt with underlines, help, notes, summary.
///
/// ```
/// error[E0201]: unknown key `spaceing` in [[carousel]]
///   --> Configs/bad.carousel.toml:12:1
///    |
/// 12 | spaceing = 16
///    | ^^^^^^^^
///    |
///    = help: did you mean `spacing`?
/// ```
struct HumanRenderer {
    let options: RenderOptions

    private var painter: Painter { Painter(enabled: options.color) }

    /// Every diagnostic of every file, a blank line after each, then the summary line.
    func render(_ report: DiagnosticReport) -> String {
        var output = ""
        for bundle in report.files {
            var locator = SourceLocator(file: bundle.file)
            for diagnostic in bundle.diagnostics {
                output += render(diagnostic, locator: &locator)
                output += "\n"
            }
        }
        return output + summary(report) + "\n"
    }

    /// One diagnostic, ending with a newline.
    func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        var locator = SourceLocator(file: file)
        return render(diagnostic, locator: &locator)
    }

    /// One diagnostic, ending with a newline; `locator` is reused across a file's diagnostics.
    func render(_ diagnostic: Diagnostic, locator: inout SourceLocator) -> String {
        let file = locator.file
        let severityStyle = TerminalStyle.of(diagnostic.severity)
        let head = "\(diagnostic.severity.rawValue)[\(diagnostic.code.text)]"
        // A message should be one line; if it is not, later lines are indented under the first.
        // Names and values quoted from the file are shown through TerminalText, never raw.
        let message = TerminalText.visible(diagnostic.message).split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n" + String(repeating: " ", count: head.count + 2))
        var lines = [painter.paint(head, severityStyle) + painter.paint(": " + message, .emphasis)]
        let snippet = Snippet(file: file, diagnostic: diagnostic)
        let width = snippet.gutterWidth
        let indent = String(repeating: " ", count: width)
        var location = TerminalText.visible(file.path)
        if let span = diagnostic.span {
            let start = locator.location(of: span.start)
            location += ":\(start.line):\(start.column)"
        }
        lines.append(indent + painter.paint("-->", .gutter) + " " + location)
        if !snippet.annotations.isEmpty {
            lines += snippet.render(width: width, painter: painter, severity: diagnostic.severity)
        }
        let extras = (diagnostic.help.map { [("help", $0)] } ?? []) + diagnostic.notes.map { ("note", $0) }
        if !extras.isEmpty {
            if !snippet.annotations.isEmpty { lines.append(painter.paint(indent + " |", .gutter)) }
            for (kind, text) in extras {
                lines.append(
                    indent + " " + painter.paint("=", .gutter) + " " + painter.paint(kind + ":", .emphasis) + " "
                        + TerminalText.visible(text)
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `error: could not compile 2 files: 3 errors, 1 warning`, or `checked 5 files: no problems found`;
    /// tallied (``RenderOptions/tallies``): `error: checked 30 files, 5 with errors, 2 fixed: 7 errors, 1 warning`.
    func summary(_ report: DiagnosticReport) -> String {
        let counts = "\(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning"))"
        if options.tallies { return tally(report, counts: counts) }
        if report.fails(strict: options.strict) {
            let failing = report.failingFileCount(strict: options.strict)
            let subject =
                report.fileCount == 1 ? "`\(TerminalText.visible(report.files[0].file.path))`" : plural(failing, "file")
            var line =
                painter.paint("error", .error)
                + painter.paint(": could not \(options.verb) \(subject): \(counts)", .emphasis)
            if report.errorCount == 0 { line += " (warnings fail the run with --strict)" }
            return line
        }
        let checked = "\(pastTense(options.verb)) \(plural(report.fileCount, "file"))"
        if report.warningCount > 0 {
            return painter.paint("warning", .warning)
                + painter.paint(": \(checked): \(plural(report.warningCount, "warning"))", .emphasis)
        }
        return "\(checked): no problems found"
    }

    /// The summary of a run that went through every file: how many it went through, how many
    /// have errors (or, failing on warnings alone, warnings) and how many were fixed.
    private func tally(_ report: DiagnosticReport, counts: String) -> String {
        let fails = report.fails(strict: options.strict)
        // One failing file is named, as the error lines above name it.
        let single = fails && report.fileCount == 1 ? "`\(TerminalText.visible(report.files[0].file.path))`" : nil
        var parts = ["\(pastTense(options.verb)) \(single ?? plural(report.fileCount, "file"))"]
        let withErrors = report.fileCount(with: .error)
        if single == nil, withErrors > 0 { parts.append("\(withErrors) with errors") }
        let warningOnly = report.failingFileCount(strict: options.strict) - withErrors
        if single == nil, warningOnly > 0 { parts.append("\(warningOnly) with only warnings") }
        if let fixed = options.fixedFiles { parts.append("\(fixed) fixed") }
        let subject = parts.joined(separator: ", ")
        if fails {
            var line = painter.paint("error", .error) + painter.paint(": \(subject): \(counts)", .emphasis)
            if report.errorCount == 0 { line += " (warnings fail the run with --strict)" }
            return line
        }
        if report.warningCount > 0 {
            return painter.paint("warning", .warning)
                + painter.paint(": \(subject): \(plural(report.warningCount, "warning"))", .emphasis)
        }
        return "\(subject): no problems found"
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private func pastTense(_ verb: String) -> String {
        verb.hasSuffix("e") ? verb + "d" : verb + "ed"
    }
}
