import JSON
import SourceDiagnostics

extension LanguageServer {
    /// `textDocument/didOpen`: keeps the text and queues its diagnostics.
    func didOpen(_ params: JSONValue) throws(RPCError) {
        let item = try params.object("textDocument")
        let uri = try item.string("uri")
        var document = TextDocument(uri: uri, version: try item.integer("version"), text: try item.string("text"))
        // A behaviour test file is analysed whole (the incremental analyzer knows specs only).
        document.analyzer = isBehaviourTest(document) ? nil : environment.makeAnalyzer?()
        documents[uri] = document
        queue(uri)
    }

    /// `textDocument/didChange`: applies full and incremental changes in order.
    func didChange(_ params: JSONValue) throws(RPCError) {
        let identifier = try params.object("textDocument")
        let uri = try identifier.string("uri")
        guard var document = documents[uri] else { throw .params("\(uri) is not open (send didOpen first)") }
        let changes = try params.array("contentChanges")
        // Check every change before applying any, so a bad one leaves the document as it was.
        var edits: [(range: LSPRange?, text: String)] = []
        for change in changes {
            let text = try change.string("text")
            edits.append((change["range"] == nil || change["range"] == .null ? nil : try change.range("range"), text))
        }
        documents[uri] = nil  // Keeps the bytes uniquely referenced, so edits happen in place.
        for edit in edits {
            if let range = edit.range {
                document.replace(range, with: edit.text)
            } else {
                document.replaceAll(with: edit.text)
            }
        }
        if let version = try? identifier.integer("version") { document.version = version }
        documents[uri] = document
        queue(uri)
    }

    /// `textDocument/didSave`: checks again (files the spec names may have changed on disk), and
    /// every other open document too: the saved file may be the base (`extends`) of any of them.
    func didSave(_ params: JSONValue) throws(RPCError) {
        let uri = try params.documentURI()
        guard documents[uri] != nil else { return }
        for other in documents.keys.sorted(by: { ($0 == uri ? 0 : 1, $0) < ($1 == uri ? 0 : 1, $1) }) {
            guard var document = documents[other] else { continue }
            document.forgetAnalysis()
            documents[other] = document
            queue(other)
        }
    }

    /// `textDocument/didClose`: forgets the document and clears its diagnostics at once.
    func didClose(_ params: JSONValue) throws(RPCError) {
        let uri = try params.documentURI()
        guard documents.removeValue(forKey: uri) != nil else { return }
        pending.removeAll { $0 == uri }
        closedURIs.append(uri)
        referencedReports.closed(uri)
    }

    private func queue(_ uri: String) {
        if !pending.contains(uri) { pending.append(uri) }
    }

    /// The `publishDiagnostics` notifications of the batch: `[]` for closed documents, then the
    /// diagnostics of each changed document, then those of the other files they read (bases and
    /// item source files that are not open themselves) where these changed.
    func publishPending() -> [JSONValue] {
        var out = closedURIs.map { uri in
            RPCOutgoing.notification(
                "textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
        }
        closedURIs = []
        for uri in pending {
            guard var document = documents[uri] else { continue }
            let diagnostics = analysed(&document)
            referencedReports.record(document.analyzer?.otherFiles ?? [], by: uri)
            documents[uri] = document
            let converter = DiagnosticConverter(
                uri: uri, lines: document.lines(), docsURL: environment.diagnosticsDocsURL)
            out.append(
                RPCOutgoing.notification(
                    "textDocument/publishDiagnostics",
                    .object([
                        ("uri", .string(uri)), ("version", .integer(document.version)),
                        ("diagnostics", .array(diagnostics.map(converter.json))),
                    ])))
        }
        pending = []
        // Problems in the bases and source files of the specs just analysed, in those files.
        let open = documents
        return out + referencedReports.publish(isOpen: { open[$0] != nil }, docsURL: environment.diagnosticsDocsURL)
    }

    /// The diagnostics of `document`, analysed now if its text changed since the last time.
    func analysed(_ document: inout TextDocument) -> [Diagnostic] {
        if let diagnostics = document.diagnostics { return diagnostics }
        let diagnostics =
            document.analyzer?.diagnostics(
                path: document.path, bytes: document.bytes, edit: document.changeSinceAnalysis)
            ?? (isBehaviourTest(document) ? environment.behaviourTests?.analyze : nil)?(document.path, document.bytes)
            ?? environment.analyze(document.path, document.bytes)
        document.markAnalysed(diagnostics)
        return diagnostics
    }

    /// Whether `document` is a behaviour test file (``BehaviourTestSupport``), not a spec.
    func isBehaviourTest(_ document: TextDocument) -> Bool {
        environment.behaviourTests?.handles(document.path) ?? false
    }

    /// The open document `uri`, or an invalid-params error saying it is not open.
    func openDocument(_ params: JSONValue) throws(RPCError) -> TextDocument {
        let uri = try params.documentURI()
        guard let document = documents[uri] else { throw .params("\(uri) is not open (send didOpen first)") }
        return document
    }
}
