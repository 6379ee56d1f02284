import CarouselSpec
import JSON
import SourceDiagnostics
import SpecIntelligence

extension LanguageServer {
    /// `textDocument/definition`: from a value naming a carousel (`sync = "x"`) to that
    /// carousel's `id = "x"`; null when the cursor is on no reference or no carousel has the id.
    func definition(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var document = try openDocument(params)
        let lines = document.lines()
        let offset = lines.offset(of: try params.position("position"))
        guard let span = SpecNavigation.definition(in: document.text, at: offset) else { return .null }
        return .object([("uri", .string(document.uri)), ("range", lines.range(span.start, span.end).json)])
    }

    /// `textDocument/prepareRename`: the id under the cursor and its range, or an error saying
    /// why there is nothing to rename there.
    func prepareRename(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var document = try openDocument(params)
        let lines = document.lines()
        let offset = lines.offset(of: try params.position("position"))
        do throws(RenameRefusal) {
            let target = try SpecNavigation.renameTarget(in: document.text, at: offset)
            return .object([
                ("range", lines.range(target.span.start, target.span.end).json), ("placeholder", .string(target.id)),
            ])
        } catch {
            throw RPCError(.requestFailed, "cannot rename: " + error.reason)
        }
    }

    /// `textDocument/rename`: one workspace edit that renames the carousel id under the cursor
    /// (its `id` and every value naming it); an error says why a new name is refused.
    func rename(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var document = try openDocument(params)
        let lines = document.lines()
        let offset = lines.offset(of: try params.position("position"))
        let newName = try params.string("newName")
        do throws(RenameRefusal) {
            let spans = try SpecNavigation.rename(in: document.text, at: offset, to: newName)
            let edits = spans.map { span -> JSONValue in
                .object([("range", lines.range(span.start, span.end).json), ("newText", .string(newName))])
            }
            return .object([("changes", .object([(document.uri, .array(edits))]))])
        } catch {
            throw RPCError(.requestFailed, "cannot rename: " + error.reason)
        }
    }

    /// `textDocument/documentLink`: each file path the spec names (`image`, `font`), resolved
    /// against the spec's folder as `carousel check` resolves it; none for a document that is not a file.
    func documentLinks(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var document = try openDocument(params)
        guard document.isFile, document.path.hasPrefix("/") else { return .array([]) }
        let lines = document.lines()
        return .array(
            SpecNavigation.links(in: document.text, specPath: document.path).map { link in
                .object([
                    ("range", lines.range(link.span.start, link.span.end).json),
                    ("target", .string(DocumentURI.uri(ofPath: link.path))),
                ])
            })
    }
}
