/// The `--format junit` output: JUnit XML for the test report of a CI system (GitLab, Jenkins,
/// Azure, CircleCI).
///
/// One `<testsuite name="carousel check">` (`carousel test` for behaviour tests) per run inside `<testsuites>`, one `<testcase>` per
/// file checked (its path as the name, `classname="carousel check"`). Each error is a
/// `<failure>` whose `type` is the code and whose `message` is the one-line message; its text
/// is `file:line:col: severity[CODE]: message` with the help and notes on further lines.
/// Warnings are failures too under `--strict`; otherwise they are listed in the test case's
/// `<system-out>`, so the test passes and the warnings stay visible. The document validates
/// against Jenkins' junit-10.xsd (Tests/Fixtures/ci/junit.xsd states its rules).
struct JUnitRenderer {
    /// Whether warnings are failures (`--strict`).
    let strict: Bool
    /// The command after `carousel` (``RenderOptions/verb``): the suite is `carousel VERB`.
    var verb = "check"

    /// The whole document, ending with a newline.
    func render(_ report: DiagnosticReport) -> String {
        let failing = report.failingFileCount(strict: strict)
        var cases = ""
        for bundle in report.files {
            var locator = SourceLocator(file: bundle.file)
            var failureText = ""
            var output = ""
            for diagnostic in bundle.diagnostics {
                let text = JUnitRenderer.text(of: diagnostic, locator: &locator)
                if diagnostic.severity == .error || (strict && diagnostic.severity == .warning) {
                    failureText += "      <failure message=\"\(XMLText.escape(diagnostic.message))\""
                    failureText += " type=\"\(XMLText.escape(diagnostic.code.text))\">"
                    failureText += XMLText.escape(text, attribute: false) + "</failure>\n"
                } else {
                    output += text + "\n"
                }
            }
            let name = XMLText.escape(bundle.file.path)
            cases += "    <testcase name=\"\(name)\" classname=\"carousel \(verb)\" file=\"\(name)\""
            if failureText.isEmpty && output.isEmpty {
                cases += "/>\n"
                continue
            }
            cases += ">\n" + failureText
            if !output.isEmpty {
                cases += "      <system-out>" + XMLText.escape(output, attribute: false) + "</system-out>\n"
            }
            cases += "    </testcase>\n"
        }
        var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        document +=
            "<testsuites name=\"carousel\" tests=\"\(report.fileCount)\" failures=\"\(failing)\" errors=\"0\">\n"
        document += "  <testsuite name=\"carousel \(verb)\" tests=\"\(report.fileCount)\" failures=\"\(failing)\""
        document += " errors=\"0\" skipped=\"0\" time=\"0\">\n"
        document += "    <properties>\n"
        document += "      <property name=\"errors\" value=\"\(report.errorCount)\"/>\n"
        document += "      <property name=\"warnings\" value=\"\(report.warningCount)\"/>\n"
        document += "      <property name=\"strict\" value=\"\(strict)\"/>\n"
        document += "    </properties>\n"
        document += cases + "  </testsuite>\n</testsuites>\n"
        return document
    }

    /// `file:line:col: severity[CODE]: message`, then `help:` and `note:` lines.
    static func text(of diagnostic: Diagnostic, locator: inout SourceLocator) -> String {
        var place = locator.file.path
        if let span = diagnostic.span {
            let start = locator.location(of: span.start)
            place += ":\(start.line):\(start.column)"
        }
        var text = "\(place): \(diagnostic.severity.rawValue)[\(diagnostic.code.text)]: \(diagnostic.message)"
        if let help = diagnostic.help { text += "\nhelp: " + help }
        for note in diagnostic.notes { text += "\nnote: " + note }
        return text
    }
}
