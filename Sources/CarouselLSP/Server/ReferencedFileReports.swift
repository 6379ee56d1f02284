import JSON
import SourceDiagnostics

/// The diagnostics the open documents' analyses found in other files (the bases a spec
/// `extends`, the CSV and JSON files its item sources read), published to each file's own URI.
///
/// Several open specs may extend one base: the report of the first of them (by URI) is shown.
/// A file that is itself open is left to its own analysis; when every document that reported a
/// file stops reporting it (the problem was fixed, the spec closed or no longer refers to it),
/// its diagnostics are cleared.
struct ReferencedFileReports {
    /// By the other file's URI: by the URI of the document whose analysis read it, its report.
    private var reports: [String: [String: FileDiagnostics]] = [:]
    /// By document URI: the other files its last analysis reported.
    private var reported: [String: Set<String>] = [:]
    /// The `diagnostics` array last published for each other file (none: nothing, or `[]`).
    private var published: [String: JSONValue] = [:]
    /// Files whose reports changed since the last ``publish(isOpen:docsURL:)``.
    private var touched: Set<String> = []

    /// Records what the last analysis of `document` found in other files (an empty list for a
    /// file read clean); files it reported before and not now have nothing from it any more.
    mutating func record(_ files: [FileDiagnostics], by document: String) {
        let before = reported[document] ?? []
        var now: Set<String> = []
        for report in files {
            let uri = DocumentURI.uri(ofPath: report.file.path)
            guard uri != document, !now.contains(uri) else { continue }
            now.insert(uri)
            reports[uri, default: [:]][document] = report
        }
        for uri in before.subtracting(now) {
            reports[uri]?[document] = nil
            if reports[uri]?.isEmpty == true { reports[uri] = nil }
        }
        reported[document] = now.isEmpty ? nil : now
        touched.formUnion(before.union(now))
    }

    /// `document` was closed: it reports nothing any more, and if it is itself a file others
    /// report, the client just had its diagnostics cleared, so theirs are published again.
    mutating func closed(_ document: String) {
        record([], by: document)
        published[document] = nil
        if reports[document] != nil { touched.insert(document) }
    }

    /// The `publishDiagnostics` notifications of the files whose diagnostics changed since the
    /// last call, leaving out files open in the editor (`isOpen`).
    mutating func publish(isOpen: (String) -> Bool, docsURL: String) -> [JSONValue] {
        defer { touched = [] }
        var out: [JSONValue] = []
        for uri in touched.sorted() where !isOpen(uri) {
            var diagnostics = JSONValue.array([])
            if let byDocument = reports[uri], let first = byDocument.keys.min(), let report = byDocument[first] {
                let converter = DiagnosticConverter(uri: uri, lines: LineTable(report.file.bytes), docsURL: docsURL)
                diagnostics = .array(report.diagnostics.map(converter.json))
            }
            guard diagnostics != (published[uri] ?? .array([])) else { continue }
            published[uri] = diagnostics == .array([]) ? nil : diagnostics
            out.append(
                RPCOutgoing.notification(
                    "textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", diagnostics)])))
        }
        return out
    }
}
