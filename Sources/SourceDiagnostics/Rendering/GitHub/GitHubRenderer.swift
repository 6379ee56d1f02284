/// The `--format github` output: one GitHub Actions workflow command per diagnostic.
///
/// `::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=CODE::message` (`::warning`,
/// `::notice` for the other severities). The message carries the help and notes on further
/// lines. Escaping follows the Actions runner: `%` and LF in the message (CR is a control); those and `:`
/// and `,` in property values. Text from the file goes through ``TerminalText/visible(_:)``
/// first: a CI log is a terminal too.
struct GitHubRenderer {
    /// Every annotation, one per line.
    func render(_ report: DiagnosticReport) -> String {
        var output = ""
        for bundle in report.files {
            var locator = SourceLocator(file: bundle.file)
            for diagnostic in bundle.diagnostics {
                output += line(for: diagnostic, locator: &locator) + "\n"
            }
        }
        return output
    }

    /// One workflow command.
    func line(for diagnostic: Diagnostic, locator: inout SourceLocator) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties = ["file=" + GitHubRenderer.escapeProperty(locator.file.path)]
        if let span = diagnostic.span {
            let region = locator.region(of: span)
            properties += [
                "line=\(region.start.line)", "col=\(region.start.column)",
                "endLine=\(region.end.line)", "endColumn=\(region.end.column)",
            ]
        }
        properties.append("title=" + GitHubRenderer.escapeProperty(diagnostic.code.text))
        var message = diagnostic.message
        if let help = diagnostic.help { message += "\nhelp: " + help }
        for note in diagnostic.notes { message += "\nnote: " + note }
        return "::\(command) \(properties.joined(separator: ","))::\(GitHubRenderer.escapeData(message))"
    }

    /// Escapes a message: controls shown as `<U+001B>` (CR too), then `%` -> `%25`, LF -> `%0A`.
    static func escapeData(_ text: String) -> String {
        var output = ""
        for scalar in TerminalText.visible(text).unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Escapes a property value: as ``escapeData(_:)`` plus `:` -> `%3A` and `,` -> `%2C`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingColonsAndCommas()
    }
}

extension String {
    fileprivate func replacingColonsAndCommas() -> String {
        var output = ""
        for scalar in unicodeScalars {
            switch scalar {
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
