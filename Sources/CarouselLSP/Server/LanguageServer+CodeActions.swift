import JSON
import SourceDiagnostics

extension LanguageServer {
    /// `textDocument/codeAction`: one quick fix per fix-it of each diagnostic touching the range,
    /// safe and unsafe alike; the first safe fix-it of a diagnostic is the preferred one (an
    /// unsafe one never is). A deletion that empties its line takes the line.
    func codeActions(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var document = try openDocument(params)
        let requested = try params.range("range")
        if case .array(let only)? = params["context"]?["only"],
            !only.contains(where: { $0.string.map { "quickfix".hasPrefix($0) } ?? false })
        {
            return .array([])
        }
        let diagnostics = analysed(&document)
        documents[document.uri] = document
        let lines = document.lines()
        let converter = DiagnosticConverter(uri: document.uri, lines: lines, docsURL: environment.diagnosticsDocsURL)
        var actions: [JSONValue] = []
        for diagnostic in diagnostics where !diagnostic.fixIts.isEmpty {
            guard converter.range(of: diagnostic).touches(requested) else { continue }
            let preferred = diagnostic.fixIts.firstIndex { $0.safety == .safe }
            for (index, fixIt) in diagnostic.fixIts.enumerated() {
                let fix = fixIt.wholeLines(in: document.bytes)
                let edits = fix.edits.map { edit in
                    JSONValue.object([
                        ("range", lines.range(edit.span.start, edit.span.end).json),
                        ("newText", .string(edit.replacement)),
                    ])
                }
                actions.append(
                    .object([
                        ("title", .string(fix.message)),
                        ("kind", .string("quickfix")),
                        ("diagnostics", .array([converter.json(diagnostic)])),
                        ("isPreferred", .bool(index == preferred)),
                        ("edit", .object([("changes", .object([(document.uri, .array(edits))]))])),
                    ]))
            }
        }
        return .array(actions)
    }
}
