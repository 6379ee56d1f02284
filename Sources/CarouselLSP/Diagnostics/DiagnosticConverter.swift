import JSON
import SourceDiagnostics

/// Turns ``Diagnostic``s (byte spans) into LSP `Diagnostic` JSON (UTF-16 ranges) for one document.
struct DiagnosticConverter {
    /// The document's URI (for related information).
    let uri: String
    /// The document's line table.
    let lines: LineTable
    /// The URL of docs/diagnostics.md.
    let docsURL: String

    /// The LSP range of a diagnostic (the start of the document when it has no span).
    func range(of diagnostic: Diagnostic) -> LSPRange {
        let span = diagnostic.span ?? .point(0)
        return lines.range(span.start, span.end)
    }

    /// The LSP `Diagnostic` object.
    func json(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("range", range(of: diagnostic).json),
            ("severity", .integer(Self.severity(diagnostic.severity))),
            ("code", .string(diagnostic.code.text)),
            (
                "codeDescription",
                .object([("href", .string(DiagnosticLinks.href(code: diagnostic.code, docsURL: docsURL)))])
            ),
            ("source", .string("carousel")),
            ("message", .string(Self.message(diagnostic))),
        ]
        if !diagnostic.labels.isEmpty {
            members.append(("relatedInformation", .array(diagnostic.labels.map(related))))
        }
        return .object(members)
    }

    private func related(_ label: DiagnosticLabel) -> JSONValue {
        .object([
            (
                "location",
                .object([("uri", .string(uri)), ("range", lines.range(label.span.start, label.span.end).json)])
            ),
            ("message", .string(label.message)),
        ])
    }

    /// The message with the help and the notes on lines of their own, as `check` prints them.
    static func message(_ diagnostic: Diagnostic) -> String {
        var text = diagnostic.message
        if let help = diagnostic.help { text += "\nhelp: " + help }
        for note in diagnostic.notes { text += "\nnote: " + note }
        return text
    }

    /// LSP's `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }
}
