import JSON

/// The `--format json` output: one object with counts and every diagnostic, one per line.
///
/// Shape (see docs/cli.md): `{"files":N,"errors":E,"warnings":W,"diagnostics":[{"file":...,
/// "line":...,"column":...,"end_line":...,"end_column":...,"severity":...,"code":...,
/// "message":...,"path":...,"help":...,"labels":[{"line","column","end_line","end_column",
/// "message"}],"notes":[...],"fixes":[{"message":...,"safety":...,"edits":[{"line","column","end_line",
/// "end_column","replacement"}]}]}]}`. Lines and columns are 1-based, columns count Unicode scalars,
/// ends are exclusive; a diagnostic about a whole file has `null` positions.
struct JSONRenderer {
    /// The report as JSON text ending with a newline.
    func render(_ report: DiagnosticReport) -> String {
        let head =
            "{\"files\":\(report.fileCount),\"errors\":\(report.errorCount),\"warnings\":\(report.warningCount),\"diagnostics\":["
        var output = Array(head.utf8)
        var any = false
        for bundle in report.files {
            var locator = SourceLocator(file: bundle.file)
            for diagnostic in bundle.diagnostics {
                output += (any ? ",\n" : "\n").utf8
                JSONWriter().write(JSONRenderer.object(for: diagnostic, locator: &locator), into: &output)
                any = true
            }
        }
        output += (any ? "\n]}\n" : "]}\n").utf8
        return String(decoding: output, as: UTF8.self)
    }

    /// The JSON object of one diagnostic.
    static func object(for diagnostic: Diagnostic, locator: inout SourceLocator) -> JSONValue {
        var members: [(String, JSONValue)] = [("file", .string(locator.file.path))]
        members += positions(diagnostic.span, &locator)
        var labels: [JSONValue] = []
        for label in diagnostic.labels {
            labels.append(.object(positions(label.span, &locator) + [("message", .string(label.message))]))
        }
        members += [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.text)),
            ("message", .string(diagnostic.message)),
            ("path", .string(diagnostic.path)),
            ("help", .optional(diagnostic.help)),
            ("labels", .array(labels)),
            ("notes", .array(diagnostic.notes.map { .string($0) })),
            ("fixes", .array(diagnostic.fixIts.map { fixObject($0, &locator) })),
        ]
        return .object(members)
    }

    /// `{"message":..., "safety":"safe"|"unsafe", "edits":[{positions..., "replacement":...}]}` for one fix-it.
    private static func fixObject(_ fixIt: FixIt, _ locator: inout SourceLocator) -> JSONValue {
        var edits: [JSONValue] = []
        for edit in fixIt.edits {
            edits.append(.object(positions(edit.span, &locator) + [("replacement", .string(edit.replacement))]))
        }
        return .object([
            ("message", .string(fixIt.message)), ("safety", .string(fixIt.safety.rawValue)), ("edits", .array(edits)),
        ])
    }

    private static func positions(_ span: SourceSpan?, _ locator: inout SourceLocator) -> [(String, JSONValue)] {
        guard let span else {
            return [("line", .null), ("column", .null), ("end_line", .null), ("end_column", .null)]
        }
        let region = locator.region(of: span)
        return [
            ("line", .integer(region.start.line)), ("column", .integer(region.start.column)),
            ("end_line", .integer(region.end.line)), ("end_column", .integer(region.end.column)),
        ]
    }
}
